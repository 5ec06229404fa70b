import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  authTokens,
  cartItems,
  categories,
  preOrders,
  products,
  punchoutOrders,
  punchoutSessions,
  punchoutSettings,
  skus,
  users,
} from '../db/schema';

export type PunchoutSettingsRow = typeof punchoutSettings.$inferSelect;
export type PunchoutSessionRow = typeof punchoutSessions.$inferSelect;

/** The company whose procurement system sends this cXML credential; null when none does. */
export async function settingsByCxmlIdentity(db: Database, domain: string, identity: string): Promise<PunchoutSettingsRow | null> {
  const [row] = await db
    .select()
    .from(punchoutSettings)
    .where(and(sql`lower(${punchoutSettings.cxmlDomain}) = lower(${domain})`, eq(punchoutSettings.cxmlIdentity, identity)));
  return row ?? null;
}

/** A company's punch-out settings; null when it has none. */
export async function settingsOfBuyer(db: Database, buyerId: number): Promise<PunchoutSettingsRow | null> {
  const [row] = await db.select().from(punchoutSettings).where(eq(punchoutSettings.buyerId, buyerId));
  return row ?? null;
}

/** The company whose OCI start URL carries this USERNAME; null when none does. */
export async function settingsByOciUsername(db: Database, username: string): Promise<PunchoutSettingsRow | null> {
  const [row] = await db.select().from(punchoutSettings).where(eq(punchoutSettings.ociUsername, username));
  return row ?? null;
}

/** Stores a company's cXML shared secret or OCI PASSWORD anew, as `hash`. */
export async function storeSecretHash(db: Database, buyerId: number, protocol: 'cxml' | 'oci', hash: string): Promise<void> {
  await db
    .update(punchoutSettings)
    .set(protocol === 'cxml' ? { cxmlSecretHash: hash } : { ociPasswordHash: hash })
    .where(eq(punchoutSettings.buyerId, buyerId));
}

/** An active buyer of the company with this e-mail address (any case); null when there is none. */
export async function companyBuyer(db: Database, buyerId: number, email: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.buyerId, buyerId), sql`lower(${users.email}) = lower(${email})`, eq(users.active, 'Y'), eq(users.role, 'buyer')));
  return row ?? null;
}

export async function insertPunchoutSession(db: Database, row: typeof punchoutSessions.$inferInsert): Promise<PunchoutSessionRow> {
  const [saved] = await db.insert(punchoutSessions).values(row).returning();
  return saved;
}

/** Uses a start token once: the session it opens, if it is unused and not expired; null otherwise. */
export async function claimStart(db: Database, startTokenHash: string, now: Date): Promise<PunchoutSessionRow | null> {
  const [row] = await db
    .update(punchoutSessions)
    .set({ startTokenHash: null })
    .where(and(eq(punchoutSessions.startTokenHash, startTokenHash), gt(punchoutSessions.startExpiresAt, now)))
    .returning();
  return row ?? null;
}

export async function punchoutSessionById(db: Database, id: number): Promise<PunchoutSessionRow | null> {
  const [row] = await db.select().from(punchoutSessions).where(eq(punchoutSessions.id, id));
  return row ?? null;
}

/** Marks the session transferred, once, signs its tokens out and empties its cart (it went to the procurement system); false when it already was. */
export async function endPunchoutSession(db: Database, id: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(punchoutSessions)
    .set({ transferredAt: now })
    .where(and(eq(punchoutSessions.id, id), isNull(punchoutSessions.transferredAt)))
    .returning({ id: punchoutSessions.id });
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.punchoutSessionId, id), isNull(authTokens.revokedAt)));
  await db.delete(cartItems).where(eq(cartItems.punchoutSessionId, id));
  return ended.length > 0;
}

/**
 * Deletes the punch-out sessions past their lifetime and those whose start link expired unused,
 * with their cart lines (their tokens go with them: the foreign key cascades); answers how many.
 */
export async function deleteEndedPunchoutSessions(db: Database, now: Date): Promise<number> {
  const ended = or(
    lte(punchoutSessions.expiresAt, now),
    and(isNotNull(punchoutSessions.startTokenHash), lte(punchoutSessions.startExpiresAt, now)),
  );
  return db.transaction(async (tx) => {
    await tx
      .delete(cartItems)
      .where(inArray(cartItems.punchoutSessionId, tx.select({ id: punchoutSessions.id }).from(punchoutSessions).where(ended)));
    const deleted = await tx.delete(punchoutSessions).where(ended).returning({ id: punchoutSessions.id });
    return deleted.length;
  });
}

/** Every company's origins allowed to frame the storefront, as stored. */
export async function storedFrameOrigins(db: Database): Promise<string[]> {
  const rows = await db.select({ origins: punchoutSettings.frameOrigins }).from(punchoutSettings);
  return rows.flatMap((row) => row.origins);
}

const parentCategory = alias(categories, 'parent_category');
const topCategory = alias(categories, 'top_category');

/** The punch-out session's cart lines as a procurement system receives them, oldest first. */
export function punchoutCartLines(db: Database, punchoutSessionId: number) {
  return db
    .select({
      skuId: cartItems.skuId,
      productId: cartItems.productId,
      sellerId: cartItems.sellerId,
      quantity: cartItems.quantity,
      price: cartItems.price,
      code: skus.code,
      name: products.name,
      materialId: products.materialId,
      leadDays: products.deliveryTermTo,
      categoryId: products.categoryId,
      // The product's category's code, else its parent's, else the top level's.
      unspsc: sql<string | null>`coalesce(${categories.unspsc}, ${parentCategory.unspsc}, ${topCategory.unspsc})`,
      /** The category's path from its top level: "IT & Electronics > Computers > Laptops". */
      categoryPath: sql<string>`concat_ws(' > ', ${topCategory.name}, ${parentCategory.name}, ${categories.name})`,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
    .leftJoin(topCategory, eq(topCategory.id, parentCategory.parentId))
    .where(eq(cartItems.punchoutSessionId, punchoutSessionId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** Records an OrderRequest's payloadID; false when the company already sent it. */
export async function recordPayload(db: Database, row: { buyerId: number; payloadId: string; externalOrderId: string }): Promise<boolean> {
  const inserted = await db.insert(punchoutOrders).values(row).onConflictDoNothing().returning({ id: punchoutOrders.id });
  return inserted.length > 0;
}

export async function attachPayloadOrder(db: Database, buyerId: number, payloadId: string, orderId: number): Promise<void> {
  await db
    .update(punchoutOrders)
    .set({ orderId })
    .where(and(eq(punchoutOrders.buyerId, buyerId), eq(punchoutOrders.payloadId, payloadId)));
}

/** The order an earlier OrderRequest with this payloadID created. */
export async function payloadOrder(db: Database, buyerId: number, payloadId: string) {
  const [row] = await db
    .select({ poId: preOrders.poId, externalOrderId: punchoutOrders.externalOrderId })
    .from(punchoutOrders)
    .leftJoin(preOrders, eq(preOrders.id, punchoutOrders.orderId))
    .where(and(eq(punchoutOrders.buyerId, buyerId), eq(punchoutOrders.payloadId, payloadId)));
  return row ?? null;
}
