import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { SearchBarView } from './search-bar';
import css from './search-bar.css?inline';

/**
 * Search by product or by seller. Without a delivery location the query is held, the location
 * modal is forced open and a warning shows for 5 seconds; once the location is set the search
 * runs. Navigates to the search route (`/search?q=...`, plus `&type=by-seller`).
 *
 * @summary The marketplace search bar with location gating.
 * @tagname lapasar-search-bar
 * @attr {string} query - The search text shown (the current search, say); typing edits it.
 * @attr {'by-product' | 'by-seller'} search-type - The search type shown; by-product unless by-seller.
 * @event {CustomEvent<{query: string, type: 'by-product' | 'by-seller', href: string}>} lapasar-search - A search was submitted.
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @event {CustomEvent<Location>} lapasar-location-change - The location was set in the modal.
 * @csspart search-form - The form.
 * @csspart search-type - The By Product / By Seller selector.
 * @csspart search-input - The text field.
 * @csspart search-submit - The search button.
 * @csspart search-warning - The location warning.
 * @csspart location-dialog - The location modal.
 * @cssproperty --lapasar-color-primary - Button colour.
 * @cssproperty --lapasar-color-border - Field borders.
 */
export class LapasarSearchBar extends elementClass(SearchBarView, { query: 'string', searchType: 'string' }, lazySheet(css)) {
  declare query: string;
  declare searchType: string;
}

export const tagName = 'lapasar-search-bar';

/** Defines lapasar-search-bar (once per page). */
export function define(): void {
  defineElement(tagName, LapasarSearchBar);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-search-bar': LapasarSearchBar;
  }
}
