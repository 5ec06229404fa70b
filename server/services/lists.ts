import type { ListCartResponse, ShoppingList, ShoppingListSummary } from '../../src/contract/types';
import { toRinggit } from '../../src/lib/money';
import { canEditLines, canManage, duplicateListName, LIST_ERRORS, LIST_LIMITS, type ListAccess } from '../../src/lib/shopping-list';
import { moqMessage } from '../../src/lib/stock-error';
import { variantLabel } from '../../src/lib/variant';
import { wishlistQuantity } from '../../src/lib/wishlist';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { BuyerRow, RequestLocation, UserRow } from '../env';
import {
  colleagueIds,
  colleaguesOf,
  countLines,
  countOwnedLists,
  deleteLine,
  deleteList,
  insertLine,
  insertList,
  isListedProduct,
  lineOfList,
  lineOfSku,
  listableSku,
  listLineRows,
  lockList,
  lockOwner,
  reachableList,
  reachableLists,
  replaceShares,
  sharesOf,
  touchList,
  updateLine,
  type ListPermission,
  type ListWithOwner,
} from '../queries/lists';
import { countCartLines } from '../queries/cart';
import { addToCartIn } from './cart';
import { variantOptionsOfSkus } from './cart-view';
import { ServiceError } from './errors';

/** The signed-in buyer user: lists are a user's, shared within their company. */
export interface ListCaller {
  user: Pick<UserRow, 'id'>;
  buyer: Pick<BuyerRow, 'id'>;
}

const accessOf = (row: ListWithOwner, caller: ListCaller): ListAccess =>
  row.list.ownerId === caller.user.id ? 'owner' : (row.sharedAs ?? 'read');

const summaryOf = (row: ListWithOwner, caller: ListCaller): ShoppingListSummary => ({
  id: row.list.id,
  name: row.list.name,
  access: accessOf(row, caller),
  owner: { id: row.list.ownerId, name: row.ownerName },
  line_count: row.lineCount,
  updated_at: row.list.updatedAt.toISOString(),
});

/**
 * The list and what the caller may do with it. A list the caller cannot reach (another company's,
 * or a colleague's not shared with them) is 404, so its id tells nothing; one they can reach but
 * not change as asked is 403 with `refusal`.
 */
async function reach(
  db: Database,
  caller: ListCaller,
  listId: number,
  allowed: (access: ListAccess) => boolean = () => true,
  refusal = '',
): Promise<ListWithOwner> {
  const row = await reachableList(db, listId, caller.user.id, caller.buyer.id);
  if (!row) throw new ServiceError(404, LIST_ERRORS.notFound);
  if (!allowed(accessOf(row, caller))) throw new ServiceError(403, refusal);
  return row;
}

const editable = (db: Database, caller: ListCaller, listId: number) => reach(db, caller, listId, canEditLines, LIST_ERRORS.readOnly);
const managed = (db: Database, caller: ListCaller, listId: number) => reach(db, caller, listId, canManage, LIST_ERRORS.ownerOnly);

/** A name clash with another of the owner's lists (unique ignoring case) is the buyer's mistake, not a failure. */
async function namedOrRefused<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError(409, duplicateListName(name));
    throw error;
  }
}

/** The caller's own lists, then those colleagues shared with them. */
export async function loadLists(db: Database, caller: ListCaller): Promise<ShoppingListSummary[]> {
  const rows = await reachableLists(db, caller.user.id, caller.buyer.id);
  return rows.map((row) => summaryOf(row, caller));
}

