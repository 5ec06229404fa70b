import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import cartCss from '../../ui/cart/cart.css?inline';
import listingCss from '../../ui/listing/listing.css?inline';
import productCss from '../../ui/product/product.css?inline';
import { ProductDetailView } from './product-detail';
import css from './product-detail.css?inline';

/**
 * The product page: breadcrumb, gallery, wishlist toggle, Contracted Item badge, brand, model,
 * rating, Add to list (a shopping list of the buyer's), price, variant pickers that look up the SKU, a quantity stepper clamped to MOQ and
 * stock, shipping and delivery terms for the chosen location (with 'Not Available' and the
 * restriction messages), 'Sold by', Add to Cart with the spec's checks and the stock dialog, the
 * bulk price panel for signed-in buyers, and the Description, Specifications and Warranty &
 * Returns tabs. Without a delivery location the location chooser is forced open and nothing is
 * fetched.
 *
 * @summary The product detail page.
 * @tagname lapasar-product-detail
 * @attr {number} product-id - The product to show.
 * @attr {'sm' | 'md' | 'lg'} stepper-size - Size of the quantity stepper; md by default.
 * @event {CustomEvent<AddToCartRequest & {cartCount: number}>} lapasar-add-to-cart - The product went to the cart.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @slot preview - Shown in place of the loading skeleton until the product arrives, then removed; the storefront's server puts the product's breadcrumb, images and name there.
 * @csspart product-detail - The whole element.
 * @csspart breadcrumbs - Home / Category / name.
 * @csspart gallery - The images.
 * @csspart title - The product name.
 * @csspart wishlist-toggle - The wishlist heart.
 * @csspart add-to-list - Add to list: a dialog to put the chosen SKU at the page's quantity on one of the buyer's shopping lists or a new one (a visitor is asked to sign in).
 * @csspart add-to-list-dialog - The dialog of Add to list.
 * @csspart add-to-list-choice - One list to add to (the buyer's own, and those shared with them to edit).
 * @csspart add-to-list-new - The new list's name and Create and add.
 * @csspart add-to-list-done - 'Added to {list}.' with a link to the list.
 * @csspart add-to-compare - Add to compare (a visitor is asked to sign in); the toast says which comparison group it joined.
 * @csspart contracted-badge - The Contracted Item badge.
 * @csspart price - The price block.
 * @csspart variant-select - A variant picker.
 * @csspart quantity - The quantity stepper.
 * @csspart add-to-cart - The Add to Cart button.
 * @csspart shipping - Shipping and delivery terms.
 * @csspart restriction - The location restriction message.
 * @csspart bulk-panel - The bulk price panel (signed-in buyers).
 * @csspart tabs - Description, Specifications, Warranty & Returns.
 * @csspart skeleton - The loading skeleton.
 * @csspart not-found - 'Product not found' with Back to Home.
 * @csspart stock-dialog - The stock warning dialog.
 * @csspart added-popup - The Added to Cart popup.
 * @csspart contract-price - A catalogue member's contract price label: 'Contract price', the marketplace price (part marketplace-price) and the saving (part contract-saving).
 * @cssproperty --lapasar-color-primary - Price, buttons and the chosen tab.
 * @cssproperty --lapasar-color-border - Borders.
 */
export class LapasarProductDetail extends elementClass(
  ProductDetailView,
  { productId: 'number', stepperSize: 'string' },
  lazySheet(`${listingCss}\n${productCss}\n${cartCss}\n${css}`),
) {
  declare productId: number;
  declare stepperSize: string;
}

export const tagName = 'lapasar-product-detail';

/** Defines lapasar-product-detail (once per page). */
export function define(): void {
  defineElement(tagName, LapasarProductDetail);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-product-detail': LapasarProductDetail;
  }
}
