import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/**
 * Columns most tables share, written once. Each call makes a new column builder (a builder belongs to one table);
 * the SQL they give is the same as the columns they replaced, so no migration follows from using them.
 */

/** The tenant a row belongs to: every query of a tenant-scoped table filters on it. */
export const tenantColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);

/** When the row was made. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed (set by the writes that change it). */
export const modifiedAtColumn = () => timestamp('modified_at', { withTimezone: true }).notNull().defaultNow();
