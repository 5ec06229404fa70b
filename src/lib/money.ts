import { perLocale } from './per-locale';

const amountFormat = perLocale((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * Makes `locale`'s number format ahead of its first use. A page's first Intl.NumberFormat loads
 * the locale's data, 15-20 ms of main-thread work in Chromium.
 */
export function prepareAmountFormat(locale = 'en-MY'): void {
  amountFormat(locale);
}

/** RM with 2 decimals, from an amount in ringgit, in `locale`'s digits: formatRM(1234.5) is 'RM 1,234.50'. */
export function formatRM(ringgit: number, locale = 'en-MY'): string {
  return `RM ${amountFormat(locale).format(ringgit)}`;
}

/** An RM amount, or a 'RM min - RM max' range when the two differ. */
export function formatRMRange(min: number, max: number, locale = 'en-MY'): string {
  return max > min ? `${formatRM(min, locale)} - ${formatRM(max, locale)}` : formatRM(min, locale);
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

/** An RM amount as formatRM writes it (a minus, digits, group and decimal marks): what must stay on one line. */
const RM_AMOUNT = /RM\s-?\d[\d.,]*/g;

/** `text` cut into pieces, each amount (RM_AMOUNT) its own piece, marked. */
export function splitAmounts(text: string): { text: string; amount: boolean }[] {
  const pieces: { text: string; amount: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(RM_AMOUNT)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), amount: false });
    pieces.push({ text: match[0], amount: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), amount: false });
  return pieces;
}

/** An RM amount typed into a field ('1,500', 'RM 1500.5'): ringgit, or null when it is not 0 or more with at most 2 decimals. */
export function parseRinggit(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^RM\s*/i, '')
    .replaceAll(',', '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
}
