/** What every checkout draft's localStorage key starts with (the wizard adds the user and the order). */
export const CHECKOUT_DRAFT_PREFIX = 'lapasar-checkout-draft:';

/** Removes every checkout draft kept in this browser: what one user typed must not greet the next on a shared browser. */
export function clearCheckoutDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(CHECKOUT_DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Blocked storage kept no drafts.
  }
}
