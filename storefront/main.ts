/**
 * The storefront's entry. The page comes from the server with its first content in it (the home
 * page's first banner, a grid's or a product's preview), so that is painted first, with its first
 * images; then the SDK's elements (/sdk/autoload.js, as a host page loads them) and the
 * storefront's router start. Both are preloaded from the page's <head>, so the wait costs them no
 * download.
 */
import { afterFirstContent } from './first-paint';

/** The SDK's loader, served by the SDK and never bundled: the page and its elements share it. */
const SDK_AUTOLOAD = '/sdk/autoload.js';

await afterFirstContent();
await import(SDK_AUTOLOAD);
await import('./app');
