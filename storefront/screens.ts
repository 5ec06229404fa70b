import type { CartItem } from '../src/api/types';
import { categorySourceOf, listsWholeCatalogue } from '../src/lib/catalogue';
import { catalogueViewAttributesOf } from '../src/lib/catalogue-view';
import { PREVIEW_CHILDREN } from '../src/lib/page-text';
import { searchTypeOf, type SearchType } from '../src/lib/search';
import { $router, routeMeta, type RouteName } from './routes';
import { loadStore } from './sdk-store';
import { storefrontText } from './strings';

export { loadStore };

/** What the router knows of the current page. */
export interface RoutePage {
  route: RouteName;
  path: string;
  params: Record<string, string>;
  search: Record<string, string>;
}

/** A page heading for assistive technology; the screens themselves are the elements. */
function heading(text: string): HTMLHeadingElement {
  const h1 = document.createElement('h1');
  h1.className = 'visually-hidden';
  h1.textContent = text;
  return h1;
}

function status(text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = 'route-status';
  p.setAttribute('role', 'status');
  p.textContent = text;
  return p;
}

/** An element, its attributes and properties; the screen of a route. */
interface Screen {
  tag: string;
  attributes: Record<string, string>;
  properties?: Record<string, unknown>;
}

// The cart hands its lines to checkout in its lapasar-checkout event; the wizard takes them once.
let checkoutItems: CartItem[] | null = null;
document.addEventListener('lapasar-checkout', (event) => {
  checkoutItems = event.detail.items;
});

function takeCheckoutItems(): Record<string, unknown> {
  const items = checkoutItems;
  checkoutItems = null;
  return items ? { items } : {};
}

/** The search a results page shows, as the grid's and the header's attributes. */
function searchOf(page: RoutePage): { query: string; 'search-type': SearchType } {
  return { query: page.search.q ?? '', 'search-type': searchTypeOf(page.search.type) };
}

/**
 * The header's search box shows the search on the results page and is emptied elsewhere, like
 * the search box of any shop.
 */
export function showSearchInHeader(header: Element | null, page: RoutePage): void {
  if (!header) return;
  setAttributes(header, page.route === 'search' ? searchOf(page) : { query: '', 'search-type': 'by-product' });
}

/** Sets the attributes that differ, so an element only hears of real changes; true when there were some. */
function setAttributes(element: Element, attributes: Record<string, string>): boolean {
  let changed = false;
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) === value) continue;
    element.setAttribute(name, value);
    changed = true;
  }
  return changed;
}

/**
 * The submitted order the success page shows (spec 2 section 2): the navigation state's poId,
 * isBudgetPending, isEdited and createdDate, else the query's poId, budgetPending, edited and
 * createdDate. A false flag leaves its attribute out.
 */
function submittedOrderOf(page: RoutePage): Record<string, string> {
  const state: unknown = history.state;
  const given = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const read = (stateName: string, queryName: string) => {
    const value = given[stateName];
    return value === undefined || value === null ? (page.search[queryName] ?? '') : String(value);
  };
  const isTrue = (value: string) => value === 'true' || value === '1';
  const attributes: Record<string, string> = {};
  const poId = read('poId', 'poId');
  const createdDate = read('createdDate', 'createdDate');
  if (poId) attributes['po-id'] = poId;
  if (createdDate) attributes['created-date'] = createdDate;
  if (isTrue(read('isBudgetPending', 'budgetPending'))) attributes['budget-pending'] = 'true';
  if (isTrue(read('isEdited', 'edited'))) attributes.edited = 'true';
  return attributes;
}

/**
 * The products screen's query (spec 2 section 2): id, token and search, and the search text,
 * filters, sort and page it keeps there, as its attributes.
 */
function catalogueProductsOf(page: RoutePage): Record<string, string> {
  const attributes: Record<string, string> = catalogueViewAttributesOf(page.search);
  if (page.search.id) attributes['category-id'] = page.search.id;
  if (page.search.token) attributes.token = page.search.token;
  return attributes;
}

/** The category page's query: ?category=id keeps the open search view, with its text, filters, sort and page. */
function catalogueCategoryOf(page: RoutePage): Record<string, string> {
  return page.search.category ? { 'category-id': page.search.category, ...catalogueViewAttributesOf(page.search) } : {};
}

