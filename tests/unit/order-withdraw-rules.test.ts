import { describe, expect, it } from 'vitest';
import { canWithdraw } from '../../src/lib/order-withdraw';

describe('withdrawing an order', () => {
  it('is possible only while the order waits for budget or workflow approval', () => {
    expect(canWithdraw('budget_approval')).toBe(true);
    expect(canWithdraw('workflow_approval')).toBe(true);
    for (const status of ['processing', 'rejected', 'replaced', 'cancelled', 'returned'] as const) expect(canWithdraw(status)).toBe(false);
  });
});
