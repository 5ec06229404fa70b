/**
 * The buyer's compare list (spec 1 sections 4, 5 and 7): products in numbered groups of at most
 * 4. Group numbers stay as the buyer saw them: removing a product or a group renumbers nothing,
 * so a move or a delete the buyer chose from the table still names the group it meant.
 */
import { ulid } from 'ulid';
import type { CompareRecord } from '../../src/contract/types';
import { groupForAdd, groupFullMessage, moveProblem } from '../../src/lib/compare';
import type { Database } from '../db/client';
import type { BuyerRow, UserRow } from '../env';
import {
  compareGroupSizes,
  compareRowOfBuyer,
  compareRowOfProduct,
  countCompareRows,
  deleteCompareRows,
  insertCompareRow,
  listedSku,
  lockCompareList,
  updateCompareRow,
  type CompareRow,
} from '../queries/compare';
import { isListed, isListedSku } from '../queries/products';
import { ServiceError } from './errors';

/** The signed-in buyer and who of its users acts. */
export interface CompareOwner {
  user: Pick<UserRow, 'id'>;
  buyer: Pick<BuyerRow, 'id'>;
}

const COMPARE_ERRORS = {
  notOwn: 'You can only use your own compare list',
  product: 'Product not found',
  sku: 'SKU not found',
  record: 'Compare item not found',
  otherProduct: 'The compare item holds another product',
  skuOfOther: 'The SKU does not belong to this product',
} as const;

export function compareRecord(row: CompareRow): CompareRecord {
  return { by_id: row.buyerId, product_id: row.productId, sku_id: row.skuId, compare_id: row.id, group_id: row.groupId, ulid: row.ulid };
}

/** by_id names whose list a call reads or changes: only the signed-in buyer's own (403 otherwise, never served). */
export function assertOwnList(owner: Pick<CompareOwner, 'buyer'>, byId: number): void {
  if (byId !== owner.buyer.id) throw new ServiceError(403, COMPARE_ERRORS.notOwn);
}

/** The buyer's record, or 404: another buyer's is as good as missing. */
async function ownRecord(db: Database, owner: CompareOwner, compareId: number): Promise<CompareRow> {
  const row = await compareRowOfBuyer(db, owner.buyer.id, compareId);
  if (!row) throw new ServiceError(404, COMPARE_ERRORS.record);
  return row;
}

/**
 * Compares a product: into the lowest-numbered group with room, else a new group, with the list
 * locked so concurrent adds never fill a group past 4. A product already compared keeps its
 * record (its chosen SKU becomes `skuId` when one is given).
 */
async function addToCompare(
  db: Database,
  owner: CompareOwner,
  productId: number,
  skuId: number | null,
): Promise<{ record: CompareRecord; added: boolean }> {
  return db.transaction(async (tx) => {
    await lockCompareList(tx, owner.buyer.id);
    const existing = await compareRowOfProduct(tx, owner.buyer.id, productId);
    if (existing) {
      const kept =
        skuId === null || skuId === existing.skuId ? existing : await updateCompareRow(tx, existing.id, { skuId, userId: owner.user.id });
      return { record: compareRecord(kept), added: false };
    }
    const groupId = groupForAdd(await compareGroupSizes(tx, owner.buyer.id));
    const row = await insertCompareRow(tx, { buyerId: owner.buyer.id, userId: owner.user.id, productId, skuId, groupId, ulid: ulid() });
    return { record: compareRecord(row), added: true };
  });
}

/** add/product: a listed product, its first SKU shown. */
export async function compareProduct(db: Database, owner: CompareOwner, byId: number, productId: number) {
  assertOwnList(owner, byId);
  if (!(await isListed(db, productId, owner.buyer.id))) throw new ServiceError(404, COMPARE_ERRORS.product);
  return addToCompare(db, owner, productId, null);
}

/** add/sku: the SKU's product, with that SKU chosen. */
export async function compareSku(db: Database, owner: CompareOwner, byId: number, skuId: number) {
  assertOwnList(owner, byId);
  const sku = await listedSku(db, skuId, owner.buyer.id);
  if (!sku) throw new ServiceError(404, COMPARE_ERRORS.sku);
  return addToCompare(db, owner, sku.productId, sku.id);
}

/** update: chooses one of the product's SKUs (none given: back to the first); a product_id given must be the record's. */
export async function chooseCompareSku(
  db: Database,
  owner: CompareOwner,
  change: { compareId: number; productId?: number; skuId?: number },
): Promise<CompareRecord> {
  const row = await ownRecord(db, owner, change.compareId);
  if (change.productId !== undefined && change.productId !== row.productId) throw new ServiceError(400, COMPARE_ERRORS.otherProduct);
  if (change.skuId !== undefined && !(await isListedSku(db, row.productId, change.skuId, owner.buyer.id)))
    throw new ServiceError(400, COMPARE_ERRORS.skuOfOther);
  return compareRecord(await updateCompareRow(db, row.id, { skuId: change.skuId ?? null, userId: owner.user.id }));
}

/** move: to an existing group with room (a full one is 409) or to a new group numbered the highest plus 1. */
export async function moveCompared(db: Database, owner: CompareOwner, compareId: number, groupId: number): Promise<CompareRecord> {
  return db.transaction(async (tx) => {
    await lockCompareList(tx, owner.buyer.id);
    const row = await ownRecord(tx, owner, compareId);
    const problem = moveProblem(await compareGroupSizes(tx, owner.buyer.id), row.groupId, groupId);
    if (problem)
      throw problem === groupFullMessage(groupId) ? new ServiceError(409, problem, 'group_full') : new ServiceError(400, problem);
    return compareRecord(await updateCompareRow(tx, row.id, { groupId, userId: owner.user.id }));
  });
}

/** remove: one record of the buyer's. */
export async function removeCompared(db: Database, owner: CompareOwner, compareId: number) {
  const row = await ownRecord(db, owner, compareId);
  return { removed: await deleteCompareRows(db, owner.buyer.id, { id: row.id }), count: await countCompareRows(db, owner.buyer.id) };
}

/** remove/group and remove/all: a group of the buyer's, or everything (removing nothing is no error). */
export async function clearCompared(db: Database, owner: CompareOwner, byId: number, groupId: number | null) {
  assertOwnList(owner, byId);
  const removed = await deleteCompareRows(db, owner.buyer.id, groupId === null ? null : { group: groupId });
  return { removed, count: await countCompareRows(db, owner.buyer.id) };
}

/** count: the buyer's compared products. */
export async function compareCount(db: Database, owner: CompareOwner, byId: number): Promise<number> {
  assertOwnList(owner, byId);
  return countCompareRows(db, owner.buyer.id);
}
