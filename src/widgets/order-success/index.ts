import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { OrderSuccess } from './order-success';
import css from './order-success.css?inline';

/**
 * The page after a submitted order: its ID and date, the outcome as the server has the order now
 * (waiting for workflow approval, or for budget approval first, an edited order restarting its
 * approval; processing, for a company without a workflow or once approved) with its stages,
 * and links to the orders, the pre-orders, the cart and the dashboard. The order is first asked of
 * the server: the submission date comes from created-date or, without it, from the order. Without
 * a po-id, for a visitor, or for an order the signed-in buyer did not place, it shows 'Invalid
 * order information. Please check your order history.' with a link to the orders.
 *
 * @summary The order success page.
 * @tagname lapasar-order-success
 * @attr {string} po-id - The submitted order's ID (poId).
 * @attr {boolean} budget-pending - The order waits for budget approval first (shown only when the order cannot be read).
 * @attr {boolean} edited - The order was edited: its approval starts again (shown only when the order cannot be read).
 * @attr {string} created-date - When the order was created (ISO 8601).
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @csspart order-success - The whole element.
 * @csspart invalid - The message shown without a po-id or for an order that is not the buyer's.
 * @csspart checking - Shown while the order is asked of the server.
 * @csspart reference - The order ID.
 * @csspart created - The submission date.
 * @csspart outcome - What the order waits for.
 * @csspart edited - The notice that approval restarts.
 * @csspart stages - The order's stages and their states.
 * @csspart orders - The link to the orders.
 * @csspart pre-orders - The link to the pre-orders.
 * @csspart cart - The link to the cart.
 * @csspart dashboard - The link to the dashboard.
 * @cssproperty --lapasar-color-primary - Buttons and the stage in progress.
 */
export class LapasarOrderSuccess extends elementClass(
  OrderSuccess,
  { poId: 'string', budgetPending: 'boolean', edited: 'boolean', createdDate: 'string' },
  lazySheet(css),
) {}

export const tagName = 'lapasar-order-success';

/** Defines lapasar-order-success (once per page). */
export function define(): void {
  defineElement(tagName, LapasarOrderSuccess);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-order-success': LapasarOrderSuccess;
  }
}
