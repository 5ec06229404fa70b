import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SearchResponse, SearchSort, SearchType } from '../../src/api/types';
import type { Database } from '../db/client';
import { products, sellers, states } from '../db/schema';
import { sellerIdOfCode } from '../domain/listing';
import { filterToSql } from '../domain/search/filter-sql';
import type { RequestLocation } from '../env';
import { fromProducts, loadProductRows, toHit, visibleProduct, type Viewer } from './listings';
import { buildTextQuery, substringMatch, textMatch } from './search-text';

/**
 * Like Meilisearch's maxTotalHits: totals and facet counts stop at this many matches, and
 * relevance ranks at most this many candidates. Past it, estimatedTotalHits says 'at least'.
 */
export const MAX_TOTAL_HITS = 1000;

export interface SearchOptions {
  q: string;
  limit: number;
  offset: number;
  filters: readonly string[];
  sort?: SearchSort;
  type: SearchType;
  viewer: Viewer;
  location: RequestLocation;
  origin: string;
}

/** Sellers a by-seller query matches: real names only for viewers who may see them, VNDR codes for everyone. */
function sellerMatch(q: string, viewer: Viewer): { where: SQL; rank: SQL } | null {
  const text = q.trim();
  if (text === '') return null;
  const code = sellerIdOfCode(text);
  const byCode = code === null ? sql`false` : sql`${sellers.id} = ${code}`;
  if (!viewer.showSellerNames) return { where: byCode, rank: sql`1` };
  const byName = sql`(${sellers.companyName} ilike ${`%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`} or ${text} <% ${sellers.companyName})`;
  return { where: sql`(${byCode} or ${byName})`, rank: sql`word_similarity(${text}, ${sellers.companyName})` };
}

function sortOrder(sort: SearchSort | undefined, rank: SQL | null): SQL[] {
  switch (sort) {
    case 'min_price_in_cents:asc':
      return [asc(products.actMinPrice), asc(products.id)];
    case 'min_price_in_cents:desc':
      return [desc(products.actMinPrice), asc(products.id)];
    case 'created_at:desc':
      return [desc(products.createdAt), asc(products.id)];
    case 'seller.rating:desc':
      return [desc(sellers.rating), asc(products.id)];
    default:
      return rank ? [sql`${rank} desc`, asc(products.id)] : [asc(products.id)];
  }
}

/** GET /search. Throws FilterSyntaxError for a bad filter (the route answers 400). */
export async function searchProducts(db: Database, options: SearchOptions): Promise<SearchResponse> {
  const filter = filterToSql(options.filters, { buyerId: options.viewer.buyerId });
  const base = filter ? and(visibleProduct, filter) : visibleProduct;

  let match: { where: SQL; rank: SQL } | null = null;
  let fallback: SQL | null = null;
  if (options.type === 'by-seller') {
    match = sellerMatch(options.q, options.viewer);
  } else {
    const text = await buildTextQuery(db, options.q);
    match = textMatch(text);
    fallback = substringMatch(text);
  }
  if (options.q.trim() !== '' && match === null) return emptyResponse(options);

  let result = await runSearch(db, options, base as SQL, match);
  if (result.total === 0 && fallback && options.type === 'by-product') {
    result = await runSearch(db, options, base as SQL, { where: fallback, rank: sql`similarity(${products.name}, ${options.q})` });
  }
  const rows = await loadProductRows(db, result.ids, options.viewer);
  return {
    hits: rows.map((row) => toHit(row, options.viewer, options.location, options.origin)),
    nbHits: result.total,
    estimatedTotalHits: result.total,
    query: options.q,
    offset: options.offset,
    limit: options.limit,
    facetDistribution: { 'seller.state': result.facets },
  };
}

function emptyResponse(options: SearchOptions): SearchResponse {
  return { hits: [], nbHits: 0, estimatedTotalHits: 0, query: options.q, offset: options.offset, limit: options.limit, facetDistribution: { 'seller.state': {} } };
}

async function runSearch(db: Database, options: SearchOptions, base: SQL, match: { where: SQL; rank: SQL } | null) {
  const where = match ? and(base, match.where) : base;
  const cap = Math.max(MAX_TOTAL_HITS, options.offset + options.limit);
  // Facets and the total come from the first `cap` matches, in one pass over the index.
  const facetRows = (await db.execute(sql`
    select m.state, count(*)::int as n from (
      select ${states.name} as state from ${products}
      join ${sellers} on ${sellers.id} = ${products.sellerId}
      join ${states} on ${states.id} = ${sellers.stateId}
      left join brands on brands.id = ${products.brandId}
      where ${where} limit ${MAX_TOTAL_HITS}
    ) m group by m.state`)) as unknown;
  const facets: Record<string, number> = {};
  let total = 0;
  for (const row of rowsOfUnknown(facetRows)) {
    facets[row.state] = row.n;
    total += row.n;
  }
  if (total === 0 || options.offset >= cap) return { ids: [], total, facets };

  let ids: number[];
  if (match && !options.sort) {
    // Relevance: rank only the first `cap` candidates the index gives.
    const ranked = (await db.execute(sql`
      select c.id from (
        select ${products.id} as id, ${match.rank} as rank from ${products}
        join ${sellers} on ${sellers.id} = ${products.sellerId}
        join ${states} on ${states.id} = ${sellers.stateId}
        left join brands on brands.id = ${products.brandId}
        where ${where} limit ${cap}
      ) c order by c.rank desc, c.id limit ${options.limit} offset ${options.offset}`)) as unknown;
    ids = rowsOfUnknown(ranked).map((row) => Number(row.id));
  } else {
    const rows = (await fromProducts(db, { id: products.id })
      .where(where)
      .orderBy(...sortOrder(options.sort, null))
      .limit(options.limit)
      .offset(options.offset)) as unknown as { id: number }[];
    ids = rows.map((row) => row.id);
  }
  return { ids, total, facets };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function rowsOfUnknown(result: unknown): any[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}

