import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail already handed to the transport, keyed by the job's idempotency key, so a retried job sends nothing twice. */
export const sentEmails = pgTable('sent_emails', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
