import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { quotations } from '../db/schema';
import { rowsOf } from './search-text';

/** Takes the next quotation id, so the number made from it can be printed before the row is saved. */
export async function nextQuotationId(db: Database): Promise<number> {
  const [{ id }] = rowsOf<{ id: number }>(await db.execute(sql`select nextval(pg_get_serial_sequence('quotations', 'id'))::int as id`));
  return id;
}

export async function insertQuotation(db: Database, quotation: typeof quotations.$inferInsert): Promise<void> {
  await db.insert(quotations).values(quotation);
}
