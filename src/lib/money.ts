const amount = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** RM with 2 decimals, from an amount in ringgit: formatRM(1234.5) is 'RM 1,234.50'. */
export function formatRM(ringgit: number): string {
  return `RM ${amount.format(ringgit)}`;
}

/** An RM amount, or a 'RM min - RM max' range when the two differ. */
export function formatRMRange(min: number, max: number): string {
  return max > min ? `${formatRM(min)} - ${formatRM(max)}` : formatRM(min);
}

/** RM with 2 decimals, from integer sen, without floating-point drift. */
export function formatSen(sen: number): string {
  return formatRM(toRinggit(sen));
}

/** Ringgit to whole sen: the search API's cents (x100), and how the server stores money. */
export function toSen(ringgit: number): number {
  return Math.round(ringgit * 100);
}

/** Sen to ringgit with 2 decimals. */
export function toRinggit(sen: number): number {
  return Math.round(sen) / 100;
}

/** Whether an RM amount has at most 2 decimals (the price fields' step 0.01). */
export function hasWholeSen(ringgit: number): boolean {
  return Math.abs(ringgit * 100 - toSen(ringgit)) < 1e-6;
}
