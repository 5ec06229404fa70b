/**
 * Editing a pre-order (spec 2 section 2: edited orders restart approval). The buyer opens a draft
 * of the order apart from the cart: its lines, its form and its attachments. Submitting the draft
 * with the order's PO id replaces the order (it releases what it holds, ends as replaced, and the
 * new order starts approval from the beginning); abandoning the draft leaves the order as it was.
 */
import { SubmitFormDataSchema } from '../../src/contract/orders';
import { MAX_CART_QUANTITY } from '../../src/lib/cart';
import { isEditable, type ReleasedHolds } from '../../src/lib/order-edit';
import type { Database } from '../db/client';
import { deleteEditLines, editLineCount, insertEditLines, lockEditLine, setEditLineQuantity } from '../queries/order-edit';
import { buyerOrder, linesOfOrders, lockSkusInOrder, markEditedFrom, markReplaced, type PreOrderRow } from '../queries/orders';
import { orderAttachments } from './attachments';
import { ServiceError } from './errors';
import { releasedBy, releaseOrder } from './order-release';
import { ORDER_MESSAGES } from './orders';

export const EDIT_MESSAGES = {
  notEditable: 'This order can no longer be edited: only orders waiting for approval, rejected or sent back for changes can be',
  opened:
    'The order is open for editing in a draft of its own; your cart is unchanged. Submitting it replaces the order and restarts its approval',
  abandoned: 'The edit was abandoned; the order is unchanged',
  notInDraft: 'This product is not in the order being edited',
  lastLine: 'An order needs at least one line: to withdraw the whole order, cancel it instead',
  quantity: `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY.toLocaleString('en-MY')}`,
} as const;

/** The buyer's order, locked until the transaction ends; 404 when it is not theirs, 409 when it cannot be edited. */
async function editableOrder(db: Database, buyerId: number, poId: string): Promise<PreOrderRow> {
  const order = await buyerOrder(db, buyerId, poId, true);
  if (!order) throw new ServiceError(404, ORDER_MESSAGES.notFound);
  if (!isEditable(order.status)) throw new ServiceError(409, EDIT_MESSAGES.notEditable, 'order_not_editable');
  return order;
}

/**
 * Opens the draft editing the order: its lines as the order has them (a draft already open is kept
 * as it is, so a second tab or a reload goes on with it). The cart is not touched, and the order
 * keeps waiting until the draft is submitted.
 */
export async function openEdit(db: Database, editor: { buyerId: number; userId: number }, poId: string): Promise<{ poId: string }> {
  return db.transaction(async (tx) => {
    const order = await editableOrder(tx, editor.buyerId, poId);
    if ((await editLineCount(tx, order.id)) > 0) return { poId: order.poId };
    const lines = await linesOfOrders(tx, [order.id]);
    await insertEditLines(
      tx,
      lines.map((line) => {
        const justification = (line.fields as Record<string, unknown>).justification;
        return {
          orderId: order.id,
          buyerId: editor.buyerId,
          userId: editor.userId,
          productId: line.productId,
          skuId: line.skuId,
          sellerId: line.sellerId,
          quantity: line.quantity,
          justification: typeof justification === 'string' && justification.trim() !== '' ? justification : null,
        };
      }),
    );
    return { poId: order.poId };
  });
}

/** Drops the draft editing the buyer's order; the order stays as it was. */
export async function abandonEdit(db: Database, buyerId: number, poId: string): Promise<{ poId: string }> {
  return db.transaction(async (tx) => {
    const order = await buyerOrder(tx, buyerId, poId, true);
    if (!order) throw new ServiceError(404, ORDER_MESSAGES.notFound);
    await deleteEditLines(tx, order.id);
    return { poId: order.poId };
  });
}

/** Sets a draft line's quantity, or removes the line with 0; the draft keeps at least one line. */
export async function changeEditLine(db: Database, buyerId: number, poId: string, skuId: number, quantity: number): Promise<void> {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_CART_QUANTITY) throw new ServiceError(400, EDIT_MESSAGES.quantity);
  await db.transaction(async (tx) => {
    const order = await editableOrder(tx, buyerId, poId);
    const line = await lockEditLine(tx, order.id, skuId);
    if (!line) throw new ServiceError(404, EDIT_MESSAGES.notInDraft);
    if (quantity > 0) return setEditLineQuantity(tx, line.id, quantity);
    if ((await editLineCount(tx, order.id)) <= 1) throw new ServiceError(409, EDIT_MESSAGES.lastLine);
    await deleteEditLines(tx, order.id, [skuId]);
  });
}

/**
 * What the wizard opens an edit with: the order, the form as it was submitted, the files it carries,
 * and what the order gives back when the edit replaces it (releasedBy), which the edit is judged with.
 */
export async function editedOrder(db: Database, buyerId: number, poId: string) {
  const order = await editableOrder(db, buyerId, poId);
  const [attachments, lines] = await Promise.all([orderAttachments(db, [order.id]), linesOfOrders(db, [order.id])]);
  // Parsed, so a form stored before a field existed comes back with its default.
  return {
    order,
    form: SubmitFormDataSchema.parse(order.form),
    attachments: attachments.get(order.id) ?? [],
    released: await releasedBy(db, order, lines),
  };
}

/** What the buyer's order being edited gives back when its edit replaces it; null when no order is being edited. */
export async function editRelease(db: Database, buyerId: number, poId: string | null): Promise<ReleasedHolds | null> {
  if (poId === null) return null;
  const order = await editableOrder(db, buyerId, poId);
  return releasedBy(db, order, await linesOfOrders(db, [order.id]));
}

/**
 * Inside the submit of the edited order (reserved as `editedOrderId`): locks the original order,
 * then the SKUs of both orders in id order (as every submit and decision takes them), releases what
 * the original holds (a rejected or returned one already gave it back), marks it replaced and the
 * new order edited from it. Answers the original order's id and the draft SKUs' rows, locked, with
 * the released stock counted.
 */
export async function replaceEditedOrder(db: Database, buyerId: number, poId: string, editedOrderId: number, skuIds: readonly number[]) {
  const original = await editableOrder(db, buyerId, poId);
  const lines = await linesOfOrders(db, [original.id]);
  await lockSkusInOrder(
    db,
    [...new Set([...skuIds, ...lines.map((line) => line.skuId)])].toSorted((a, b) => a - b),
  );
  // Released by the rule the edit was judged by while it was open (releasedBy): a rejected or returned order holds nothing.
  await releaseOrder(db, original, lines);
  await markReplaced(db, original.id, editedOrderId);
  await markEditedFrom(db, editedOrderId, original.id);
  return { originalId: original.id, locked: await lockSkusInOrder(db, skuIds) };
}
