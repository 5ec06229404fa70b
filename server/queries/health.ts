import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from './search-text';

/** One round trip to the database: it takes statements. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** When each applied migration was made (drizzle's created_at, the journal's `when`); none when the table is missing. */
export async function appliedMigrationTimes(db: Database): Promise<Set<number>> {
  const exists = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`));
  if (!exists[0]?.found) return new Set();
  const rows = rowsOf<{ created_at: string | number }>(await db.execute(sql`select created_at from drizzle.__drizzle_migrations`));
  return new Set(rows.map((row) => Number(row.created_at)));
}