/** One list with its lines priced for the caller's company; its shares are told to its owner only. */
export async function loadList(db: Database, caller: ListCaller, listId: number): Promise<ShoppingList> {
  const row = await reach(db, caller, listId);
  const summary = summaryOf(row, caller);
  const [lines, shares] = await Promise.all([
    listLineRows(db, listId, caller.buyer.id),
    summary.access === 'owner' ? sharesOf(db, listId) : [],
  ]);
  const optionsOf = await variantOptionsOfSkus(
    db,
    lines.map((line) => line.skuId),
  );
  let totalSen = 0;
  const shown = lines.map((line) => {
    const quantity = wishlistQuantity(line.quantity, line.moq);
    totalSen += line.price * quantity;
    return {
      id: line.id,
      product_id: line.productId,
      product_name: line.productName,
      sku_id: line.skuId,
      sku: line.code,
      variant_label: variantLabel(optionsOf(line.skuId)),
      moq: line.moq,
      quantity,
      note: line.note,
      unit_price: toRinggit(line.price),
      line_total: toRinggit(line.price * quantity),
      availability: line.listed && line.availability !== 'N' ? ('Y' as const) : ('N' as const),
      total_stock: line.stock,
    };
  });
  return {
    ...summary,
    lines: shown,
    shares: shares.map((share) => ({ user_id: share.userId, name: share.name, email: share.email, permission: share.permission })),
    total: toRinggit(totalSen),
  };
}

/** A new empty list of the caller's; at most LIST_LIMITS.lists each. */
export async function createList(db: Database, caller: ListCaller, name: string): Promise<ShoppingList> {
  const listId = await namedOrRefused(name, () =>
    db.transaction(async (tx) => {
      await lockOwner(tx, caller.user.id);
      if ((await countOwnedLists(tx, caller.user.id)) >= LIST_LIMITS.lists) throw new ServiceError(400, LIST_ERRORS.tooManyLists);
      return insertList(tx, { ownerId: caller.user.id, buyerId: caller.buyer.id, name });
    }),
  );
  return loadList(db, caller, listId);
}

/** Renames one of the caller's lists. */
export async function renameList(db: Database, caller: ListCaller, listId: number, name: string): Promise<ShoppingList> {
  await managed(db, caller, listId);
  await namedOrRefused(name, () => touchList(db, listId, name));
  return loadList(db, caller, listId);
}

/** Deletes one of the caller's lists with its lines and shares. */
export async function removeList(db: Database, caller: ListCaller, listId: number): Promise<void> {
  await managed(db, caller, listId);
  await deleteList(db, listId);
}

interface NewLine {
  productId: number;
  skuId?: number;
  quantity?: number;
  note?: string;
}

/**
 * Puts a SKU of a product on the list (the owner's, or one shared to edit) at a quantity of at
 * least its MOQ (the MOQ when none is given); a SKU already there gets the quantity added.
 */
export async function addListLine(db: Database, caller: ListCaller, listId: number, line: NewLine): Promise<ShoppingList> {
  await editable(db, caller, listId);
  await db.transaction(async (tx) => {
    await lockList(tx, listId);
    const sku = await listableSku(tx, line.productId, line.skuId, caller.buyer.id);
    if (!sku) {
      if (!(await isListedProduct(tx, line.productId, caller.buyer.id))) throw new ServiceError(404, 'Product not found');
      throw new ServiceError(400, line.skuId === undefined ? LIST_ERRORS.noSku : 'sku_id: not a SKU of this product');
    }
    const quantity = line.quantity ?? Math.max(sku.moq, 1);
    if (quantity < sku.moq) throw new ServiceError(400, moqMessage(sku.productName, sku.moq), 'below_moq');
    const existing = await lineOfSku(tx, listId, sku.skuId);
    if (existing) {
      await updateLine(tx, existing.id, {
        quantity: wishlistQuantity(existing.quantity, sku.moq) + quantity,
        ...(line.note === undefined ? {} : { note: line.note }),
      });
    } else {
      if ((await countLines(tx, listId)) >= LIST_LIMITS.lines) throw new ServiceError(400, LIST_ERRORS.tooManyLines);
      await insertLine(tx, { listId, productId: line.productId, skuId: sku.skuId, quantity, note: line.note ?? '' });
    }
    await touchList(tx, listId);
  });
  return loadList(db, caller, listId);
}

