import { describe, expect, it } from 'vitest';
import {
  canEditLines,
  canManage,
  duplicateListName,
  LIST_ERRORS,
  LIST_LIMITS,
  listCartOutcome,
  listNameProblem,
} from '../../src/lib/shopping-list';

describe('shopping list rules', () => {
  it('asks for a name of 1 to 60 characters after trimming', () => {
    expect(listNameProblem('   ')).toBe(LIST_ERRORS.nameEmpty);
    expect(listNameProblem(` ${'a'.repeat(LIST_LIMITS.name)} `)).toBeNull();
    expect(listNameProblem('a'.repeat(LIST_LIMITS.name + 1))).toBe(LIST_ERRORS.nameLong);
    expect(duplicateListName('  Office  ')).toBe('You already have a list named "Office"');
  });

  it('lets the owner do everything, an editor change lines, a reader only read', () => {
    expect([canEditLines('owner'), canEditLines('edit'), canEditLines('read')]).toEqual([true, true, false]);
    expect([canManage('owner'), canManage('edit'), canManage('read')]).toEqual([true, false, false]);
  });

  it("reports Add List to Cart as the wishlist's bulk add does, naming each refused line with its reason", () => {
    expect(listCartOutcome([{ product_name: 'Pen', added: true }]).kind).toBe('all');
    const partial = listCartOutcome([
      { product_name: 'Pen', added: true },
      { product_name: 'Desk', added: false, reason: 'Desk is out of stock' },
    ]);
    expect(partial).toMatchObject({ kind: 'partial', title: 'Partially Added to Cart', errors: ['Desk: Desk is out of stock'] });
    expect(listCartOutcome([{ product_name: 'Desk', added: false, reason: 'x' }]).kind).toBe('none');
  });
});
