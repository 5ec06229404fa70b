import { lazySheet } from '../../theme/sheets';
import cartCss from '../../ui/cart/cart.css?inline';
import catalogueCss from '../../ui/catalogue/catalogue.css?inline';
import { defineElement, elementClass } from '../../ui/custom-element';
import listingCss from '../../ui/listing/listing.css?inline';
import productCss from '../../ui/product/product.css?inline';
import { CatalogueCategoriesView } from './catalogue-categories';
import css from './catalogue-categories.css?inline';

/**
 * The catalogue category page, for catalogue users (isCatalogueUser, a catalog_id or the special
 * buyer group: GET /products/catalogue-categories) and energy buyers (is_tnb or isTnbUser: GET
 * /products/tnb-catalogue-categories). Category tiles (icon or placeholder, name, product count) or
 * 'No categories available for your account.'; choosing a tile opens the search view inside that
 * category (filter sidebar, search box, sort, 24 a page, pagination, Back to Categories), and the
 * page toggles between the two views. Each move fires a cancelable lapasar-navigate whose href
 * keeps the view in the URL (?category=id, and the search view's search text, filters, sort and page
 * as the products screen keeps them); uncancelled, the element moves itself. Anyone else
 * gets the cancelable lapasar-access-denied, and, unless it is cancelled, the message 'Access
 * Denied - This page is only accessible to Catalogue users' with Back to Home.
 *
 * @summary The catalogue category page.
 * @tagname lapasar-catalogue-categories
 * @attr {number} category-id - The category whose search view is open; absent shows the tiles.
 * @attr {string} search - The search view's text.
 * @attr {string} filters - The search view's applied filters as listing parameters in a query string, e.g. 'brands=3M&ratings=4,5'.
 * @attr {'relevance' | 'price_low_high' | 'price_high_low' | 'newest' | 'rating'} sort - The search view's sort (relevance when absent).
 * @attr {number} page - The search view's page, from 1.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself (set category-id from ?category=, and search, filters, sort and page from the rest of the query).
 * @event {CustomEvent<{message: string}>} lapasar-access-denied - Cancelable; the user may not open the page (the host sends them to /).
 * @event {CustomEvent<AddToCartRequest & {cartCount: number}>} lapasar-add-to-cart - Quick add put an item in the cart.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @csspart catalogue-root - The whole page.
 * @csspart title - The heading.
 * @csspart catalogue-name - The catalogue's name under the heading.
 * @csspart tiles - The list of category tiles.
 * @csspart category-tile - A category tile (a button).
 * @csspart icon-placeholder - A tile's placeholder icon.
 * @csspart back-link - Back to the tiles from the search view.
 * @csspart filters - The filter sidebar.
 * @csspart catalogue-search - The search box.
 * @csspart sort - The sort select.
 * @csspart count - The 'Showing N of M products' text.
 * @csspart grid - The product grid.
 * @csspart product-card - A product card.
 * @csspart skeleton - The loading skeleton.
 * @csspart pagination - The pagination.
 * @csspart empty - No categories, or no products in the search view.
 * @csspart back-to-categories - Back to the tiles from an empty search.
 * @csspart error - A failure message.
 * @csspart try-again - Loads again after a failure.
 * @csspart access-denied - The access message.
 * @csspart back-to-home - The Back to Home link under the access message.
 * @csspart refused - A category not in the catalogue (404), with Back to Categories.
 * @cssproperty --lapasar-color-primary - Buttons, prices and the current page.
 * @cssproperty --lapasar-color-border - Tile, card and field borders.
 */
export class LapasarCatalogueCategories extends elementClass(
  CatalogueCategoriesView,
  { categoryId: 'number', search: 'string', filters: 'string', sort: 'string', page: 'number' },
  lazySheet(`${listingCss}\n${productCss}\n${cartCss}\n${catalogueCss}\n${css}`),
) {
  declare categoryId: number;
  declare search: string;
  declare filters: string;
  declare sort: string;
  declare page: number;
}

export const tagName = 'lapasar-catalogue-categories';

/** Defines lapasar-catalogue-categories (once per page). */
export function define(): void {
  defineElement(tagName, LapasarCatalogueCategories);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-catalogue-categories': LapasarCatalogueCategories;
  }
}
