import { atom } from 'nanostores';

/** Route templates; `{name}` placeholders are filled with URL-encoded values. */
export interface RouteTemplates {
  home: string;
  search: string;
  categories: string;
  category: string;
  subcategory: string;
  product: string;
  /** Where Continue Shopping leads from the cart. */
  products: string;
  vendor: string;
  catalogue: string;
  catalogueCategory: string;
  login: string;
  register: string;
  profile: string;
  wishlist: string;
  /** The buyer's shopping lists. */
  lists: string;
  /** One shopping list. */
  list: string;
  cart: string;
  /** Quick order: SKU codes and quantities pasted or uploaded (the cart links there). */
  quickOrder: string;
  checkout: string;
  /** Where a submitted order lands: its poId and outcome in the query. */
  workflowSuccess: string;
  compare: string;
  /** External: supplier sign-up (opens in a new tab). */
  supplierSignUp: string;
  /** External: the old marketplace interface (opens in a new tab). */
  oldInterface: string;
  /** External: where Dashboard goes when the magic link fails. */
  buyersDashboard: string;
  /** The buyer's orders (the success page links there). */
  orders: string;
  /** The buyer's pre-orders and their approval timeline. */
  preOrders: string;
  /** The buyer's dashboard (the success page links there). */
  dashboard: string;
  /** The approver's inbox (the energy buyers' dashboard links there). */
  approvals: string;
  /** A page of company administration (its `{section}`: people, audit). */
  company: string;
  /** The marketplace operator's companies. */
  operator: string;
  /** One company as the marketplace operator reads it (its `{id}`). */
  operatorCompany: string;
}

/** SDK configuration; set with `configure()` or a `<lapasar-config>` element. */
export interface LapasarConfig {
  /** Base URL of the backend API, e.g. 'https://api.example.com/api'. */
  apiBase: string;
  /** Base URL of the corporate API (compare) and the corporate site. */
  corporateBase: string;
  /** BCP 47 locale for numbers, dates and the elements' language: English (en-MY, the default) or Bahasa Malaysia (ms-MY). */
  locale: string;
  routes: RouteTemplates;
  /** The buyer company whose identity provider the login dialog offers (its identifier); none when unset. */
  ssoCompany?: string;
}

/** The routes of spec 1 section 2.1. */
export const DEFAULT_ROUTES: RouteTemplates = {
  home: '/',
  search: '/search?q={query}',
  categories: '/categories',
  category: '/category/{token}',
  subcategory: '/category/{token}/sub/{subToken}',
  product: '/products/{id}',
  products: '/products',
  vendor: '/vendors/{vendorId}',
  catalogue: '/app/marketplace/product/catalogue',
  catalogueCategory: '/app/marketplace/product/catalogue_category',
  login: '/login',
  register: '/register',
  profile: '/profile',
  wishlist: '/wishlist',
  lists: '/lists',
  list: '/lists/{id}',
  cart: '/cart',
  quickOrder: '/quick-order',
  checkout: '/checkout',
  workflowSuccess: '/workflow/success?poId={poId}&budgetPending={budgetPending}&edited={edited}&createdDate={createdDate}',
  compare: '/compare',
  supplierSignUp: 'https://seller.lapasar.com.my/register',
  oldInterface: 'https://www.lapasar.com.my/marketplace',
  buyersDashboard: 'https://www.lapasar.com.my/buyer/dashboard',
  orders: '/orders',
  preOrders: '/orders/pre-orders',
  dashboard: '/dashboard',
  approvals: '/approvals',
  company: '/company/{section}',
  operator: '/operator',
  operatorCompany: '/operator/companies/{id}',
};

export const $config = atom<LapasarConfig>({
  apiBase: '/api',
  corporateBase: '/corporate',
  locale: 'en-MY',
  routes: DEFAULT_ROUTES,
});

/** Options accepted by `configure()`: any subset, routes merged one by one. */
export type ConfigureOptions = Partial<Omit<LapasarConfig, 'routes'>> & { routes?: Partial<RouteTemplates> };

/** Sets the API base, corporate base, locale, route templates or single sign-on company for every element on the page. */
export function configure(options: ConfigureOptions): void {
  const current = $config.get();
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  $config.set({ ...current, ...defined, routes: { ...current.routes, ...options.routes } });
}
