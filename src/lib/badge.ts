/** Badge text: the count, or '99+' above 99 (spec 1 section 9). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.floor(count)));
}
