/** Edited orders (spec 2 section 2: edited orders restart approval). */

/** An order's status, as the server reports it. */
type OrderStatus = 'budget_approval' | 'workflow_approval' | 'processing' | 'rejected' | 'replaced' | 'cancelled' | 'returned';

/** A buyer may edit an order waiting for approval, rejected or sent back for changes; a processing, replaced or cancelled one is final. */
export function isEditable(status: OrderStatus): boolean {
  return status === 'budget_approval' || status === 'workflow_approval' || status === 'rejected' || status === 'returned';
}

/** The checkout route editing the order: `?edit=` and its PO id added to the route's query. */
export function editHref(checkoutRoute: string, poId: string): string {
  return `${checkoutRoute}${checkoutRoute.includes('?') ? '&' : '?'}edit=${encodeURIComponent(poId)}`;
}
