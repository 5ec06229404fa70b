import { lazySheet } from '../../theme/sheets';
import cartCss from '../../ui/cart/cart.css?inline';
import catalogueCss from '../../ui/catalogue/catalogue.css?inline';
import { defineElement, elementClass } from '../../ui/custom-element';
import listingCss from '../../ui/listing/listing.css?inline';
import productCss from '../../ui/product/product.css?inline';
import { CatalogueProductsView } from './catalogue-products';

/**
 * The signed-in buyer's catalogue products, at the catalogue's prices: those of a category (by id
 * or token) or, for a catalogue user whose company goes straight to the listing, the whole
 * catalogue. A filter sidebar applied with Apply Filters, a search box, a sort select (relevance,
 * price low to high, price high to low, newest, rating), 24 cards a page with quick add, and
 * pagination. Loading skeleton; 'No products found for this catalogue selection.' with Back to
 * Categories; 'Failed to load catalogue products. Please try again later.' or, once a filter or a
 * sort is applied (the catalogue search answers those), 'Failed to fetch search results.'.
 * Without id or token, special and energy buyers (and anyone without a catalogue) are sent to the
 * catalogue category route with a cancelable lapasar-navigate.
 *
 * @summary The catalogue products screen.
 * @tagname lapasar-catalogue-products
 * @attr {number} category-id - A category id of the catalogue (the route's ?id; `id` is the element's DOM id).
 * @attr {string} token - A category token (base64 of 'cat_' + id), when there is no id.
 * @attr {string} search - The search text to start with.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<AddToCartRequest & {cartCount: number}>} lapasar-add-to-cart - Quick add put an item in the cart.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @csspart catalogue-root - The whole screen.
 * @csspart title - The heading.
 * @csspart filters - The filter sidebar.
 * @csspart catalogue-search - The search box.
 * @csspart sort - The sort select.
 * @csspart count - The 'Showing N of M products' text.
 * @csspart grid - The product grid.
 * @csspart product-card - A product card.
 * @csspart skeleton - The loading skeleton.
 * @csspart pagination - The pagination.
 * @csspart empty - The empty result, with its way back.
 * @csspart back-to-categories - The Back to Categories link.
 * @csspart error - A failure message.
 * @csspart try-again - Loads the page again after a failure.
 * @csspart redirect - The empty placeholder left while the host goes to the category page.
 * @cssproperty --lapasar-color-primary - Prices, buttons and the current page.
 * @cssproperty --lapasar-color-border - Card and field borders.
 */
export class LapasarCatalogueProducts extends elementClass(
  CatalogueProductsView,
  { categoryId: 'number', token: 'string', search: 'string' },
  lazySheet(`${listingCss}\n${productCss}\n${cartCss}\n${catalogueCss}`),
) {
  declare categoryId: number;
  declare token: string;
  declare search: string;
}

export const tagName = 'lapasar-catalogue-products';

/** Defines lapasar-catalogue-products (once per page). */
export function define(): void {
  defineElement(tagName, LapasarCatalogueProducts);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-catalogue-products': LapasarCatalogueProducts;
  }
}
