import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../platform/access-control.js';
import type { Jobs } from '../../platform/jobs.js';

/**
 * Who calls the plan services; its own file so plans and activities share it without importing each other.
 * `jobs` queues the form-actuals job (routes pass it; other modules calling in need not).
 */
export type Caller = { db: Database; auth: AuthContext; jobs?: Jobs };
