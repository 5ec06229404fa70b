import { atom, computed, onMount } from 'nanostores';
import { cartCount, compareCount, wishlistCount } from '../api/counts';
import { approvalCount } from '../api/orders';
import { $config } from './config';
import { $buys, $inPunchout, $signedIn, $token, $user } from './session';

export interface Counts {
  wishlist: number;
  cart: number;
  compare: number;
}

export type CountKind = keyof Counts;

const ZERO: Counts = { wishlist: 0, cart: 0, compare: 0 };

/** Wishlist, cart and compare counts; zero for a visitor. */
export const $counts = atom<Counts>(ZERO);

/** Whether the signed-in user approves a workflow stage, and how many orders wait for their decision. */
export const $approvalInbox = atom({ isApprover: false, count: 0 });

const NO_INBOX = { isApprover: false, count: 0 };

// Only approver accounts decide orders, so nobody else is asked; a failure offers nothing.
const inboxOf = (role: string) => (role === 'approver' ? approvalCount().catch(() => NO_INBOX) : Promise.resolve(NO_INBOX));

// Count failures silently give 0 (spec 1 section 8).
const orZero = (load: () => Promise<number>): Promise<number> =>
  load()
    .then(Number)
    .catch(() => 0);

let latestRefresh = 0;

// The path of a route template, without its query or fragment.
const pathOf = (template: string) => template.split(/[?#]/)[0];

/** Reloads the counts of a signed-in buyer; the cart count is left alone on the cart page (spec 1 section 4). */
export async function refreshCounts(): Promise<void> {
  const refresh = ++latestRefresh;
  const user = $user.get();
  if (!$signedIn.get() || !user) {
    $counts.set(ZERO);
    $approvalInbox.set(NO_INBOX);
    return;
  }
  const { corporateBase, routes } = $config.get();
  const onCart = typeof location !== 'undefined' && location.pathname === pathOf(routes.cart);
  // A punch-out session has its cart only: nothing else is asked for.
  const shopOnly = $inPunchout.get();
  // Only a buyer account has a wishlist, cart and comparisons; an approver's, seller's or operator's would be refused.
  const buys = $buys.get();
  const [wishlist, cart, compare, inbox] = await Promise.all([
    shopOnly || !buys ? 0 : orZero(wishlistCount),
    !buys ? 0 : onCart ? Promise.resolve($counts.get().cart) : orZero(cartCount),
    shopOnly || !buys ? 0 : orZero(() => compareCount(user.by_id, corporateBase)),
    shopOnly ? NO_INBOX : inboxOf(user.role),
  ]);
  // A slower, older refresh must not overwrite a newer one (e.g. after a quick logout and login).
  if (refresh !== latestRefresh || !$signedIn.get()) return;
  $counts.set({ wishlist, cart, compare });
  $approvalInbox.set(inbox);
}

/** Reloads only the approval count (after a decision). */
export async function refreshApprovalCount(): Promise<void> {
  const user = $user.get();
  if (!$signedIn.get() || !user || $inPunchout.get()) return;
  const inbox = await inboxOf(user.role);
  // The answer belongs to the user who asked.
  if ($user.get() === user) $approvalInbox.set(inbox);
}

/** Sets one count from a response that carried it (e.g. total_wishlist, cartCount). */
export function setCount(kind: CountKind, value: number): void {
  $counts.set({ ...$counts.get(), [kind]: value });
}

/**
 * The session the counts belong to: the token while signed in, else null. Unlike $signedIn it
 * also changes when another account signs in without a sign-out between, here or in another tab.
 */
const $countsSession = computed([$signedIn, $token], (signedIn, token) => (signedIn ? token : null));

// The counts and the approval inbox follow the session while either is shown (an approver's header shows only the inbox).
let following = 0;
let stopFollowing: (() => void) | undefined;
const followSession = () => {
  following += 1;
  if (following === 1) stopFollowing = $countsSession.subscribe(() => void refreshCounts());
  return () => {
    following -= 1;
    if (following === 0) stopFollowing?.();
  };
};
onMount($counts, followSession);
onMount($approvalInbox, followSession);
