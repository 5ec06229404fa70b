import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { quotations } from '../db/schema';
import { rowsOf } from './search-text';

type NewQuotation = Omit<typeof quotations.$inferInsert, 'id' | 'number'>;

/** Saves a quotation whose number is made from its own id. */
export async function insertQuotation(db: Database, quotation: NewQuotation, numberOf: (id: number) => string): Promise<typeof quotations.$inferSelect> {
  const [{ id }] = rowsOf<{ id: number }>(await db.execute(sql`select nextval(pg_get_serial_sequence('quotations', 'id'))::int as id`));
  const [row] = await db.insert(quotations).values({ ...quotation, id, number: numberOf(id) }).returning();
  return row;
}
