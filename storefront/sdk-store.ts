/**
 * The SDK's stores (the served /sdk/store.js), loaded when a route first needs them: the page's
 * screen goes in without waiting for the SDK's runtime, so its element starts loading at once.
 */
export const loadStore = () => import('../src/store/index');
