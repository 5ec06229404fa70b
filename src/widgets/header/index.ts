import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { HeaderView } from './header';
import categoryMenuCss from '../../ui/category-menu/category-menu.css?inline';
import css from './header.css?inline';

/**
 * The marketplace header: top bar (Become a Supplier, welcome, Approvals with the count of orders
 * waiting for a user who approves a workflow stage, Back to Old Interfaces, the BM | EN language switch, location), logo, Home (Marketplace for energy buyers), Catalogue for catalogue users, the CATEGORIES
 * flyout, search by product or seller, wishlist / cart / compare with count badges, the user menu
 * and, on small screens, a slide-out menu. It also hosts the login and location dialogs when no
 * other element on the page does. In a punch-out session (shopping for a procurement system) only
 * the shop and the cart are offered: no wishlist, compare, dashboard or profile.
 *
 * @summary The marketplace header.
 * @tagname lapasar-header
 * @attr {string} logo-src - The logo image; alternates are tried, then the text LAPASAR.
 * @attr {string} query - The search text shown in the search box (the storefront sets it on /search).
 * @attr {'by-product' | 'by-seller'} search-type - The search type shown; by-product unless by-seller.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<{query: string, type: 'by-product' | 'by-seller', href: string}>} lapasar-search - A search was submitted.
 * @event {CustomEvent<{user: User}>} lapasar-login - The buyer logged in.
 * @event {CustomEvent<Record<string, never>>} lapasar-logout - The buyer logged out.
 * @event {CustomEvent<Location>} lapasar-location-change - A location was set.
 * @csspart header - The whole header.
 * @csspart top-bar - The top bar.
 * @csspart logo - The logo image or text.
 * @csspart categories-button - The CATEGORIES button.
 * @csspart categories-panel - The category flyout (280 px).
 * @csspart search-form - The search form.
 * @csspart wishlist-link - The wishlist icon link (a visitor's or buyer's).
 * @csspart cart-link - The cart icon link (a visitor's or buyer's).
 * @csspart compare-link - The compare icon link (a visitor's or buyer's).
 * @csspart badge - A count badge.
 * @csspart user-menu-button - The account button.
 * @csspart user-menu - The account menu.
 * @csspart approvals-link - Approvals in the top bar, for approvers.
 * @csspart approvals-badge - The count of orders waiting for the approver.
 * @csspart user-menu-approvals - Approvals in the account menu.
 * @csspart mobile-approvals - Approvals in the slide-out menu.
 * @csspart user-menu-company - Company administration in the account menu (administrators of their company).
 * @csspart mobile-company - Company administration in the slide-out menu (administrators of their company).
 * @csspart user-menu-operator - Companies in the account menu (marketplace operators).
 * @csspart mobile-operator - Companies in the slide-out menu (marketplace operators).
 * @csspart mobile-menu - The slide-out menu.
 * @csspart location-button - The location button.
 * @csspart language-switch - BM | EN: switches every element between Bahasa Malaysia and English and remembers the choice.
 * @cssproperty --lapasar-color-primary - Brand colour (buttons, logo text).
 * @cssproperty --lapasar-color-topbar - Top bar background.
 * @cssproperty --lapasar-color-topbar-text - Top bar text.
 * @cssproperty --lapasar-color-badge - Count badge background.
 * @cssproperty --lapasar-font-family - Font.
 */
export class LapasarHeader extends elementClass(
  HeaderView,
  { logoSrc: 'string', query: 'string', searchType: 'string' },
  lazySheet(`${css}\n${categoryMenuCss}`),
) {
  declare logoSrc: string;
  declare query: string;
  declare searchType: string;
}

export const tagName = 'lapasar-header';

/** Defines lapasar-header (once per page). */
export function define(): void {
  defineElement(tagName, LapasarHeader);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-header': LapasarHeader;
  }
}
