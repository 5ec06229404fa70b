import type { SearchResponse } from '../../src/contract/types';
import type { Database } from '../db/client';
import { searchBrands, searchFilterMetadata, searchPriceRange, searchProducts, type SearchOptions } from './search';

/** What the search routes ask of wherever searches run. */
export interface SearchEngine {
  /** GET /search: hits, totals and facets. */
  search(options: Omit<SearchOptions, 'scope'>): Promise<SearchResponse>;
  /** Brands, marketplace price range (RM) and seller-state facets of the products matching q. */
  filterMetadata(q: string, buyerId: number | null): ReturnType<typeof searchFilterMetadata>;
  brands(q: string, buyerId: number | null): Promise<string[]>;
  priceRange(q: string, buyerId: number | null): Promise<{ min: number; max: number }>;
}

/**
 * Searches on a PostgreSQL database: the app's own (PGlite or PostgreSQL), or a read replica of it
 * (SEARCH_DATABASE_URL), which takes search off the primary without changing an answer. A
 * deployment that outgrows PostgreSQL full text implements SearchEngine over a search engine such
 * as Meilisearch, whose answer shape the search contract already follows, and passes it to the app.
 * With keep false every search is searched, never answered from what an earlier one found (the
 * search bench measures the search itself so).
 */
export function databaseSearch(db: Database, { keep = true }: { keep?: boolean } = {}): SearchEngine {
  return {
    search: (options) => searchProducts(db, options, { keep }),
    filterMetadata: (q, buyerId) => searchFilterMetadata(db, q, buyerId),
    brands: (q, buyerId) => searchBrands(db, q, buyerId),
    priceRange: (q, buyerId) => searchPriceRange(db, q, buyerId),
  };
}
