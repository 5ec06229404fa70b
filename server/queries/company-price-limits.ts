/** The SQL of category price limit administration. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categoryPriceLimits } from '../db/schema';

export type PriceLimitRow = typeof categoryPriceLimits.$inferSelect;

/** The company's price limits, by id. */
export function companyPriceLimits(db: Database, buyerId: number): Promise<PriceLimitRow[]> {
  return db.select().from(categoryPriceLimits).where(eq(categoryPriceLimits.buyerId, buyerId)).orderBy(asc(categoryPriceLimits.id));
}

/** One of the company's price limits, by id or by category, locked until the transaction ends; null when none. */
export async function lockCompanyPriceLimit(
  db: Database,
  buyerId: number,
  by: { id: number } | { categoryId: number },
): Promise<PriceLimitRow | null> {
  const [row] = await db
    .select()
    .from(categoryPriceLimits)
    .where(
      and(
        eq(categoryPriceLimits.buyerId, buyerId),
        'id' in by ? eq(categoryPriceLimits.id, by.id) : eq(categoryPriceLimits.categoryId, by.categoryId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertPriceLimit(
  db: Database,
  row: { buyerId: number; categoryId: number; maxUnitPrice: number },
): Promise<PriceLimitRow> {
  const [inserted] = await db.insert(categoryPriceLimits).values(row).returning();
  return inserted;
}

export async function updatePriceLimit(db: Database, id: number, maxUnitPrice: number): Promise<PriceLimitRow> {
  const [updated] = await db.update(categoryPriceLimits).set({ maxUnitPrice }).where(eq(categoryPriceLimits.id, id)).returning();
  return updated;
}

export async function deletePriceLimit(db: Database, id: number): Promise<void> {
  await db.delete(categoryPriceLimits).where(eq(categoryPriceLimits.id, id));
}
