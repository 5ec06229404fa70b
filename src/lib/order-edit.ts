/** Edited orders (spec 2 section 2: edited orders restart approval). */

/** An order's status, as the server reports it. */
type OrderStatus = 'budget_approval' | 'workflow_approval' | 'processing' | 'rejected' | 'replaced';

/** A buyer may edit an order waiting for approval or rejected; a processing or replaced one is final. */
export function isEditable(status: OrderStatus): boolean {
  return status === 'budget_approval' || status === 'workflow_approval' || status === 'rejected';
}

/** The checkout route editing the order: `?edit=` and its PO id added to the route's query. */
export function editHref(checkoutRoute: string, poId: string): string {
  return `${checkoutRoute}${checkoutRoute.includes('?') ? '&' : '?'}edit=${encodeURIComponent(poId)}`;
}
