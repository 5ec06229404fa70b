import { MAX_REFERENCES_PER_SKU } from '../../src/lib/cart';
import type { ProductReference } from '../../src/contract/types';
import type { Database } from '../db/client';
import { countReferences, deleteReference, insertReference, isListedSkuId, referenceRows } from '../queries/cart-references';
import { ServiceError } from './errors';

/** Refusals of the product references dialog. */
const REFERENCE_ERRORS = {
  sku: 'Product SKU not found',
  reference: 'Reference not found',
  tooMany: `A product keeps at most ${MAX_REFERENCES_PER_SKU} references; remove one first`,
} as const;

async function listReferences(db: Database, buyerId: number, skuId: number): Promise<ProductReference[]> {
  return (await referenceRows(db, buyerId, [skuId])).map((row) => ({ id: row.id, reference: row.reference }));
}

/** The buyer's references for a listed SKU, oldest first; 404 for a SKU that is not listed or the buyer may not see. */
export async function productReferences(db: Database, buyerId: number, skuId: number): Promise<ProductReference[]> {
  if (!(await isListedSkuId(db, skuId, buyerId))) throw new ServiceError(404, REFERENCE_ERRORS.sku);
  return listReferences(db, buyerId, skuId);
}

/** Adds a reference (already trimmed and non-empty) to a listed SKU, up to MAX_REFERENCES_PER_SKU (409 beyond). */
export function addProductReference(db: Database, buyerId: number, skuId: number, reference: string): Promise<ProductReference[]> {
  return db.transaction(async (tx) => {
    // The SKU's lock makes concurrent adds count one after another.
    if (!(await isListedSkuId(tx, skuId, buyerId, true))) throw new ServiceError(404, REFERENCE_ERRORS.sku);
    if ((await countReferences(tx, buyerId, skuId)) >= MAX_REFERENCES_PER_SKU) throw new ServiceError(409, REFERENCE_ERRORS.tooMany);
    await insertReference(tx, buyerId, skuId, reference);
    return listReferences(tx, buyerId, skuId);
  });
}

/** Removes one of the buyer's references of a listed SKU; 404 for another buyer's or a missing one. */
export function removeProductReference(db: Database, buyerId: number, skuId: number, referenceId: number): Promise<ProductReference[]> {
  return db.transaction(async (tx) => {
    if (!(await isListedSkuId(tx, skuId, buyerId, true))) throw new ServiceError(404, REFERENCE_ERRORS.sku);
    if (!(await deleteReference(tx, buyerId, skuId, referenceId))) throw new ServiceError(404, REFERENCE_ERRORS.reference);
    return listReferences(tx, buyerId, skuId);
  });
}
