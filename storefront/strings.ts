import type { ReadableAtom } from 'nanostores';
import { ACCESS_DENIED } from '../src/lib/catalogue';
import { routeMeta, type RouteName } from './routes';
import { loadStore } from './sdk-store';

/** The storefront's own words: route titles, its status lines and the page's footer (index.html's data-text). */
const english = {
  titles: Object.fromEntries(Object.entries(routeMeta).map(([route, meta]) => [route, meta.title])) as Record<RouteName, string>,
  loading: 'Loading...',
  pageNotFound: 'Page not found',
  accessDenied: ACCESS_DENIED,
  skipLink: 'Skip to content',
  description: 'The procurement marketplace for Malaysian corporate buyers.',
  about: 'About',
  corporateSite: 'Corporate site',
  contact: 'Contact',
  becomeSupplier: 'Become a Supplier',
  policies: 'Policies',
  privacy: 'Privacy Notice',
  antiBribery: 'Anti-Bribery Policy',
  sellerTerms: 'Seller Terms',
  sellerTermsEnergy: 'Seller Terms (Energy Buyer Group)',
  deliveryTerms: 'Delivery Partner Terms',
  followUs: 'Follow us',
  getApp: 'Get the app',
  copyright: '© LaPasar. Prices in RM.',
};

export type StorefrontText = typeof english;

let current: StorefrontText = english;
let made: Promise<ReadableAtom<StorefrontText>> | undefined;

/** The storefront's words in the language in force (English until the SDK's stores have loaded). */
export const storefrontText = (): StorefrontText => current;

/**
 * The storefront's catalogue, made once the SDK's stores have loaded (the first screen does not
 * wait for them); `storefrontText()` follows it from then on.
 */
export function loadStorefrontText(): Promise<ReadableAtom<StorefrontText>> {
  made ??= loadStore().then(({ catalogue }) => {
    const $text = catalogue('storefront', english, () => import('./strings.ms'));
    $text.subscribe((text) => {
      current = text;
    });
    return $text;
  });
  return made;
}
