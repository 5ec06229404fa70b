/** Search by product (default) or by seller (spec 1 section 2.1). */
export const SEARCH_TYPES = ['by-product', 'by-seller'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Trimmed search text, or null when nothing is left to search for. */
export function normalizeSearch(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The search type an attribute or URL names; anything but by-seller searches by product. */
export function searchTypeOf(value: string | null | undefined): SearchType {
  return value === 'by-seller' ? 'by-seller' : 'by-product';
}
