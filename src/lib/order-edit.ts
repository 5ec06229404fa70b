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

/** An order waiting for approval holds its stock and budgets; a rejected or sent-back one has given them back. */
export function holdsReservations(status: OrderStatus): boolean {
  return status === 'budget_approval' || status === 'workflow_approval';
}

/** A line of an order as its holds count it: units of a SKU, bought under an item code (or none) for a line total (sen). */
export interface HeldLine {
  skuId: number;
  quantity: number;
  itemCode: string | null;
  lineTotal: number;
}

/** The sum of the line totals bought under each item code (sen), codes in the order the lines name them. */
export function amountsByItemCode(lines: readonly Pick<HeldLine, 'itemCode' | 'lineTotal'>[]): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const line of lines) if (line.itemCode) amounts.set(line.itemCode, (amounts.get(line.itemCode) ?? 0) + line.lineTotal);
  return amounts;
}

/**
 * What an order gives back when it is released (withdrawn, refused, or replaced by its edit):
 * units per SKU, its grand total from the pending of its location and project's budget, and each
 * item code's amount from the pending of the code's budget under its project, both of the budget
 * period it was submitted in (`period`, its first day). Nothing when it holds nothing. Releasing applies it; an edit is judged with it credited, as if the original were
 * released, so only what the edit changes can fail.
 */
export interface ReleasedHolds {
  stock: ReadonlyMap<number, number>;
  budget: { locationId: number; projectId: number | null; period: string; amount: number } | null;
  itemCodes: { projectId: number; period: string; amounts: ReadonlyMap<string, number> } | null;
}

export function releasedHolds(
  order: { status: OrderStatus; locationId: number | null; projectId: number | null; grandTotal: number; period: string },
  lines: readonly HeldLine[],
): ReleasedHolds {
  if (!holdsReservations(order.status)) return { stock: new Map(), budget: null, itemCodes: null };
  const stock = new Map<number, number>();
  for (const line of lines) stock.set(line.skuId, (stock.get(line.skuId) ?? 0) + line.quantity);
  return {
    stock,
    budget:
      order.locationId === null
        ? null
        : { locationId: order.locationId, projectId: order.projectId, period: order.period, amount: order.grandTotal },
    itemCodes: order.projectId === null ? null : { projectId: order.projectId, period: order.period, amounts: amountsByItemCode(lines) },
  };
}

/** A budget position as it stands once `released` is given back: the budget of `place` in its period, its pending less the order's. */
export function budgetAfterRelease<T extends { pending: number }>(
  position: T | null,
  place: { locationId: number; projectId: number | null; period: string },
  released: ReleasedHolds | null,
): T | null {
  const held = released?.budget;
  if (!position || !held || held.locationId !== place.locationId || held.projectId !== place.projectId || held.period !== place.period)
    return position;
  return { ...position, pending: Math.max(0, position.pending - held.amount) };
}

/** An item code budget under a project in a period as it stands once `released` is given back. */
export function itemCodeBudgetAfterRelease<T extends { pending: number }>(
  position: T,
  place: { projectId: number; period: string },
  code: string,
  released: ReleasedHolds | null,
): T {
  const held = released?.itemCodes;
  const amount = held && held.projectId === place.projectId && held.period === place.period ? (held.amounts.get(code) ?? 0) : 0;
  return amount === 0 ? position : { ...position, pending: Math.max(0, position.pending - amount) };
}
