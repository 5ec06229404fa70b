/**
 * An approval workflow's stages as an editor holds them before saving: reordered by moving one a
 * place up or down, and a refusal placed at the stage its field names.
 */

/** `list` with the item at `index` moved one place up (-1) or down (1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The stage (0-based) a refusal's leading field names ('stages.1.approverIds: ...'), or null when it names none. */
export function refusedStage(message: string): number | null {
  const named = /^stages\.(\d+)[.:]/.exec(message);
  return named ? Number(named[1]) : null;
}
