/** A pagination entry: a page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'gap';

/** Listing and search page size, and the skeleton count (spec 1 section 9). */
export const PAGE_SIZE = 24;
/** The most products one listing page may ask for. */
export const MAX_PAGE_SIZE = 100;

function withGaps(pages: Iterable<number>): PageItem[] {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const last = items.at(-1);
    if (typeof last === 'number' && page > last + 1) items.push('gap');
    items.push(page);
  }
  return items;
}

const clamp = (page: number, total: number) => Math.min(Math.max(1, page), total);

/**
 * Listing and search pagination: every page at 7 or fewer; otherwise the first, the last and
 * the neighbours of the current page, with gaps between.
 */
export function listingPages(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const page = clamp(current, totalPages);
  return withGaps([1, page - 1, page, page + 1, totalPages].filter((p) => p >= 1 && p <= totalPages));
}

/** The home COVID grid: page 1, the last page and pages within 2 of the current one. */
export function homePages(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const page = clamp(current, totalPages);
  const near = [-2, -1, 0, 1, 2].map((offset) => page + offset).filter((p) => p >= 1 && p <= totalPages);
  return withGaps([1, ...near, totalPages]);
}
