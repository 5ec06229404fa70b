import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categoryPriceLimits } from '../db/schema';

/** The buyer company's unit price limits, by category (sen). */
export async function buyerPriceLimits(db: Database, buyerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: categoryPriceLimits.categoryId, maxUnitPrice: categoryPriceLimits.maxUnitPrice })
    .from(categoryPriceLimits)
    .where(eq(categoryPriceLimits.buyerId, buyerId));
  return new Map(rows.map((row) => [row.categoryId, row.maxUnitPrice]));
}
