import { createRouter } from '@nanostores/router';

/** The route table of spec 1 section 2.1 and spec 2 section 2. */
export const $router = createRouter(
  {
    home: '/',
    search: '/search',
    categories: '/categories',
    category: '/category/:token',
    subcategory: '/category/:token/sub/:subToken',
    product: '/products/:id',
    vendor: '/vendors/:vendorId',
    catalogue: '/app/marketplace/product/catalogue',
    catalogueCategory: '/app/marketplace/product/catalogue_category',
    login: '/login',
    register: '/register',
    profile: '/profile',
    compare: '/compare',
    cart: '/cart',
    wishlist: '/wishlist',
    checkout: '/checkout',
    workflowCheckout: '/workflow/checkout',
    workflowSuccess: '/workflow/success',
    tnbDashboard: '/tnb/dashboard',
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
  search: { title: 'Search results' },
  categories: { title: 'All Categories' },
  category: { title: 'Category' },
  subcategory: { title: 'Subcategory' },
  product: { title: 'Product' },
  vendor: { title: 'Vendor Products' },
  catalogue: { title: 'Catalogue products' },
  catalogueCategory: { title: 'Catalogue categories' },
  login: { title: 'Login' },
  register: { title: 'Register' },
  profile: { title: 'Profile' },
  compare: { title: 'PRODUCTS COMPARE', guarded: true },
  cart: { title: 'Cart', guarded: true },
  wishlist: { title: 'My Wishlist', guarded: true },
  checkout: { title: 'Checkout', guarded: true },
  workflowCheckout: { title: 'Checkout', guarded: true },
  workflowSuccess: { title: 'Order submitted', guarded: true },
  tnbDashboard: { title: 'Dashboard', guarded: true },
};
