import { lazySheet } from '../../theme/sheets';
import cartCss from '../../ui/cart/cart.css?inline';
import { defineElement, elementClass } from '../../ui/custom-element';
import { CartView } from './cart';
import css from './cart.css?inline';

/**
 * The signed-in buyer's cart at the chosen delivery location: Generate Quotation (saved as
 * quotation.pdf), the lines grouped by seller in tables (cards on narrow screens) with the quantity
 * stepper, MOQ, bulk hint, the product references dialog and Remove, per-seller subtotal and
 * shipping, vendor minimum order warnings, the location restriction and MOQ notices, and the Order
 * Summary with the checkout button. A visitor is asked to sign in; an empty cart or a load failure
 * links to Continue Shopping. A new location reloads the cart. In a punch-out session the button
 * transfers the cart to the procurement system, and there is no quotation or references dialog.
 *
 * @summary The cart page.
 * @tagname lapasar-cart
 * @event {CustomEvent<{items: CartItem[], summary: CartSummary, shippingDetails: SellerShipping[]}>} lapasar-checkout - Cancelable; the lines going to checkout (those not excluded by location), the summary and the shipping. Unless cancelled, the element navigates to the checkout route.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @csspart cart - The whole element.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart skeleton - The loading skeleton.
 * @csspart empty - 'Your cart is empty.' with Continue Shopping.
 * @csspart error - The load failure with Continue Shopping.
 * @csspart continue-shopping - The Continue Shopping link.
 * @csspart quick-order - The Quick Order link (SKU codes and quantities pasted or uploaded), in the toolbar and beside Continue Shopping in an empty cart.
 * @csspart generate-quotation - The Generate Quotation button.
 * @csspart location-prompt - Shown while no delivery location is chosen.
 * @csspart restricted-notice - Items excluded by location, with Remove Restricted Items.
 * @csspart moq-notice - Lines below their minimum order quantity.
 * @csspart seller-group - One seller's lines, subtotal and shipping.
 * @csspart vendor-minimum - A seller's unmet minimum order values.
 * @csspart cart-line - One line.
 * @csspart quantity - A line's quantity stepper.
 * @csspart refs - A line's Refs button.
 * @csspart remove - A line's Remove button.
 * @csspart order-summary - Subtotal, shipping, SST, total and the checkout button.
 * @csspart checkout - The checkout button.
 * @csspart references-dialog - The product references dialog.
 * @csspart stock-dialog - The stock warning dialog.
 * @csspart alert - A message to acknowledge.
 * @csspart toast - A short notice.
 * @csspart contract-price - A catalogue member's contract price label: 'Contract price', the marketplace price (part marketplace-price) and the saving (part contract-saving).
 * @csspart buyers-only - For a signed-in account that does not buy (an approver, a seller): whose this is, who is signed in, and the way to Approvals.
 * @csspart to-approvals - The link to Approvals, for an approver.
 * @cssproperty --lapasar-color-primary - Buttons.
 * @cssproperty --lapasar-color-border - Borders.
 */
export class LapasarCart extends elementClass(CartView, {}, lazySheet(`${cartCss}\n${css}`)) {}

export const tagName = 'lapasar-cart';

/** Defines lapasar-cart (once per page). */
export function define(): void {
  defineElement(tagName, LapasarCart);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-cart': LapasarCart;
  }
}
