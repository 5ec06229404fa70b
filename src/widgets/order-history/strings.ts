import { catalogue } from '../../store/language';

/** User-facing text of lapasar-order-history. */
export const $strings = catalogue(
  'order-history',
  {
    title: 'Pre-Orders',
    signInPrompt: 'Please sign in to view your orders.',
    signIn: 'Sign In',
    loading: 'Loading your orders...',
    loadingOrder: 'Loading the order...',
    empty: 'You have no pre-orders yet.',
    loadFailed: 'Failed to load your orders. Please try again.',
    orderFailed: 'Failed to load the order. Please try again.',
    order: 'Order {poId}',
    alternate: 'You are the alternate recipient',
    viewDetails: 'View details',
    hideDetails: 'Hide details',
    editOrder: 'Edit Order',
    editing: 'Opening the order in checkout...',
    editFailed: 'Failed to edit the order. Please try again.',
    withdraw: 'Withdraw Order',
    withdrawNamed: 'Withdraw order {poId}',
    withdrawTitle: 'Withdraw order {poId}?',
    withdrawExplained:
      'The order stops waiting for approval and cannot be approved afterwards. Its reserved stock and budget are released.',
    keepOrder: 'Keep Order',
    confirmWithdraw: 'Withdraw Order',
    withdrawing: 'Withdrawing...',
    withdrawFailed: 'Failed to withdraw the order. Please try again.',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page} of {pages}',
    pages: 'Pre-order pages',
    ok: 'OK',
    close: 'Close',
  } as const,
  () => import('./strings.ms'),
);