/** The element each route shows (spec 1 section 2.1, spec 2 section 2); other routes come with their areas. */
function screenOf(page: RoutePage): Screen | null {
  const { params } = page;
  switch (page.route) {
    case 'home':
      return { tag: 'lapasar-home', attributes: {} };
    case 'categories':
    case 'products':
      return { tag: 'lapasar-category-menu', attributes: { mode: 'list' } };
    case 'search':
      return { tag: 'lapasar-product-grid', attributes: { source: 'search', ...searchOf(page) } };
    case 'category':
      return { tag: 'lapasar-product-grid', attributes: { source: 'category', 'category-token': params.token } };
    case 'subcategory':
      return {
        tag: 'lapasar-product-grid',
        attributes: { source: 'subcategory', 'category-token': params.token, 'subcategory-token': params.subToken },
      };
    case 'product':
      return { tag: 'lapasar-product-detail', attributes: { 'product-id': params.id } };
    case 'vendor':
      return { tag: 'lapasar-product-grid', attributes: { source: 'vendor', 'vendor-id': params.vendorId } };
    case 'workflowSuccess':
      return { tag: 'lapasar-order-success', attributes: submittedOrderOf(page) };
    case 'orders':
      return { tag: 'lapasar-order-history', attributes: { filter: 'all' } };
    case 'preOrders':
      // The pre-orders are the orders still waiting for approval.
      return { tag: 'lapasar-order-history', attributes: { filter: 'waiting' } };
    case 'approvals':
      return { tag: 'lapasar-approvals', attributes: {} };
    case 'tnbDashboard':
      return { tag: 'lapasar-buyer-dashboard', attributes: {} };
    case 'cart':
      return { tag: 'lapasar-cart', attributes: {} };
    case 'quickOrder':
      return { tag: 'lapasar-quick-order', attributes: {} };
    case 'wishlist':
      return { tag: 'lapasar-wishlist', attributes: {} };
    case 'lists':
      return { tag: 'lapasar-shopping-lists', attributes: {} };
    case 'list':
      return { tag: 'lapasar-shopping-lists', attributes: { 'list-id': params.id } };
    case 'compare':
      return { tag: 'lapasar-compare-table', attributes: {} };
    case 'company':
      return { tag: 'lapasar-company-admin', attributes: { section: 'people' } };
    case 'companySection':
      return { tag: 'lapasar-company-admin', attributes: { section: params.section } };
    case 'operator':
      return { tag: 'lapasar-operator-companies', attributes: {} };
    case 'operatorCompany':
      return { tag: 'lapasar-operator-companies', attributes: { company: params.id } };
    case 'acceptInvitation':
      return { tag: 'lapasar-accept-invitation', attributes: { token: page.search.token ?? '' } };
    case 'catalogue':
      return { tag: 'lapasar-catalogue-products', attributes: catalogueProductsOf(page) };
    case 'catalogueCategory':
      // ?category=id keeps the open search view in the address, so Back returns to the tiles.
      return { tag: 'lapasar-catalogue-categories', attributes: catalogueCategoryOf(page) };
    case 'checkout':
    case 'workflowCheckout':
      // ?edit=PO-... edits that order; an empty value leaves a reused wizard editing nothing.
      return { tag: 'lapasar-checkout-wizard', attributes: { 'edit-po-id': page.search.edit ?? '' }, properties: takeCheckoutItems() };
    default:
      return null;
  }
}

/**
 * Shows the screen: an element already on the page with the same tag only gets its new
 * attributes, so moving between searches or categories keeps the element (and its sort).
 */
function show(main: HTMLElement, title: string, screen: Screen | null): void {
  if (!screen) {
    main.replaceChildren(heading(title));
    return;
  }
  const current = main.querySelector(screen.tag);
  const element = current ?? document.createElement(screen.tag);
  const removed = [...element.attributes].filter((attribute) => !(attribute.name in screen.attributes));
  for (const attribute of removed) element.removeAttribute(attribute.name);
  const changed = setAttributes(element, screen.attributes) || removed.length > 0;
  // The server's preview of the page it rendered (a product's name and images) is of that page only.
  if (current && changed) {
    for (const preview of element.querySelectorAll(PREVIEW_CHILDREN)) preview.remove();
  }
  // Properties go on once the element is defined: set on the plain element, the autoloaded class would never see them.
  if (screen.properties) {
    const properties = screen.properties;
    void customElements.whenDefined(screen.tag).then(() => Object.assign(element, properties));
  }
  if (!current) main.replaceChildren(heading(title), element);
}

