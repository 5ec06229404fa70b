import { lazySheet } from '../../theme/sheets';
import orderCss from '../../ui/order/order.css?inline';
import { defineElement, elementClass } from '../../ui/custom-element';
import { Approvals } from './approvals';
import css from './approvals.css?inline';

/**
 * The approver's inbox: the orders waiting at the signed-in approver's stage, each with its lines
 * (seller, EB number and payment code, the buyer's product references), totals, addresses, what the buyer wrote (order note,
 * quotation ID, notes to sellers, requested delivery dates), attachments (downloaded with the
 * session), timeline and the budget position of its location and project. Approve (with an
 * optional comment), Reject or Send Back for changes (a comment is required) after a confirming
 * dialog; the outcome shows as a notice and the list reloads, focus moving to the next order (or
 * the heading). Several selected orders can be approved or rejected at once with one comment; the
 * dialog lists each selected order's PO id and amount and their sum, and the outcome of each is
 * listed. An order the approver placed or edited is listed without decisions
 * or a box to select it, saying which other approvers of its stage decide it (or that none can
 * until one is added), since nobody decides their own order. An order decided by someone else,
 * replaced by an edited order or withdrawn by the buyer shows the server's message. A user who approves nothing sees the server's
 * refusal; an empty inbox says 'No orders are waiting for your approval.'.
 *
 * @summary The approver's inbox.
 * @tagname lapasar-approvals
 * @csspart approvals - The whole element.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart skeleton - The loading skeleton.
 * @csspart empty - 'No orders are waiting for your approval.'
 * @csspart error - The load failure or refusal.
 * @csspart bulk-bar - Select all, the count selected and the decisions for the selected orders.
 * @csspart select-all - The box selecting every order.
 * @csspart selected-count - How many orders are selected.
 * @csspart approve-selected - Approve Selected.
 * @csspart reject-selected - Reject Selected.
 * @csspart bulk-results - What happened to each order of the last decision on several.
 * @csspart bulk-orders - In the dialog of a decision on several, each order's PO id and amount.
 * @csspart bulk-total - The sum of the selected orders' amounts.
 * @csspart approval - One order waiting for a decision.
 * @csspart select - The box selecting one order.
 * @csspart status-badge - An order's status.
 * @csspart stage - The stage the order waits at.
 * @csspart budget - The budget position.
 * @csspart overrun - How far an order over its budget runs over what the budget had left without it.
 * @csspart sent-back - Why the order was sent back (shown on returned orders).
 * @csspart order-lines - The order's lines.
 * @csspart line-seller - A line's seller (a VNDR- code where seller names are hidden).
 * @csspart line-references - The buyer's product references for a line's SKU.
 * @csspart line-eb-number - The EB number the buyer built for a line (EB number mode).
 * @csspart line-payment-code - The payment code the buyer chose for a line.
 * @csspart order-totals - The order's totals.
 * @csspart alternate-recipient - The order's alternate recipient.
 * @csspart order-note - The order note.
 * @csspart quotation-id - The quotation ID.
 * @csspart seller-entries - The notes to sellers and requested delivery dates.
 * @csspart attachments - The order's attachments.
 * @csspart attachment - One attachment's download link.
 * @csspart timeline - The order's stages.
 * @csspart approve - The Approve button.
 * @csspart reject - The Reject button.
 * @csspart send-back - The Send Back button.
 * @csspart own-order - Why the approver cannot decide an order they placed or edited, and who decides it.
 * @csspart decision-dialog - The confirming dialog.
 * @csspart comment - Its comment field.
 * @csspart comment-error - 'A comment is required to reject an order.'
 * @csspart confirm - Its confirm button.
 * @csspart cancel - Its cancel button.
 * @csspart alert - A message to acknowledge.
 * @csspart toast - The outcome of a decision.
 * @cssproperty --lapasar-color-primary - Approve and links.
 * @cssproperty --lapasar-color-danger - Reject.
 */
export class LapasarApprovals extends elementClass(Approvals, {}, lazySheet(`${orderCss}\n${css}`)) {}

export const tagName = 'lapasar-approvals';

/** Defines lapasar-approvals (once per page). */
export function define(): void {
  defineElement(tagName, LapasarApprovals);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-approvals': LapasarApprovals;
  }
}
