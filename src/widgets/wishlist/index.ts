import { lazySheet } from '../../theme/sheets';
import cartCss from '../../ui/cart/cart.css?inline';
import { defineElement, elementClass } from '../../ui/custom-element';
import { WishlistView } from './wishlist';
import css from './wishlist.css?inline';

/**
 * The signed-in buyer's wishlist at the chosen delivery location: 'My Wishlist' with the item
 * count, REMOVE SELECTED (after a confirmation) and SELECT ALL / DESELECT ALL; products grouped
 * by seller (select all, Remove All with a confirmation, subtotal, shipping and the number
 * selected) in tables that become cards on narrow screens, each with its variants and quantity
 * (saved to the server), Add to Cart and Remove; the Wishlist Summary with Add All to Cart, the
 * Selected Items panel with Add Selected to Cart (one product at a time, 100 ms apart, then the
 * outcome), Quick Actions and the buyer's recent orders. A product is saved at its MOQ, shows it,
 * and its stepper goes no lower; a refused add or change shows the server's reason. A product out
 * of stock (marked unavailable, or none left) says Out of Stock, and Add All and Add Selected say
 * 'Some Items Are Out of Stock' (or 'Some Items Can't Be Shipped') rather than run. Products not
 * shipped to the location are counted among the items and left out of the money, and the panels
 * and seller cards say so. A product with variants goes to the cart only once every option is
 * chosen; before that its row, Add All and Add Selected say 'Please select all product options'.
 * Loading, error (cleared after 5 s) and empty states; a visitor is asked to sign in. The header's
 * wishlist and cart counts follow every change.
 *
 * @summary The wishlist page.
 * @tagname lapasar-wishlist
 * @event {CustomEvent<AddToCartRequest & {cartCount: number}>} lapasar-add-to-cart - A product went to the cart (from its row, Add All or Add Selected).
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @csspart wishlist - The whole element.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart skeleton - The loading skeleton.
 * @csspart error - 'Error Loading Wishlist' with the error text and Try Again.
 * @csspart try-again - The Try Again button.
 * @csspart empty - 'Your Wishlist is Empty' with Browse Products.
 * @csspart browse-products - The Browse Products link.
 * @csspart title - 'My Wishlist'.
 * @csspart item-count - '{n} item(s) in your wishlist'.
 * @csspart remove-selected - The REMOVE SELECTED button.
 * @csspart select-all - The SELECT ALL / DESELECT ALL button.
 * @csspart seller-card - One seller's products and figures.
 * @csspart seller-name - A seller's company name.
 * @csspart seller-count - A seller's item count.
 * @csspart seller-select-all - A seller's Select All / Deselect All button.
 * @csspart seller-remove-all - A seller's Remove All button.
 * @csspart seller-totals - A seller's subtotal, shipping and number selected.
 * @csspart seller-subtotal - A seller's subtotal.
 * @csspart seller-shipping - A seller's shipping: the charge of its first product shipped to the location, or 'Not shipped to your location'.
 * @csspart seller-excluded-note - How many of a seller's products are not shipped to the location and left out of its figures.
 * @csspart seller-selected - How many of a seller's products are selected.
 * @csspart wishlist-item - One product's row (a card on narrow screens).
 * @csspart select-item - A product's checkbox.
 * @csspart product-link - A product's name, linking to its page.
 * @csspart item-stock - A product's in-stock count, or Out of Stock.
 * @csspart item-moq - 'Minimum order quantity: {n}' for a product with a minimum above 1.
 * @csspart item-shipping - A product's shipping charge.
 * @csspart item-subtotal - A product's price at its quantity.
 * @csspart variant-select - A variant option select.
 * @csspart unit-price - A product's unit price.
 * @csspart quantity - A product's quantity stepper.
 * @csspart add-to-cart-wrap - Holds a row's Add to Cart (its tooltip when the vendor does not ship to the location).
 * @csspart add-to-cart - A row's Add to Cart button.
 * @csspart remove - A row's Remove button.
 * @csspart summary - The Wishlist Summary panel.
 * @csspart total-items - The number of products.
 * @csspart subtotal - A panel's subtotal.
 * @csspart shipping - A panel's shipping.
 * @csspart total - A panel's total.
 * @csspart excluded-note - How many products a panel's figures leave out (not shipped to the location).
 * @csspart add-all - The Add All to Cart button.
 * @csspart selected-panel - The Selected Items panel.
 * @csspart add-selected - The Add Selected to Cart button.
 * @csspart quick-actions - The Quick Actions links.
 * @csspart continue-shopping - Continue Shopping in Quick Actions.
 * @csspart view-cart - View Cart.
 * @csspart shopping-lists - Shopping Lists, the buyer's named lists (the wishlist is their default list).
 * @csspart order-history - Order History.
 * @csspart recent-orders - The buyer's latest pre-orders (absent when there are none).
 * @csspart recent-order - A recent order's link.
 * @csspart continue-shopping-bottom - Continue Shopping at the bottom.
 * @csspart confirm - A removal to confirm.
 * @csspart confirm-ok - Confirms the removal.
 * @csspart confirm-cancel - Keeps the products.
 * @csspart bulk-result - The outcome of Add All or Add Selected.
 * @csspart bulk-result-text - The outcome's text.
 * @csspart bulk-result-errors - The products that did not go to the cart.
 * @csspart bulk-result-ok - Closes the outcome.
 * @csspart alert - A message to acknowledge.
 * @csspart contract-price - A catalogue member's contract price label: 'Contract price', the marketplace price (part marketplace-price) and the saving (part contract-saving).
 * @csspart buyers-only - For a signed-in account that does not buy (an approver, a seller): whose this is, who is signed in, and the way to Approvals.
 * @csspart to-approvals - The link to Approvals, for an approver.
 * @cssproperty --lapasar-color-primary - Buttons.
 * @cssproperty --lapasar-color-border - Borders.
 */
export class LapasarWishlist extends elementClass(WishlistView, {}, lazySheet(`${cartCss}\n${css}`)) {}

export const tagName = 'lapasar-wishlist';

/** Defines lapasar-wishlist (once per page). */
export function define(): void {
  defineElement(tagName, LapasarWishlist);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-wishlist': LapasarWishlist;
  }
}
