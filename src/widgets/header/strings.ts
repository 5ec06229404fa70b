import { params } from '@nanostores/i18n';
import { catalogue } from '../../store/language';

/** User-facing text of lapasar-header (spec 1 section 2.2). */
export const $strings = catalogue(
  'header',
  {
    becomeSupplier: 'Become a Supplier',
    welcome: 'Welcome to LaPasar',
    welcomeUser: params('Welcome, {name}'),
    oldInterfaces: 'Back to Old Interfaces',
    newTab: '(opens in a new tab)',
    home: 'Home',
    marketplace: 'Marketplace',
    catalogue: 'Catalogue',
    wishlist: 'Wishlist',
    cart: 'Cart',
    compare: 'Compare',
    approvals: 'Approvals',
    approvalsWaiting: 'orders waiting for you',
    account: 'Account',
    dashboard: 'Dashboard',
    profile: 'Profile',
    company: 'Company administration',
    operator: 'Companies',
    logout: 'Logout',
    signIn: 'Sign in',
    register: 'Register',
    menu: 'Menu',
    openMenu: 'Open menu',
    close: 'Close',
    logoText: 'LAPASAR',
    logoAlt: 'LaPasar home',
    language: 'Language',
  } as const,
  () => import('./strings.ms'),
);
