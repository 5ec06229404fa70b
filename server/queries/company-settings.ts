/** The SQL of a company's own settings: its row of `buyers` and of `checkout_settings`. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buyers, checkoutSettings } from '../db/schema';
import type { BuyerRow } from '../env';

type CheckoutSettingsRow = typeof checkoutSettings.$inferSelect;
export type CompanyChanges = Partial<Omit<typeof buyers.$inferInsert, 'id'>>;
export type CheckoutChanges = Partial<Omit<CheckoutSettingsRow, 'buyerId'>>;

/** The company's row and its checkout settings (null: none yet), locked until the transaction ends. */
export async function lockCompanySettings(
  db: Database,
  buyerId: number,
): Promise<{ company: BuyerRow; checkout: CheckoutSettingsRow | null } | null> {
  const [company] = await db.select().from(buyers).where(eq(buyers.id, buyerId)).for('update');
  if (!company) return null;
  const [checkout] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.buyerId, buyerId)).for('update');
  return { company, checkout: checkout ?? null };
}

export async function updateCompany(db: Database, buyerId: number, changes: CompanyChanges): Promise<void> {
  if (Object.keys(changes).length > 0) await db.update(buyers).set(changes).where(eq(buyers.id, buyerId));
}

/** Writes the changed checkout settings, making the company's row (the table's defaults for the rest) when it has none. */
export async function upsertCheckoutSettings(db: Database, buyerId: number, changes: CheckoutChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .insert(checkoutSettings)
    .values({ buyerId, ...changes })
    .onConflictDoUpdate({ target: checkoutSettings.buyerId, set: changes });
}
