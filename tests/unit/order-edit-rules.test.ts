import { describe, expect, it } from 'vitest';
import { budgetAfterRelease, editHref, isEditable, itemCodeBudgetAfterRelease, releasedHolds } from '../../src/lib/order-edit';

describe('edited orders', () => {
  it('lets the buyer edit an order waiting for approval or rejected, never a processing or replaced one', () => {
    expect(isEditable('budget_approval')).toBe(true);
    expect(isEditable('workflow_approval')).toBe(true);
    expect(isEditable('rejected')).toBe(true);
    expect(isEditable('processing')).toBe(false);
    expect(isEditable('replaced')).toBe(false);
  });
});

describe('the edit route', () => {
  it('adds edit and the PO id to the checkout route, after any query it has', () => {
    expect(editHref('/checkout', 'PO-20261123-000042')).toBe('/checkout?edit=PO-20261123-000042');
    expect(editHref('/shop?page=checkout', 'PO-20261123-000042')).toBe('/shop?page=checkout&edit=PO-20261123-000042');
  });
});

describe('what an edited order gives back', () => {
  const lines = [
    { skuId: 7, quantity: 3, itemCode: 'IC-1', lineTotal: 30_000 },
    { skuId: 7, quantity: 2, itemCode: 'IC-1', lineTotal: 20_000 },
    { skuId: 9, quantity: 1, itemCode: null, lineTotal: 5_000 },
  ];
  const waiting = { status: 'workflow_approval' as const, locationId: 4, projectId: 11, grandTotal: 59_400, period: '2026-01-01' };

  it('gives back the units, the grand total from its budget and each item code from its own, while it waits', () => {
    const released = releasedHolds(waiting, lines);
    expect([...released.stock]).toEqual([
      [7, 5],
      [9, 1],
    ]);
    expect(released.budget).toEqual({ locationId: 4, projectId: 11, period: '2026-01-01', amount: 59_400 });
    expect(released.itemCodes).toEqual({ projectId: 11, period: '2026-01-01', amounts: new Map([['IC-1', 50_000]]) });
    const position = { budgetLimit: 100_000, committed: 10_000, pending: 60_000 };
    const place = { locationId: 4, projectId: 11, period: '2026-01-01' };
    expect(budgetAfterRelease(position, place, released)).toEqual({ ...position, pending: 600 });
    // Another budget, another period's, or none released, stays as it is.
    expect(budgetAfterRelease(position, { ...place, projectId: 12 }, released)).toBe(position);
    expect(budgetAfterRelease(position, { ...place, period: '2027-01-01' }, released)).toBe(position);
    expect(budgetAfterRelease(position, place, null)).toBe(position);
    expect(itemCodeBudgetAfterRelease({ pending: 50_000 }, { projectId: 11, period: '2026-01-01' }, 'IC-1', released)).toEqual({
      pending: 0,
    });
    expect(itemCodeBudgetAfterRelease({ pending: 50_000 }, { projectId: 12, period: '2026-01-01' }, 'IC-1', released)).toEqual({
      pending: 50_000,
    });
    expect(itemCodeBudgetAfterRelease({ pending: 50_000 }, { projectId: 11, period: '2027-01-01' }, 'IC-1', released)).toEqual({
      pending: 50_000,
    });
  });

  it('gives back nothing once rejected or sent back: it already has', () => {
    for (const status of ['rejected', 'returned'] as const)
      expect(releasedHolds({ ...waiting, status }, lines)).toEqual({ stock: new Map(), budget: null, itemCodes: null });
  });
});
