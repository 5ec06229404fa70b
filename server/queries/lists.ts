import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, shoppingListLines, shoppingLists, shoppingListShares, skus, users } from '../db/schema';
import { skuPriceFor } from './catalogue-access';
import { listedFor } from './products';

export type ListLineRow = typeof shoppingListLines.$inferSelect;
export type ListPermission = (typeof shoppingListShares.$inferSelect)['permission'];

const lineCount = sql<number>`(select count(*) from ${shoppingListLines} where ${shoppingListLines.listId} = ${shoppingLists.id})`.mapWith(
  Number,
);

/** The caller's permission on the list: null for their own (and for lists not shared with them). */
const sharedAs = (userId: number) =>
  sql<ListPermission | null>`(select ${shoppingListShares.permission} from ${shoppingListShares} where ${shoppingListShares.listId} = ${shoppingLists.id} and ${shoppingListShares.userId} = ${userId})`;

function listsWithOwner(db: Database, userId: number) {
  return db
    .select({ list: shoppingLists, ownerName: users.name, sharedAs: sharedAs(userId), lineCount })
    .from(shoppingLists)
    .innerJoin(users, eq(users.id, shoppingLists.ownerId));
}

export type ListWithOwner = Awaited<ReturnType<typeof listsWithOwner>>[number];

/** What the user may reach in the company: their own lists and those shared with them. */
const reachable = (userId: number, buyerId: number) =>
  and(
    eq(shoppingLists.buyerId, buyerId),
    sql`(${shoppingLists.ownerId} = ${userId} or exists (select 1 from ${shoppingListShares} where ${shoppingListShares.listId} = ${shoppingLists.id} and ${shoppingListShares.userId} = ${userId}))`,
  );

/** The user's own lists by name, then those colleagues shared with them by owner and name. */
export function reachableLists(db: Database, userId: number, buyerId: number) {
  return listsWithOwner(db, userId)
    .where(reachable(userId, buyerId))
    .orderBy(sql`${shoppingLists.ownerId} <> ${userId}`, asc(users.name), sql`lower(${shoppingLists.name})`, asc(shoppingLists.id));
}

/** One list the user may reach; null for any other id (another company's, or not shared with them). */
export async function reachableList(db: Database, listId: number, userId: number, buyerId: number): Promise<ListWithOwner | null> {
  const [row] = await listsWithOwner(db, userId).where(and(eq(shoppingLists.id, listId), reachable(userId, buyerId)));
  return row ?? null;
}

/** Locks the list until the transaction ends, so its lines and shares change one writer at a time. */
export async function lockList(db: Database, listId: number): Promise<void> {
  await db.select({ id: shoppingLists.id }).from(shoppingLists).where(eq(shoppingLists.id, listId)).for('update');
}

/** Locks the owner's user row, so two new lists cannot both pass the cap. */
export async function lockOwner(db: Database, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countOwnedLists(db: Database, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.ownerId, ownerId));
  return row.n;
}

export async function insertList(db: Database, list: { ownerId: number; buyerId: number; name: string }): Promise<number> {
  const [row] = await db.insert(shoppingLists).values(list).returning({ id: shoppingLists.id });
  return row.id;
}

/** Renames a list or marks it changed (a line or share changed). */
export async function touchList(db: Database, listId: number, name?: string): Promise<void> {
  await db
    .update(shoppingLists)
    .set({ updatedAt: new Date(), ...(name === undefined ? {} : { name }) })
    .where(eq(shoppingLists.id, listId));
}

export async function deleteList(db: Database, listId: number): Promise<void> {
  await db.delete(shoppingLists).where(eq(shoppingLists.id, listId));
}

/** The list's lines, oldest first, with what the list page shows of each SKU, priced for the buyer. */
export function listLineRows(db: Database, listId: number, buyerId: number) {
  return db
    .select({
      id: shoppingListLines.id,
      productId: products.id,
      productName: products.name,
      sellerId: products.sellerId,
      availability: products.availability,
      listed: sql<boolean>`${listedFor(buyerId)}`,
      skuId: skus.id,
      code: skus.code,
      moq: skus.moq,
      stock: skus.stock,
      price: sql<number>`${skuPriceFor(buyerId, skus)}`.mapWith(Number),
      quantity: shoppingListLines.quantity,
      note: shoppingListLines.note,
    })
    .from(shoppingListLines)
    .innerJoin(skus, eq(skus.id, shoppingListLines.skuId))
    .innerJoin(products, eq(products.id, shoppingListLines.productId))
    .where(eq(shoppingListLines.listId, listId))
    .orderBy(asc(shoppingListLines.createdAt), asc(shoppingListLines.id));
}

