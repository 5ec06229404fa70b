/**
 * Editing a pre-order (spec 2 section 2: edited orders restart approval). The buyer takes a waiting
 * or rejected order back into the cart; submitting with its PO id replaces it: it releases what it
 * holds, ends as replaced, and the new order starts approval from the beginning.
 */
import { isEditable } from '../../src/lib/order-edit';
import type { Database } from '../db/client';
import { buyerOrder, linesOfOrders, lockSkusInOrder, markEditedFrom, markReplaced, putCartLine, type PreOrderRow } from '../queries/orders';
import { ServiceError } from './errors';
import { releaseOrder } from './order-release';
import { ORDER_MESSAGES } from './orders';

export const EDIT_MESSAGES = {
  notEditable: 'This order can no longer be edited: only orders waiting for approval or rejected can be',
  inCart: "The order's items are in your cart: submitting them replaces the order and restarts its approval",
} as const;

/** The buyer's order, locked until the transaction ends; 404 when it is not theirs, 409 when it cannot be edited. */
async function editableOrder(db: Database, buyerId: number, poId: string): Promise<PreOrderRow> {
  const order = await buyerOrder(db, buyerId, poId, true);
  if (!order) throw new ServiceError(404, ORDER_MESSAGES.notFound);
  if (!isEditable(order.status)) throw new ServiceError(409, EDIT_MESSAGES.notEditable);
  return order;
}

/**
 * Puts the order's lines in the buyer's cart (each SKU's quantity set to the order's; other lines
 * stay). Nothing is released: the order keeps waiting until the edited one is submitted.
 */
export async function editOrder(db: Database, editor: { buyerId: number; userId: number }, poId: string): Promise<{ poId: string }> {
  return db.transaction(async (tx) => {
    const order = await editableOrder(tx, editor.buyerId, poId);
    for (const line of await linesOfOrders(tx, [order.id])) {
      const fields = line.fields as Record<string, unknown>;
      await putCartLine(tx, {
        buyerId: editor.buyerId,
        userId: editor.userId,
        productId: line.productId,
        skuId: line.skuId,
        sellerId: line.sellerId,
        quantity: line.quantity,
        price: line.unitPrice,
        justification: typeof fields.justification === 'string' && fields.justification.trim() !== '' ? fields.justification : null,
      });
    }
    return { poId: order.poId };
  });
}

/**
 * Inside the submit of the edited order (reserved as `editedOrderId`): locks the original order,
 * then the SKUs of both orders in id order (as every submit and decision takes them), releases what
 * the original holds (a rejected one already gave it back), marks it replaced and the new order
 * edited from it. Answers the cart SKUs' rows, locked, with the released stock counted.
 */
export async function replaceEditedOrder(db: Database, buyerId: number, poId: string, editedOrderId: number, skuIds: readonly number[]) {
  const original = await editableOrder(db, buyerId, poId);
  const lines = await linesOfOrders(db, [original.id]);
  await lockSkusInOrder(db, [...new Set([...skuIds, ...lines.map((line) => line.skuId)])].toSorted((a, b) => a - b));
  if (original.status !== 'rejected') await releaseOrder(db, original, lines);
  await markReplaced(db, original.id, editedOrderId);
  await markEditedFrom(db, editedOrderId, original.id);
  return lockSkusInOrder(db, skuIds);
}
