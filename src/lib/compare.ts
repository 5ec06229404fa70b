/**
 * The comparison groups' rules (spec 1 sections 4 and 5), shared by the compare table and the
 * corporate API: groups are numbered from 1 and hold at most 4 products each.
 */

/** Spec 1 section 9: a comparison group holds at most 4 products. */
export const COMPARE_GROUP_LIMIT = 4;

/** Spec 1 section 5. */
export function groupFullMessage(group: number): string {
  return `Comparison Group ${group} already has ${COMPARE_GROUP_LIMIT} products.`;
}

/** The number a new group gets: the highest plus 1 (1 when there is none). */
export function nextGroupNumber(groups: Iterable<number>): number {
  return Math.max(0, ...groups) + 1;
}

/** Where an added product goes: the lowest-numbered group with room, else a new group. `sizes` maps group number to its product count. */
export function groupForAdd(sizes: ReadonlyMap<number, number>): number {
  const withRoom = [...sizes].filter(([, size]) => size < COMPARE_GROUP_LIMIT).map(([group]) => group);
  return withRoom.length > 0 ? Math.min(...withRoom) : nextGroupNumber(sizes.keys());
}

/**
 * Why a product cannot move to `target` (null when it can): an existing group must have room; a
 * new group must be numbered the highest plus 1. Moving to its own group is no move.
 */
export function moveProblem(sizes: ReadonlyMap<number, number>, from: number, target: number): string | null {
  if (target === from) return 'The product is already in this group.';
  const size = sizes.get(target);
  if (size === undefined) return target === nextGroupNumber(sizes.keys()) ? null : `Comparison Group ${target} does not exist.`;
  return size >= COMPARE_GROUP_LIMIT ? groupFullMessage(target) : null;
}
