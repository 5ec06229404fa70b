import { lazySheet } from '../../theme/sheets';
import orderCss from '../../ui/order/order.css?inline';
import { defineElement, elementClass } from '../../ui/custom-element';
import { OrderHistory } from './order-history';
import css from './order-history.css?inline';

/**
 * The signed-in buyer's orders, newest first and a page at a time (with filter="waiting", only the
 * pre-orders: those waiting for budget or workflow approval): each with its status
 * badge, current stage, total in RM, item count and created date, marked when the buyer is the
 * order's alternate recipient. View details opens the order's lines (with their seller, EB number
 * and payment code, and the buyer's product references), totals, addresses, what the buyer wrote (order note, quotation ID,
 * notes to sellers, requested delivery dates), attachments (downloaded with the session) and its
 * timeline of stages with approvers, times and comments; an order sent back for changes shows the
 * approver's comment first. An order waiting for approval can be withdrawn where it is listed (Withdraw Order, after a
 * confirming dialog): its stock and budget are released, and its lines do not return to the cart. The
 * timeline's processing step of an approved order reads 'Approved, with the seller'. An order waiting for approval, rejected
 * or sent back for changes has Edit Order: the order opens in a draft of its own (the cart is
 * not touched) and the element goes to the checkout route with `?edit=` and the PO id, where
 * submitting replaces the order and restarts its approval. A replaced order names the order that replaced
 * it, and an edited order the one it was edited from. A visitor is asked to sign in.
 *
 * @summary The buyer's pre-orders and their approval timeline.
 * @tagname lapasar-order-history
 * @attr {'all' | 'waiting'} filter - all (default): every order, under 'My Orders'; waiting: the orders waiting for approval, under 'Pre-Orders'.
 * @event {CustomEvent<{poId: string, href: string}>} lapasar-edit-order - Cancelable; the order's lines are in the cart. Unless cancelled, the element navigates to href (the checkout route with ?edit=).
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @csspart order-history - The whole element.
 * @csspart intro - 'Orders waiting for approval.' (filter="waiting").
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart skeleton - The loading skeleton.
 * @csspart empty - Shown when there are no orders (none waiting, with filter="waiting").
 * @csspart error - The load failure.
 * @csspart order - One pre-order.
 * @csspart status-badge - An order's status.
 * @csspart alternate - The alternate recipient mark.
 * @csspart stage - What the order waits for.
 * @csspart total - The order's grand total.
 * @csspart toggle-details - View details / Hide details.
 * @csspart edit-order - Edit Order.
 * @csspart edited-from - 'Edited from order PO-...'.
 * @csspart replaced-by - 'Replaced by order PO-...'.
 * @csspart order-detail - An opened order.
 * @csspart withdraw-order - Withdraw Order.
 * @csspart withdraw-dialog - The dialog confirming the withdrawal.
 * @csspart withdraw-keep - Keep Order.
 * @csspart withdraw-confirm - Withdraw Order, confirmed.
 * @csspart sent-back - Why the order was sent back for changes.
 * @csspart order-lines - Its lines.
 * @csspart line-seller - A line's seller (a VNDR- code where seller names are hidden).
 * @csspart line-references - The buyer's product references for a line's SKU.
 * @csspart line-eb-number - The EB number the buyer built for a line (EB number mode).
 * @csspart line-payment-code - The payment code the buyer chose for a line.
 * @csspart order-totals - Its totals.
 * @csspart alternate-recipient - Its alternate recipient.
 * @csspart order-note - Its order note.
 * @csspart quotation-id - Its quotation ID.
 * @csspart seller-entries - Its notes to sellers and requested delivery dates.
 * @csspart attachments - Its attachments.
 * @csspart attachment - One attachment's download link.
 * @csspart timeline - Its stages.
 * @csspart pagination - Previous and Next.
 * @csspart alert - A message to acknowledge.
 * @csspart toast - The outcome of a withdrawal.
 * @csspart buyers-only - For a signed-in account that does not buy (an approver, a seller): whose this is, who is signed in, and the way to Approvals.
 * @csspart to-approvals - The link to Approvals, for an approver.
 * @cssproperty --lapasar-color-primary - Links and the current stage.
 * @cssproperty --lapasar-color-border - Borders.
 */
export class LapasarOrderHistory extends elementClass(OrderHistory, { filter: 'string' }, lazySheet(`${orderCss}\n${css}`)) {
  declare filter: string;
}

export const tagName = 'lapasar-order-history';

/** Defines lapasar-order-history (once per page). */
export function define(): void {
  defineElement(tagName, LapasarOrderHistory);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-order-history': LapasarOrderHistory;
  }
}