export async function countLines(db: Database, listId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shoppingListLines).where(eq(shoppingListLines.listId, listId));
  return row.n;
}

/** The line of a SKU on the list; null when it is not there. */
export async function lineOfSku(db: Database, listId: number, skuId: number): Promise<ListLineRow | null> {
  const [row] = await db
    .select()
    .from(shoppingListLines)
    .where(and(eq(shoppingListLines.listId, listId), eq(shoppingListLines.skuId, skuId)));
  return row ?? null;
}

/** A line of the list with its SKU's MOQ and product name; null when the line is not on that list. */
export async function lineOfList(db: Database, listId: number, lineId: number) {
  const [row] = await db
    .select({ line: shoppingListLines, moq: skus.moq, productName: products.name })
    .from(shoppingListLines)
    .innerJoin(skus, eq(skus.id, shoppingListLines.skuId))
    .innerJoin(products, eq(products.id, shoppingListLines.productId))
    .where(and(eq(shoppingListLines.listId, listId), eq(shoppingListLines.id, lineId)));
  return row ?? null;
}

export async function insertLine(
  db: Database,
  line: Pick<ListLineRow, 'listId' | 'productId' | 'skuId' | 'quantity' | 'note'>,
): Promise<void> {
  await db.insert(shoppingListLines).values(line);
}

export async function updateLine(db: Database, lineId: number, change: Partial<Pick<ListLineRow, 'quantity' | 'note'>>): Promise<void> {
  await db.update(shoppingListLines).set(change).where(eq(shoppingListLines.id, lineId));
}

export async function deleteLine(db: Database, lineId: number): Promise<void> {
  await db.delete(shoppingListLines).where(eq(shoppingListLines.id, lineId));
}

/**
 * The SKU of a product listed for the buyer that a list line names: the one given (it must be the
 * product's), else the product's primary SKU; null when there is none.
 */
export async function listableSku(db: Database, productId: number, skuId: number | undefined, buyerId: number) {
  const [row] = await db
    .select({ skuId: skus.id, moq: skus.moq, productName: products.name })
    .from(products)
    .innerJoin(skus, and(eq(skus.productId, products.id), eq(skus.id, skuId ?? products.primarySkuId)))
    .where(and(eq(products.id, productId), listedFor(buyerId)));
  return row ?? null;
}

/** Whether the product is listed for the buyer at all (a product without SKUs still is). */
export async function isListedProduct(db: Database, productId: number, buyerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), listedFor(buyerId)));
  return row !== undefined;
}

/** Who the list is shared with, by name. */
export function sharesOf(db: Database, listId: number) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, permission: shoppingListShares.permission })
    .from(shoppingListShares)
    .innerJoin(users, eq(users.id, shoppingListShares.userId))
    .where(eq(shoppingListShares.listId, listId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Replaces who the list is shared with. */
export async function replaceShares(
  db: Database,
  listId: number,
  shares: readonly { userId: number; permission: ListPermission }[],
): Promise<void> {
  await db.delete(shoppingListShares).where(eq(shoppingListShares.listId, listId));
  if (shares.length > 0) await db.insert(shoppingListShares).values(shares.map((share) => ({ listId, ...share })));
}

/** The active buyer users of the company other than `exceptUserId`, by name: whom a list may be shared with. */
export function colleaguesOf(db: Database, buyerId: number, exceptUserId: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.buyerId, buyerId), eq(users.role, 'buyer'), eq(users.active, 'Y'), ne(users.id, exceptUserId)))
    .orderBy(asc(users.name), asc(users.id));
}

/** Those of the users who are colleagues of `exceptUserId` in the company (see colleaguesOf). */
export async function colleagueIds(db: Database, buyerId: number, exceptUserId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.buyerId, buyerId),
        eq(users.role, 'buyer'),
        eq(users.active, 'Y'),
        ne(users.id, exceptUserId),
        inArray(users.id, [...userIds]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
