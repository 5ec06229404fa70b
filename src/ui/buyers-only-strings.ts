import { params } from '@nanostores/i18n';
import { catalogue } from '../store/language';

/** What a buyer's own element says to a signed-in account that does not buy (an approver, a seller). */
export const $buyersOnlyStrings = catalogue(
  'buyers-only',
  {
    title: 'For buyer accounts',
    signedInAs: params('You are signed in as {name}, an account that does not buy.'),
    feature: {
      wishlist: 'A wishlist is kept by a buyer account.',
      compare: 'Product comparisons are kept by a buyer account.',
      cart: 'A cart is kept by a buyer account.',
      quickOrder: "Quick order fills a buyer account's cart.",
      lists: 'Shopping lists are kept by buyer accounts.',
      checkout: 'Orders are placed by buyer accounts.',
      orders: 'Orders are placed, and listed, by buyer accounts.',
    },
    approverHint: 'The orders waiting for your decision are on Approvals.',
    toApprovals: 'Go to Approvals',
  },
  () => import('./buyers-only-strings.ms'),
);
