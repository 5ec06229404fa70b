import { lazySheet } from '../../theme/sheets';
import { defineElement, elementClass } from '../../ui/custom-element';
import { BuyerDashboard } from './buyer-dashboard';
import css from './buyer-dashboard.css?inline';

/**
 * The energy buyers' dashboard: a welcome banner with the company; quick actions (Browse
 * Catalogue, View Cart, Pre-Orders, Approvals with the number waiting for an approver, Wishlist);
 * feature cards with live figures (open pre-orders by status, budget remaining per location and
 * project with a bar, items in the cart, wishlist items, the company's catalogue and its product
 * count); the user's information and the company settings in words. Loading skeleton, and an
 * error with Try Again. A visitor is asked to sign in; a buyer who is not an energy buyer reads
 * 'Access Denied - This page is only accessible to energy buyers' with Back to Home, and nothing loads.
 *
 * Branding: the element has its own theme tokens, set on the host page (on :root or on the
 * element) like the shared `--lapasar-*` ones: `--lapasar-energy-color-brand` (banner, actions,
 * titles, figures, bars; default #0b3d91), `--lapasar-energy-color-brand-text` (text on the brand
 * colour; #ffffff), `--lapasar-energy-color-accent` (the banner's edge; #e4002b),
 * `--lapasar-energy-color-surface` (the feature cards; #f2f6fc) and
 * `--lapasar-energy-color-track` (a budget bar's empty part; #d6e0f0).
 *
 * @summary The energy buyers' dashboard.
 * @tagname lapasar-buyer-dashboard
 * @event {CustomEvent<{href: string}>} lapasar-navigate - Cancelable; cancel it to route yourself.
 * @csspart dashboard - The whole element.
 * @csspart sign-in - The sign-in prompt for visitors.
 * @csspart access-denied - The access message for buyers who are not energy buyers.
 * @csspart back-to-home - The Back to Home link under the access message.
 * @csspart skeleton - The loading skeleton.
 * @csspart error - 'Error Loading Dashboard' with the error text and Try Again.
 * @csspart try-again - The Try Again button.
 * @csspart banner - The welcome banner.
 * @csspart company - The company name in the banner.
 * @csspart quick-actions - The quick action links.
 * @csspart action-catalogue - Browse Catalogue (the catalogue categories).
 * @csspart action-cart - View Cart.
 * @csspart action-pre-orders - Pre-Orders.
 * @csspart action-approvals - Approvals with the number waiting (approvers only).
 * @csspart action-wishlist - Wishlist.
 * @csspart feature-cards - The feature cards.
 * @csspart card-pre-orders - Open pre-orders by status.
 * @csspart card-budgets - Budget remaining per location and project.
 * @csspart budget - One budget.
 * @csspart budget-name - A budget's location and project.
 * @csspart budget-remaining - A budget's remaining amount of its limit.
 * @csspart budget-bar - A budget's bar.
 * @csspart card-cart - Items in the cart.
 * @csspart card-wishlist - Wishlist items.
 * @csspart card-catalogue - The company's catalogue.
 * @csspart catalogue-name - The catalogue's name.
 * @csspart figure - A card's figure.
 * @csspart card-link - A card's link.
 * @csspart user-info - The user's information.
 * @csspart settings - The company settings in words.
 * @cssproperty --lapasar-energy-color-brand - Banner, actions, titles, figures and bars.
 * @cssproperty --lapasar-energy-color-brand-text - Text on the brand colour.
 * @cssproperty --lapasar-energy-color-accent - The banner's edge.
 * @cssproperty --lapasar-energy-color-surface - The feature cards.
 * @cssproperty --lapasar-energy-color-track - A budget bar's empty part.
 * @cssproperty --lapasar-color-border - Borders.
 */
export class LapasarBuyerDashboard extends elementClass(BuyerDashboard, {}, lazySheet(css)) {}

export const tagName = 'lapasar-buyer-dashboard';

/** Defines lapasar-buyer-dashboard (once per page). */
export function define(): void {
  defineElement(tagName, LapasarBuyerDashboard);
}

declare global {
  interface HTMLElementTagNameMap {
    'lapasar-buyer-dashboard': LapasarBuyerDashboard;
  }
}
