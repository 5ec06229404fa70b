import { lazySheet } from '../../theme/sheets';
import orderCss from '../../ui/order/order.css?inline';
import { defineElement, elementClass } from '../../ui/custom-element';
import { Approvals } from './approvals';
import css from './approvals.css?inline';

/**
 * The approver's inbox: the orders waiting at the signed-in approver's stage, each with its lines,
 * totals, addresses, attachments (downloaded with the session), timeline and the budget position
 * of its location and project. Approve (with an optional comment) or Reject (a comment is
 * required) after a confirming dialog; the outcome shows as a notice and the list reloads. An
 * order already decided by someone else shows the server's message. A user who approves nothing
 * sees the server's refusal; an empty inbox says 'No orders are waiting for your approval.'.
 *
 * @summary The approver's inbox.
 * @tagname lapasar-approvals
 * @csspart approvals - The whole element.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart skeleton - The loading skeleton.
 * @csspart empty - 'No orders are waiting for your approval.'
 * @csspart error - The load failure or refusal.
 * @csspart approval - One order waiting for a decision.
 * @csspart status-badge - An order's status.
 * @csspart stage - The stage the order waits at.
 * @csspart budget - The budget position.
 * @csspart order-lines - The order's lines.
 * @csspart order-totals - The order's totals.
 * @csspart alternate-recipient - The order's alternate recipient.
 * @csspart attachments - The order's attachments.
 * @csspart attachment - One attachment's download link.
 * @csspart timeline - The order's stages.
 * @csspart approve - The Approve button.
 * @csspart reject - The Reject button.
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
