import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import cartCss from '../../ui/cart/cart.css?inline';
import listingCss from '../../ui/listing/listing.css?inline';
import productCss from '../../ui/product/product.css?inline';
import { ProductGridView } from './product-grid';
import css from './product-grid.css?inline';

/**
 * A product listing for every source: a category, a subcategory, a vendor, a COVID care tab or
 * a search. Breadcrumbs and title (and a vendor card on vendor listings), a filter sidebar applied
 * with Apply Filters, a search box, a sort select, 24 cards a page with quick add, and pagination.
 * Without a delivery location the location chooser is forced open and nothing is fetched; a new
 * state or district reloads the listing.
 *
 * @summary Category, vendor, COVID and search listings with filters, sort and pagination.
 * @tagname lapasar-product-grid
 * @slot preview - Shown in place of the listing until its first products arrive, then removed; the storefront's server puts a search's first page there.
 * @attr {'category' | 'subcategory' | 'vendor' | 'covid' | 'search'} source - The listing source.
 * @attr {string} category-token - The category token (base64 of 'cat_' + id): category and subcategory sources.
 * @attr {string} subcategory-token - The subcategory token: subcategory source.
 * @attr {number} vendor-id - The vendor: vendor source.
 * @attr {string} covid-category - A COVID care category id (2756..2761) or covidAll: covid source.
 * @attr {string} query - The search text: search source.
 * @attr {'by-product' | 'by-seller'} search-type - Search by product (default) or by seller.
 * @attr {string} listing-type - 'marketplace' (default); other listing types throw 'Unsupported listing type'.
 * @event {CustomEvent<AddToCartRequest & {cartCount: number}>} lapasar-add-to-cart - Quick add put an item in the cart.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @csspart grid-root - The whole listing.
 * @csspart breadcrumbs - The breadcrumb trail.
 * @csspart title - The listing title.
 * @csspart vendor-card - The vendor card (vendor listings).
 * @csspart filters - The filter sidebar.
 * @csspart sort - The sort select.
 * @csspart listing-search - The listing's search box.
 * @csspart count - The 'Showing N of M' text.
 * @csspart grid - The product grid.
 * @csspart product-card - A product card.
 * @csspart contract-price - A catalogue member's contract price label: 'Contract price', the marketplace price (part marketplace-price) and the saving (part contract-saving).
 * @csspart quick-add - The Quick Add to Cart dialog: quantity (the MOQ at least), the MOQ and the line total.
 * @csspart out-of-stock - Said on a card in place of Quick Add when the product is out of stock.
 * @csspart stock-dialog - The stock warning dialog.
 * @csspart added-popup - The Added to Cart popup.
 * @csspart pagination - The pagination.
 * @csspart skeleton - The loading skeleton.
 * @csspart empty - An empty-result message.
 * @csspart error - An error message.
 * @cssproperty --lapasar-color-primary - Prices, buttons and the current page.
 * @cssproperty --lapasar-color-border - Card and field borders.
 */
export class LapasarProductGrid extends elementClass(
  ProductGridView,
  {
    source: 'string',
    categoryToken: 'string',
    subcategoryToken: 'string',
    vendorId: 'number',
    covidCategory: 'string',
    query: 'string',
    searchType: 'string',
    listingType: 'string',
  },
  lazySheet(`${listingCss}\n${productCss}\n${cartCss}\n${css}`),
) {
  declare source: string;
  declare categoryToken: string;
  declare subcategoryToken: string;
  declare vendorId: number;
  declare covidCategory: string;
  declare query: string;
  declare searchType: string;
  declare listingType: string;
}

export const tagName = 'lapasar-product-grid';

/** Defines lapasar-product-grid (once per page). */
export function define(): void {
  defineElement(tagName, LapasarProductGrid);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-product-grid': LapasarProductGrid;
  }
}
