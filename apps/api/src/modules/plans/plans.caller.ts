import type { ContextOf } from '../../platform/request-context.js';

/**
 * Who calls the plan services; its own file so plans and activities share it without importing each other.
 * `jobs` queues the form-actuals job (routes pass `request.ctx`, which has it; other modules calling in need not).
 */
export type Caller = ContextOf<'db' | 'auth'> & Partial<ContextOf<'jobs'>>;
