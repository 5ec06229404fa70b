import type { ListingSort, MoqBucket } from '../../src/api/types';

/** Listing and search page size (spec 1 section 9). */
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** MOQ bucket codes of the listing API (spec 1 section 9): 1-10, 11-100, 101-1000, and moq 0. */
export const MOQ_BUCKETS: Readonly<Record<MoqBucket, { min: number; max: number }>> = {
  U0: { min: 1, max: 10 },
  U10: { min: 11, max: 100 },
  U100: { min: 101, max: 1000 },
  N: { min: 0, max: 0 },
};

export const LISTING_SORTS: readonly ListingSort[] = ['relevance', 'price_low_high', 'price_high_low', 'newest', 'rating'];

/** Search sort codes (spec 1 section 9). */
export const SEARCH_SORTS = ['min_price_in_cents:asc', 'min_price_in_cents:desc', 'created_at:desc', 'seller.rating:desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The MOQ range of a bucket code, or null for an unknown code. */
export function moqRange(code: string): { min: number; max: number } | null {
  const key = code.trim().toUpperCase();
  return Object.hasOwn(MOQ_BUCKETS, key) ? MOQ_BUCKETS[key as MoqBucket] : null;
}

/** 'VNDR-' plus the seller id padded to 6 digits (spec 1 section 6). */
export function maskedSellerName(sellerId: number): string {
  return `VNDR-${String(sellerId).padStart(6, '0')}`;
}

/** The seller name a viewer may see: the real one only for a buyer whose view_sl_info is Y. */
export function sellerDisplayName(sellerId: number, companyName: string, showNames: boolean): string {
  return showNames ? companyName : maskedSellerName(sellerId);
}

/** The seller id of a masked code: 'VNDR-000123', 'vndr123' or '000123' -> 123. */
export function sellerIdOfCode(text: string): number | null {
  const match = /^(?:vndr-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** Sen to RM with 2 decimals. */
export function toRinggit(sen: number): number {
  return Math.round(sen) / 100;
}

/** RM to whole sen, as money is stored. */
export function toSen(ringgit: number): number {
  return Math.round(ringgit * 100);
}

/** The words of a search query: lowercase letters and digits, at most 8 words of 40 characters. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40))
    .slice(0, 8);
}

/** Typos tolerated in a word (Meilisearch-like, but one typo from 4 letters so 'maks' finds 'mask'). */
export function allowedTypos(word: string): number {
  if (/\d/.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

export interface QueryWord {
  word: string;
  /** Match words starting with it (the last word, as the user may still be typing). */
  prefix: boolean;
  /** Dictionary words within the allowed typos. */
  corrections: string[];
}

/**
 * A tsquery text for to_tsquery('simple', ...): every word must match, each as itself, as a
 * prefix when it is the last word, or as one of its corrections. Words are [\p{L}\p{N}]+ only,
 * so nothing in the text is tsquery syntax.
 */
export function toTsQuery(words: readonly QueryWord[]): string {
  return words
    .map(({ word, prefix, corrections }) => {
      const options = [prefix ? `${word}:*` : word, ...corrections.filter((correction) => correction !== word)];
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(' & ');
}
