// Kept free of static imports: this file must stay tiny, and each element's chunk (with the
// shared runtime) is fetched only when its tag appears on the page.
type ElementModule = { define(): void };

const loaders: Record<string, () => Promise<ElementModule>> = {
  'lapasar-config': () => import('./widgets/config/index'),
  'lapasar-header': () => import('./widgets/header/index'),
  'lapasar-login': () => import('./widgets/login/index'),
  'lapasar-location-picker': () => import('./widgets/location-picker/index'),
  'lapasar-search-bar': () => import('./widgets/search-bar/index'),
  'lapasar-count-badge': () => import('./widgets/count-badge/index'),
  'lapasar-category-menu': () => import('./widgets/category-menu/index'),
  'lapasar-home': () => import('./widgets/home/index'),
  'lapasar-product-detail': () => import('./widgets/product-detail/index'),
  'lapasar-product-grid': () => import('./widgets/product-grid/index'),
  'lapasar-cart': () => import('./widgets/cart/index'),
  'lapasar-quick-order': () => import('./widgets/quick-order/index'),
  'lapasar-wishlist': () => import('./widgets/wishlist/index'),
  'lapasar-shopping-lists': () => import('./widgets/shopping-lists/index'),
  'lapasar-compare-table': () => import('./widgets/compare-table/index'),
  'lapasar-order-success': () => import('./widgets/order-success/index'),
  'lapasar-order-history': () => import('./widgets/order-history/index'),
  'lapasar-approvals': () => import('./widgets/approvals/index'),
  'lapasar-buyer-dashboard': () => import('./widgets/buyer-dashboard/index'),
  'lapasar-checkout-wizard': () => import('./widgets/checkout-wizard/index'),
  'lapasar-catalogue-products': () => import('./widgets/catalogue-products/index'),
  'lapasar-catalogue-categories': () => import('./widgets/catalogue-categories/index'),
  'lapasar-accept-invitation': () => import('./widgets/accept-invitation/index'),
  'lapasar-company-admin': () => import('./widgets/company-admin/index'),
  'lapasar-operator-companies': () => import('./widgets/operator-companies/index'),
};

/**
 * The files each element's own file imports (its shared chunks and the runtime), filled in by the
 * build: asked for together with the element, they arrive in one round trip instead of two.
 */
declare const __ELEMENT_DEPENDENCIES__: Record<string, string[]>;
const dependencies: Record<string, string[]> = __ELEMENT_DEPENDENCIES__;
const preloaded = new Set<string>();

function preloadDependencies(tag: string): void {
  for (const file of dependencies[tag] ?? []) {
    const href = new URL(file, import.meta.url).href;
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}

const CONFIG = 'lapasar-config';
const requested = new Map<string, Promise<void>>();
const observed = new WeakSet<Node>();
const selector = Object.keys(loaders).join(',');

function load(tag: string): Promise<void> {
  let loading = requested.get(tag);
  if (!loading) {
    preloadDependencies(tag);
    loading = loaders[tag]().then((module) => module.define());
    requested.set(tag, loading);
  }
  return loading;
}

async function scan(root: Document | ShadowRoot): Promise<void> {
  const found = new Set<Element>(root.querySelectorAll(selector));
  const tags = new Set([...found].map((element) => element.localName));
  // The configuration must be in place before any other element makes its first call.
  if (tags.has(CONFIG)) await load(CONFIG);
  await Promise.all([...tags].map(load));
  for (const element of found) {
    if (element.shadowRoot) watch(element.shadowRoot);
  }
}

function watch(root: Document | ShadowRoot): void {
  if (observed.has(root)) return;
  observed.add(root);
  new MutationObserver(() => void scan(root)).observe(root, { childList: true, subtree: true });
  void scan(root);
}

// A page can carry two copies of the SDK (two teams' script tags, or a vendored copy beside the
// marketplace's): the first autoloader serves the page and a later one stays idle, so every
// element comes from one copy and shares its session, location and counts.
const ACTIVE = Symbol.for('lapasar.autoload');
const page = globalThis as typeof globalThis & { [ACTIVE]?: string };
if (!page[ACTIVE]) {
  page[ACTIVE] = import.meta.url;
  watch(document);
}
