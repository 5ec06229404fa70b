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
 * A category that is not the buyer's (403) says so with Back to Home; one not in the catalogue (404)
 * says 'Category Not Found' with Back to Categories. Search text goes through the marketplace's
 * search engine inside the catalogue. Each change of the search text, filters, sort or page fires
 * a cancelable lapasar-navigate whose href keeps them in the URL (search, the listing filter
 * parameters, sort, page); a host router cancels it and sets the attributes back, uncancelled the
 * element moves itself. Without id or token, special and energy buyers (and anyone without a
 * catalogue) are sent to the catalogue category route with a cancelable lapasar-navigate.
 *
 * @summary The catalogue products screen.
 * @tagname lapasar-catalogue-products
 * @attr {number} category-id - A category id of the catalogue (the route's ?id; `id` is the element's DOM id).
 * @attr {string} token - A category token (base64 of 'cat_' + id), when there is no id.
 * @attr {string} search - The search text (the route's ?search).
 * @attr {string} filters - The applied filters as listing parameters in a query string, e.g. 'brands=3M&ratings=4,5&min_price=10'.
 * @attr {'relevance' | 'price_low_high' | 'price_high_low' | 'newest' | 'rating'} sort - The sort (relevance when absent).
 * @attr {number} page - The page, from 1.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself (set the attributes from the href's query).
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
 * @csspart contract-price - A catalogue member's contract price label: 'Contract price', the marketplace price (part marketplace-price) and the saving (part contract-saving).
 * @csspart skeleton - The loading skeleton.
 * @csspart pagination - The pagination.
 * @csspart empty - The empty result, with its way back.
 * @csspart back-to-categories - The Back to Categories link.
 * @csspart error - A failure message.
 * @csspart try-again - Loads the page again after a failure.
 * @csspart refused - A category refused (403) or not in the catalogue (404), with its way back.
 * @csspart back-to-home - The Back to Home link of a refused category.
 * @csspart redirect - The empty placeholder left while the host goes to the category page.
 * @cssproperty --lapasar-color-primary - Prices, buttons and the current page.
 * @cssproperty --lapasar-color-border - Card and field borders.
 */
export class LapasarCatalogueProducts extends elementClass(
  CatalogueProductsView,
  { categoryId: 'number', token: 'string', search: 'string', filters: 'string', sort: 'string', page: 'number' },
  lazySheet(`${listingCss}\n${productCss}\n${cartCss}\n${catalogueCss}`),
) {
  declare categoryId: number;
  declare token: string;
  declare search: string;
  declare filters: string;
  declare sort: string;
  declare page: number;
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
