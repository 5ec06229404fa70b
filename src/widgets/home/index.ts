import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import cartCss from '../../ui/cart/cart.css?inline';
import listingCss from '../../ui/listing/listing.css?inline';
import productCss from '../../ui/product/product.css?inline';
import { HomeView } from './home';
import css from './home.css?inline';

/**
 * The marketplace home page: a banner carousel that advances every 5 seconds (with pause,
 * previous and next; three static banners when the banners cannot be loaded), the COVID CARE
 * ITEMS tabs (All items and categories 2756 to 2761) with 24 products a page, quick add and the
 * home pagination, and a COVID-19 news note. Without a delivery location the location chooser is
 * forced open and no products are fetched; a new state or district reloads them.
 *
 * @summary The home page: banners and COVID care items.
 * @tagname lapasar-home
 * @slot preview - Shown in the banner carousel's place until its banners arrive, then removed; the storefront's server puts the first banner there.
 * @event {CustomEvent<AddToCartRequest & {cartCount: number}>} lapasar-add-to-cart - Quick add put an item in the cart.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set in the modal.
 * @csspart home - The whole page.
 * @csspart carousel - The banner carousel.
 * @csspart slide - A banner.
 * @csspart carousel-pause - The Pause / Play button.
 * @csspart banners-error - The text shown when the banners could not be loaded.
 * @csspart covid - The COVID CARE ITEMS section.
 * @csspart covid-tabs - The tab list.
 * @csspart grid - The product grid.
 * @csspart product-card - A product card.
 * @csspart contract-price - A catalogue member's contract price label: 'Contract price', the marketplace price (part marketplace-price) and the saving (part contract-saving).
 * @csspart quick-add - The Quick Add to Cart dialog: quantity (the MOQ at least), the MOQ and the line total.
 * @csspart out-of-stock - Said on a card in place of Quick Add when the product is out of stock.
 * @csspart added-popup - The Added to Cart popup.
 * @csspart pagination - The pagination.
 * @csspart skeleton - The loading skeleton.
 * @csspart news - The COVID-19 news note.
 * @cssproperty --lapasar-color-primary - Prices, the chosen tab and the current page.
 * @cssproperty --lapasar-color-border - Card and tab borders.
 */
export class LapasarHome extends elementClass(HomeView, {}, lazySheet(`${listingCss}\n${productCss}\n${cartCss}\n${css}`)) {}

export const tagName = 'lapasar-home';

/** Defines lapasar-home (once per page). */
export function define(): void {
  defineElement(tagName, LapasarHome);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-home': LapasarHome;
  }
}