let loginOpenedFor: string | null = null;

/**
 * The guarded group of spec 2.1: 'Loading...' while the stored session is checked, nothing for a
 * visitor (with the login dialog opened once per visit of the route), the screen otherwise.
 */
async function guard(main: HTMLElement, path: string, render: () => void): Promise<void> {
  main.replaceChildren(status(storefrontText().loading));
  const { $signedIn, openLoginDialog, verifySession } = await loadStore();
  await verifySession();
  if ($signedIn.get()) {
    render();
    return;
  }
  main.replaceChildren();
  if (loginOpenedFor !== path) {
    loginOpenedFor = path;
    openLoginDialog();
  }
}

/** /dashboard leads to the buyer's own dashboard: energy buyers' at /tnb/dashboard, anyone else's pre-orders. */
async function openOwnDashboard(): Promise<void> {
  const { $isEnergyBuyer } = await loadStore();
  $router.open($isEnergyBuyer.get() ? '/tnb/dashboard' : '/orders/pre-orders', true);
}

// The notice the home page shows once after a refused catalogue category page.
let homeNotice: string | null = null;

function notice(text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = 'route-notice';
  p.setAttribute('role', 'alert');
  p.textContent = text;
  return p;
}

/**
 * The catalogue routes once the stored session is checked (spec 2 section 2): the category page
 * sends anyone but catalogue users and energy buyers to / with the access message; the products
 * screen without id or token lists the whole catalogue for catalogue users who go straight to the
 * listing and sends the others (special and energy buyers, who see categories) to the category page.
 */
async function catalogueRoute(main: HTMLElement, page: RoutePage, render: () => void): Promise<void> {
  const tag = page.route === 'catalogue' ? 'lapasar-catalogue-products' : 'lapasar-catalogue-categories';
  if (!main.querySelector(tag)) main.replaceChildren(status(storefrontText().loading));
  const { $buyerSettings, $config, $user, verifySession } = await loadStore();
  await verifySession();
  if ($router.get()?.path !== page.path) return;
  const user = $user.get();
  const settings = $buyerSettings.get();
  if (page.route === 'catalogueCategory' && categorySourceOf(user, settings) === null) {
    homeNotice = storefrontText().accessDenied;
    $router.open($config.get().routes.home, true);
    return;
  }
  if (page.route === 'catalogue' && !page.search.id && !page.search.token && !listsWholeCatalogue(user, settings)) {
    $router.open($config.get().routes.catalogueCategory, true);
    return;
  }
  render();
}

/** Names the page in the language in force: its title and the screen's heading, once the language changes. */
export function retitle(main: HTMLElement, page: RoutePage): void {
  const title = storefrontText().titles[page.route];
  document.title = `${title} | LaPasar`;
  const h1 = main.querySelector(':scope > h1.visually-hidden');
  if (h1) h1.textContent = title;
}

/** Puts the route's screen into `main`. */
export async function renderRoute(main: HTMLElement, page: RoutePage): Promise<void> {
  const meta = routeMeta[page.route];
  document.title = `${storefrontText().titles[page.route]} | LaPasar`;
  // Named when it is shown: a guarded screen shows after the session check, by when the storefront's
  // words may have loaded in another language.
  const render = () =>
    page.route === 'dashboard' ? void openOwnDashboard() : show(main, storefrontText().titles[page.route], screenOf(page));
  if (meta.guarded) return guard(main, page.path, render);
  if (page.route === 'catalogue' || page.route === 'catalogueCategory') return catalogueRoute(main, page, render);
  // An invitation's link names the language it was written in: the page that opens speaks it too.
  if (page.route === 'acceptInvitation' && page.search.lang === 'ms') (await loadStore()).chooseLocale('ms-MY');
  render();
  if (page.route === 'home' && homeNotice) {
    main.prepend(notice(homeNotice));
    homeNotice = null;
  }
  if (page.route !== 'login') return;
  const { $signedIn, openLoginToLand } = await loadStore();
  if (!$signedIn.get()) openLoginToLand();
}
