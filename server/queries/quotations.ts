import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { districts, quotations, sellers, states } from '../db/schema';
import { rowsOf } from './search-text';

/** Takes the next quotation id, so the number made from it can be printed before the row is saved. */
export async function nextQuotationId(db: Database): Promise<number> {
  const [{ id }] = rowsOf<{ id: number }>(await db.execute(sql`select nextval(pg_get_serial_sequence('quotations', 'id'))::int as id`));
  return id;
}

export async function insertQuotation(db: Database, quotation: typeof quotations.$inferInsert): Promise<void> {
  await db.insert(quotations).values(quotation);
}

/** The sellers' places and contacts, with their state's and district's names. */
export function quotationSellerRows(db: Database, sellerIds: readonly number[]) {
  return db
    .select({
      id: sellers.id,
      email: sellers.email,
      phone: sellers.phone,
      registrationNo: sellers.registrationNo,
      sstNumber: sellers.sstNumber,
      city: sellers.city,
      state: states.name,
      district: districts.name,
    })
    .from(sellers)
    .innerJoin(states, eq(states.id, sellers.stateId))
    .leftJoin(districts, eq(districts.id, sellers.districtId))
    .where(inArray(sellers.id, [...sellerIds]));
}