/** Changes a line's quantity (never below its SKU's MOQ, in the cart's words) and/or note. */
export async function changeListLine(
  db: Database,
  caller: ListCaller,
  listId: number,
  lineId: number,
  change: { quantity?: number; note?: string },
): Promise<ShoppingList> {
  await editable(db, caller, listId);
  const found = await lineOfList(db, listId, lineId);
  if (!found) throw new ServiceError(404, LIST_ERRORS.lineNotFound);
  if (change.quantity !== undefined && change.quantity < found.moq)
    throw new ServiceError(400, moqMessage(found.productName, found.moq), 'below_moq');
  await db.transaction(async (tx) => {
    await updateLine(tx, lineId, change);
    await touchList(tx, listId);
  });
  return loadList(db, caller, listId);
}

export async function removeListLine(db: Database, caller: ListCaller, listId: number, lineId: number): Promise<ShoppingList> {
  await editable(db, caller, listId);
  if (!(await lineOfList(db, listId, lineId))) throw new ServiceError(404, LIST_ERRORS.lineNotFound);
  await db.transaction(async (tx) => {
    await deleteLine(tx, lineId);
    await touchList(tx, listId);
  });
  return loadList(db, caller, listId);
}

/** Whom a list may be shared with: the caller's colleagues (the other active buyer users of the company). */
export function colleagues(db: Database, caller: ListCaller) {
  return colleaguesOf(db, caller.buyer.id, caller.user.id);
}

/** Replaces who one of the caller's lists is shared with; anyone but a colleague is refused and nothing changes. */
export async function shareList(
  db: Database,
  caller: ListCaller,
  listId: number,
  shares: readonly { userId: number; permission: ListPermission }[],
): Promise<ShoppingList> {
  await managed(db, caller, listId);
  if (shares.some((share) => share.userId === caller.user.id)) throw new ServiceError(400, LIST_ERRORS.shareOwner);
  const found = await colleagueIds(
    db,
    caller.buyer.id,
    caller.user.id,
    shares.map((share) => share.userId),
  );
  if (found.size !== shares.length) throw new ServiceError(400, LIST_ERRORS.notColleague);
  await db.transaction(async (tx) => {
    await lockList(tx, listId);
    await replaceShares(tx, listId, shares);
    await touchList(tx, listId);
  });
  return loadList(db, caller, listId);
}

/**
 * Puts every line of a list the caller can reach into the caller's cart at its saved quantity (at
 * least the MOQ), in one transaction, each by the cart's own rules at the location. A line the
 * cart refuses is reported with its reason and the others still go in: one line out of stock
 * should not keep a whole order from the cart, as with the wishlist's Add All.
 */
export async function listToCart(
  db: Database,
  caller: ListCaller,
  listId: number,
  location: RequestLocation,
): Promise<Omit<ListCartResponse, 'success'>> {
  await reach(db, caller, listId);
  const lines = await db.transaction(async (tx) => {
    const rows = await listLineRows(tx, listId, caller.buyer.id);
    // SKUs locked in one order (by id), so two such requests never wait on each other in a circle.
    const byLock = [...rows].sort((a, b) => a.skuId - b.skuId);
    const outcome = new Map<number, ListCartResponse['lines'][number]>();
    for (const row of byLock) {
      const quantity = wishlistQuantity(row.quantity, row.moq);
      try {
        await addToCartIn(tx, {
          user: caller.user,
          buyer: caller.buyer,
          item: { skuId: row.skuId, productId: row.productId, sellerId: row.sellerId, quantity },
          location,
        });
        outcome.set(row.id, { line_id: row.id, product_name: row.productName, added: true, quantity });
      } catch (error) {
        // The cart's refusals are thrown before it writes anything, so the transaction goes on.
        if (!(error instanceof ServiceError)) throw error;
        outcome.set(row.id, { line_id: row.id, product_name: row.productName, added: false, reason: error.message });
      }
    }
    return rows.map((row) => outcome.get(row.id) as ListCartResponse['lines'][number]);
  });
  return { lines, cartCount: await countCartLines(db, caller.buyer) };
}
