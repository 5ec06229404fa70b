import { createRouter } from '@nanostores/router';
import { pageText } from '../src/lib/page-text';

/** The names of a path template's params: '/category/:token/sub/:subToken' has token and subToken. */
type ParamNames<Template extends string> = Template extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Template extends `${string}:${infer Name}`
    ? Name
    : never;

/** A param as written when its percent-escapes are malformed, so its screen refuses it instead of the page failing. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A route with params, matched like the router's own templates (case-insensitive, one path
 * segment a param) but decoded without throwing: the router's decoding throws a URIError on
 * an address like /category/%%%x and leaves a blank page.
 */
function withParams<Template extends string>(
  template: Template,
): readonly [RegExp, (...parts: string[]) => Record<ParamNames<Template>, string>] {
  const names = [...template.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const source = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)');
  const matcher = new RegExp(`^${source}$`, 'i');
  return [
    matcher,
    (...parts) => Object.fromEntries(names.map((name, index) => [name, decodeParam(parts[index])])) as Record<ParamNames<Template>, string>,
  ];
}

/** The route table of spec 1 section 2.1 and spec 2 section 2. */
export const $router = createRouter(
  {
    home: '/',
    search: '/search',
    categories: '/categories',
    // Where Continue Shopping leads from the cart (spec 2 section 2): every category to browse.
    products: '/products',
    category: withParams('/category/:token'),
    subcategory: withParams('/category/:token/sub/:subToken'),
    product: withParams('/products/:id'),
    vendor: withParams('/vendors/:vendorId'),
    catalogue: '/app/marketplace/product/catalogue',
    catalogueCategory: '/app/marketplace/product/catalogue_category',
    login: '/login',
    register: '/register',
    profile: '/profile',
    compare: '/compare',
    cart: '/cart',
    quickOrder: '/quick-order',
    wishlist: '/wishlist',
    lists: '/lists',
    list: withParams('/lists/:id'),
    checkout: '/checkout',
    workflowCheckout: '/workflow/checkout',
    workflowSuccess: '/workflow/success',
    orders: '/orders',
    preOrders: '/orders/pre-orders',
    approvals: '/approvals',
    tnbDashboard: '/tnb/dashboard',
    // The success page's Go to Dashboard: the signed-in buyer's own dashboard.
    dashboard: '/dashboard',
    // The page an invitation's mailed link opens (?token=...).
    acceptInvitation: '/accept-invitation',
    // Company administration: /company opens its first page, people.
    company: '/company',
    companySection: withParams('/company/:section'),
    // The marketplace operator's companies.
    operator: '/operator',
    operatorCompany: withParams('/operator/companies/:id'),
  },
  // Links inside elements live in shadow roots; they announce themselves with lapasar-navigate.
  { links: true },
);

export type RouteName = NonNullable<ReturnType<typeof $router.get>>['route'];

interface RouteMeta {
  title: string;
  /** In the guarded group of spec 2.1: signed-in buyers only. */
  guarded?: boolean;
}

export const routeMeta: Record<RouteName, RouteMeta> = {
  home: { title: 'Home' },
  search: { title: pageText.searchHeading },
  categories: { title: 'All Categories' },
  products: { title: 'Products' },
  category: { title: 'Category' },
  subcategory: { title: 'Subcategory' },
  product: { title: pageText.productHeading },
  vendor: { title: 'Vendor Products' },
  catalogue: { title: 'Catalogue products' },
  catalogueCategory: { title: 'Catalogue categories' },
  login: { title: 'Login' },
  register: { title: 'Register' },
  profile: { title: 'Profile' },
  compare: { title: 'PRODUCTS COMPARE', guarded: true },
  cart: { title: 'Cart', guarded: true },
  quickOrder: { title: 'Quick Order', guarded: true },
  wishlist: { title: 'My Wishlist', guarded: true },
  lists: { title: 'Shopping Lists', guarded: true },
  list: { title: 'Shopping List', guarded: true },
  checkout: { title: 'Checkout', guarded: true },
  workflowCheckout: { title: 'Checkout', guarded: true },
  workflowSuccess: { title: 'Order submitted', guarded: true },
  orders: { title: 'My Orders', guarded: true },
  preOrders: { title: 'Pre-Orders', guarded: true },
  approvals: { title: 'Approvals', guarded: true },
  tnbDashboard: { title: 'Dashboard', guarded: true },
  dashboard: { title: 'Dashboard', guarded: true },
  acceptInvitation: { title: 'Join your company' },
  company: { title: 'Company administration', guarded: true },
  companySection: { title: 'Company administration', guarded: true },
  operator: { title: 'Companies', guarded: true },
  operatorCompany: { title: 'Company', guarded: true },
};
