/**
 * The storefront's entry. The page comes from the server with its first content in it (the home
 * page's first banner, a grid's or a product's preview), so that is painted first, with its first
 * images; then the SDK's elements (/sdk/autoload.js, as a host page loads them) and the
 * storefront's router start. Both are preloaded from the page's <head>, so the wait costs them no
 * download. A company sign-in in redirect mode comes back with its session in the address's
 * fragment; it is adopted before the router's first screen.
 */
import { afterFirstContent } from './first-paint';

/** The SDK's loader, served by the SDK and never bundled: the page and its elements share it. */
const SDK_AUTOLOAD = '/sdk/autoload.js';

await afterFirstContent();
await import(SDK_AUTOLOAD);
// Back from a company sign-in (#lapasar_session=…): signed in before the first screen decides what a visitor sees.
if (window.location.hash.includes('lapasar_')) await (await import('../src/store/index')).adoptSignOnFragment();
await import('./app');
