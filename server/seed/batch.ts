import type { PgTable, PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** Rows per INSERT: large enough to be fast, small enough to stay under 65535 bind parameters. */
const BATCH_SIZE = 1000;

export async function insertInBatches<T extends PgTable>(db: Database, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE));
  }
}
