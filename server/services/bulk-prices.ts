import type {
  BulkPriceRenegotiateBody,
  BulkPriceRequest,
  BulkPriceRequestBody,
  SellerBulkPriceRequest,
  SellerReplyBody,
} from '../../src/contract/types';
import type { Database } from '../db/client';
import { toRinggit, toSen } from '../../src/lib/money';
import { bulkMove, bulkPriceApplies, deleteAction, type BulkAction } from '../domain/bulk-price';
import {
  buyerSkuRequest,
  deleteRequest,
  insertRequest,
  lockBuyerRequest,
  lockSellerRequest,
  sellerRequests,
  updateRequest,
  type BulkPriceRow,
} from '../queries/bulk-prices';
import { isListedSku } from '../queries/products';
import { ServiceError } from './errors';

const NOT_FOUND = 'Bulk price request not found';

/** The columns a request is shown from. */
type ShownBulkRow = Pick<
  BulkPriceRow,
  | 'id'
  | 'status'
  | 'quantity'
  | 'targetPrice'
  | 'approvePrice'
  | 'bulkNote'
  | 'skuId'
  | 'approvedMinQuantity'
  | 'sellerNote'
  | 'location'
  | 'updatedAt'
>;

/** A request as the API shows it: prices in RM. */
export function toBulkPrice(row: ShownBulkRow): BulkPriceRequest {
  return {
    recid: row.id,
    status: row.status,
    quantity: row.quantity,
    target_price: toRinggit(row.targetPrice),
    approve_price: row.approvePrice === null ? null : toRinggit(row.approvePrice),
    bulk_note: row.bulkNote,
    sku_id: row.skuId,
    approve_quantity: row.approvedMinQuantity,
    seller_note: row.sellerNote,
    location: row.location,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Refuses a move the request's status does not allow, with the reason. */
function mustAllow(row: BulkPriceRow, action: BulkAction): void {
  const move = bulkMove(row.status, action);
  if (!move.ok) throw new ServiceError(409, move.error);
}

/**
 * The unit price (sen) the buyer pays for `quantity` of a SKU: the seller's approved bulk price
 * once the quantity reaches the approved minimum, else the SKU's act price.
 */
export async function unitPriceFor(
  db: Database,
  buyerId: number | null,
  sku: { id: number; actPrice: number },
  quantity: number,
): Promise<{ price: number; bulk: boolean }> {
  if (buyerId === null) return { price: sku.actPrice, bulk: false };
  const request = await buyerSkuRequest(db, buyerId, sku.id);
  if (request && bulkPriceApplies(request, quantity)) return { price: request.approvePrice as number, bulk: true };
  return { price: sku.actPrice, bulk: false };
}

/** A buyer asks the seller for a bulk price on a SKU of a listed product (status SEND); one open request per SKU. */
export async function requestBulkPrice(
  db: Database,
  asker: { buyerId: number; userId: number },
  productId: number,
  body: BulkPriceRequestBody,
): Promise<BulkPriceRequest> {
  if (!(await isListedSku(db, productId, body.sku_id, asker.buyerId)))
    throw new ServiceError(404, `SKU ${body.sku_id} of product ${productId} not found`);
  const row = await insertRequest(db, {
    buyerId: asker.buyerId,
    userId: asker.userId,
    productId,
    skuId: body.sku_id,
    quantity: body.quantity,
    targetPrice: toSen(body.target_price),
    bulkNote: body.bulk_note,
    location: body.location || null,
  });
  if (!row) throw new ServiceError(409, 'A bulk price request for this variant is already open: renegotiate or remove it instead');
  return toBulkPrice(row);
}

/** The buyer asks again after the seller's REPLY: back to SEND, the seller's answer cleared. */
export async function renegotiateBulkPrice(
  db: Database,
  buyerId: number,
  id: number,
  body: BulkPriceRenegotiateBody,
): Promise<BulkPriceRequest> {
  const row = await db.transaction(async (tx) => {
    const current = await lockBuyerRequest(tx, id, buyerId);
    if (!current) throw new ServiceError(404, NOT_FOUND);
    mustAllow(current, 'renegotiate');
    return updateRequest(tx, current.id, {
      status: 'SEND',
      quantity: body.quantity,
      targetPrice: toSen(body.target_price),
      bulkNote: body.bulk_note,
      approvePrice: null,
      approvedMinQuantity: null,
      sellerNote: null,
    });
  });
  return toBulkPrice(row);
}

/** The buyer cancels a request in progress or removes an answered one; answers it as it was. */
export async function removeBulkPrice(db: Database, buyerId: number, id: number): Promise<BulkPriceRequest> {
  const row = await db.transaction(async (tx) => {
    const current = await lockBuyerRequest(tx, id, buyerId);
    if (!current) throw new ServiceError(404, NOT_FOUND);
    mustAllow(current, deleteAction(current.status));
    await deleteRequest(tx, current.id);
    return current;
  });
  return toBulkPrice(row);
}

/** The requests for the seller's products, newest first, optionally of one status. */
export async function sellerBulkPrices(
  db: Database,
  sellerId: number,
  status: BulkPriceRow['status'] | undefined,
): Promise<SellerBulkPriceRequest[]> {
  const rows = await sellerRequests(db, sellerId, status);
  return rows.map((row) => ({
    ...toBulkPrice(row.request),
    product_id: row.request.productId,
    product_name: row.productName,
    company_name: row.companyName,
    requestor: row.requestor,
  }));
}

/** The seller negotiates (NEGO, with a note) or answers (REPLY, with the approved price and the quantity it applies from). */
export async function answerBulkPrice(db: Database, sellerId: number, id: number, body: SellerReplyBody): Promise<BulkPriceRequest> {
  const row = await db.transaction(async (tx) => {
    const current = await lockSellerRequest(tx, id, sellerId);
    if (!current) throw new ServiceError(404, NOT_FOUND);
    mustAllow(current, body.status === 'NEGO' ? 'seller-nego' : 'seller-reply');
    const change =
      body.status === 'NEGO'
        ? { status: body.status, sellerNote: body.seller_note }
        : {
            status: body.status,
            approvePrice: toSen(body.approve_price),
            approvedMinQuantity: body.approve_quantity,
            sellerNote: body.seller_note ?? null,
          };
    return updateRequest(tx, current.id, change);
  });
  return toBulkPrice(row);
}
