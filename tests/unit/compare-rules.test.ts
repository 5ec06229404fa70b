import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARE_GROUP_LIMIT, groupForAdd, groupFullMessage, moveProblem, nextGroupNumber } from '../../src/lib/compare';

const sizes = (entries: [number, number][]) => new Map(entries);

describe('comparison groups', () => {
  it('numbers a new group the highest plus 1', () => {
    expect(nextGroupNumber([])).toBe(1);
    expect(nextGroupNumber([1, 3])).toBe(4);
  });

  it('puts an added product in the lowest group with room, else in a new group', () => {
    expect(groupForAdd(sizes([]))).toBe(1);
    expect(
      groupForAdd(
        sizes([
          [1, 4],
          [2, 3],
          [3, 0],
        ]),
      ),
    ).toBe(2);
    expect(
      groupForAdd(
        sizes([
          [1, 4],
          [2, 4],
        ]),
      ),
    ).toBe(3);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: COMPARE_GROUP_LIMIT }), { maxLength: 8 }), (counts) => {
        const groups = sizes(counts.map((count, index) => [index + 1, count]));
        const target = groupForAdd(groups);
        expect(groups.get(target) ?? 0).toBeLessThan(COMPARE_GROUP_LIMIT);
        for (const [group, size] of groups) if (group < target) expect(size).toBe(COMPARE_GROUP_LIMIT);
      }),
    );
  });

  it('moves only to a group with room or to the next new group', () => {
    const groups = sizes([
      [1, 4],
      [2, 2],
    ]);
    expect(moveProblem(groups, 2, 1)).toBe('Comparison Group 1 already has 4 products.');
    expect(moveProblem(groups, 1, 2)).toBeNull();
    expect(moveProblem(groups, 1, 3)).toBeNull();
    expect(moveProblem(groups, 1, 4)).toBe('Comparison Group 4 does not exist.');
    expect(moveProblem(groups, 2, 2)).toBe('The product is already in this group.');
    expect(groupFullMessage(3)).toBe('Comparison Group 3 already has 4 products.');
  });
});
