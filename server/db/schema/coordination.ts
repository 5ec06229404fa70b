import { bigint, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * What server processes sharing one database agree through it: request throttles, which process
 * runs a scheduled job, and the keys every process signs with. Nothing is kept in memory from
 * these tables, so they announce no changes (a throttle's count would otherwise empty every
 * process's caches on each request it counts).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** One counted request of a throttle (registrations, sign-in links, verification mails), by scope and key. */
export const requestCounts = pgTable(
  'request_counts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_counts_key_idx').on(t.scope, t.key, t.createdAt), index('request_counts_created_idx').on(t.createdAt)],
);

/** When each scheduled job last started: a process runs it only by moving this on, so one process runs each turn. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/** Keys generated once and shared by every process (the upload and image URL key, when UPLOAD_SECRET is not set). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  key: bytea('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
