import { describe, expect, it } from 'vitest';
import { editHref, isEditable } from '../../src/lib/order-edit';

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
