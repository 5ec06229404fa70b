import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SearchResponse, SearchSort, SearchType } from '../../src/api/types';
import type { Database } from '../db/client';
import { products, sellers, states } from '../db/schema';
import { sellerIdOfCode } from '../domain/listing';
import { FilterSyntaxError } from '../domain/search/filter-parser';
import { filterToSql, type FilterContext } from '../domain/search/filter-sql';
import type { RequestLocation } from '../env';
import { resolveLocation } from '../queries/places';
import { brandsOf, priceRangeOf } from '../queries/product-facets';
import { fromProducts, loadProductRows, visibleProduct } from '../queries/products';
import { ServiceError } from './errors';
import { inRinggit, toHit, type Viewer } from './listings';
import { buildTextQuery, rowsOf, substringMatch, textMatch } from './search-text';

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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The sellers a by-seller query matches, best first: by VNDR code for everyone, by name only for
 * viewers who may see names. A name matches as a substring; only when no name does, words within
 * typo distance (pg_trgm word similarity) count. The sellers table is small, so this runs first
 * and products are then found through their seller index.
 */
async function matchingSellers(db: Database, q: string, viewer: Viewer): Promise<number[]> {
  const text = q.trim();
  if (text === '') return [];
  const visible = sql`${sellers.active} = 'Y' and not ${sellers.hidden}`;
  const code = sellerIdOfCode(text);
  const byCode = code === null ? [] : await db.select({ id: sellers.id }).from(sellers).where(sql`${sellers.id} = ${code} and ${visible}`);
  if (!viewer.showSellerNames) return byCode.map((row) => row.id);
  const named = (where: SQL) =>
    db
      .select({ id: sellers.id })
      .from(sellers)
      .where(sql`${visible} and ${where}`)
      .orderBy(sql`word_similarity(${text}, ${sellers.companyName}) desc`, asc(sellers.id))
      .limit(MAX_TOTAL_HITS);
  let byName = await named(sql`${sellers.companyName} ilike ${`%${escapeLike(text)}%`}`);
  if (byName.length === 0) byName = await named(sql`${text} <% ${sellers.companyName}`);
  return [...new Set([...byCode, ...byName].map((row) => row.id))];
}

/** Products of the given sellers, ranked in the sellers' order. */
function sellerProducts(ids: readonly number[]): { where: SQL; rank: SQL } {
  const list = sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`;
  return { where: sql`${products.sellerId} = any(${list})`, rank: sql`-array_position(${list}, ${products.sellerId})` };
}

/** The order of a sorted search; without a sort (and without a query to rank by), by id. */
function sortOrder(sort: SearchSort | undefined): SQL[] {
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
      return [asc(products.id)];
  }
}

/** The filter parameters as SQL; a malformed one is refused with where the problem is. */
function filterCondition(filters: readonly string[], context: FilterContext): SQL | null {
  try {
    return filterToSql(filters, context);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new ServiceError(400, `filter: ${error.message}`);
    throw error;
  }
}

/** GET /search. */
export async function searchProducts(db: Database, options: SearchOptions): Promise<SearchResponse> {
  // Shipping charges need the location's ids; only filters that ask for them pay the lookup.
  const place = options.filters.some((filter) => filter.includes('shipping_cost_in_cents')) ? await resolveLocation(db, options.location) : null;
  const filter = filterCondition(options.filters, { buyerId: options.viewer.buyerId, place });
  const base = filter ? and(visibleProduct, filter) : visibleProduct;

  let match: { where: SQL; rank: SQL } | null = null;
  let fallback: SQL | null = null;
  if (options.type === 'by-seller') {
    const ids = await matchingSellers(db, options.q, options.viewer);
    match = ids.length > 0 ? sellerProducts(ids) : null;
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
  const rows = await loadProductRows(db, result.ids, options.viewer.buyerId);
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

interface Candidate {
  id: number;
  state: string;
  rank: number;
}

/**
 * The first `cap` products matching `where`, in one pass over the index, with their seller's
 * state and `rank` (0 without one): what totals, facets and relevance are read from.
 */
async function firstMatches(db: Database, where: SQL, cap: number, rank: SQL | null): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    await db.execute(sql`
      select ${products.id} as id, ${states.name} as state, ${rank ?? sql`0`}::float8 as rank from ${products}
      join ${sellers} on ${sellers.id} = ${products.sellerId}
      join ${states} on ${states.id} = ${sellers.stateId}
      left join brands on brands.id = ${products.brandId}
      where ${where} limit ${cap}`),
  );
}

/** Matches counted by seller state, states in name order. */
function stateFacets(matches: readonly Candidate[]): Record<string, number> {
  const facets: Record<string, number> = {};
  for (const state of matches.map((match) => match.state).sort()) facets[state] = (facets[state] ?? 0) + 1;
  return facets;
}

async function runSearch(db: Database, options: SearchOptions, base: SQL, match: { where: SQL; rank: SQL } | null) {
  const where = (match ? and(base, match.where) : base) as SQL;
  const cap = Math.max(MAX_TOTAL_HITS, options.offset + options.limit);
  // The total and the facets count the first `cap` matches, and relevance ranks those same
  // ones here rather than in a second query.
  const candidates = await firstMatches(db, where, cap, match && !options.sort ? match.rank : null);
  const facets = stateFacets(candidates);
  const total = candidates.length;
  if (total === 0 || options.offset >= total) return { ids: [], total, facets };

  if (match && !options.sort) {
    const ranked = candidates.sort((a, b) => b.rank - a.rank || a.id - b.id);
    return { ids: ranked.slice(options.offset, options.offset + options.limit).map((candidate) => Number(candidate.id)), total, facets };
  }
  const rows = (await fromProducts(db, { id: products.id })
    .where(where)
    .orderBy(...sortOrder(options.sort))
    .limit(options.limit)
    .offset(options.offset)) as unknown as { id: number }[];
  return { ids: rows.map((row) => row.id), total, facets };
}

/** The listed products matching search text q (all of them for an empty q). */
async function matching(db: Database, q: string): Promise<SQL> {
  const match = q.trim() ? textMatch(await buildTextQuery(db, q)) : null;
  return (match ? and(visibleProduct, match.where) : visibleProduct) as SQL;
}

/** The brands of the products matching q, by name. */
export async function searchBrands(db: Database, q: string): Promise<string[]> {
  return brandsOf(db, await matching(db, q));
}

/** The lowest and highest price (RM) of the products matching q. */
export async function searchPriceRange(db: Database, q: string): Promise<{ min: number; max: number }> {
  return inRinggit(await priceRangeOf(db, await matching(db, q)));
}

/** Brands, price range (RM) and seller-state facets of the products matching q. */
export async function searchFilterMetadata(db: Database, q: string) {
  const where = await matching(db, q);
  const [brands, range, matches] = await Promise.all([brandsOf(db, where), priceRangeOf(db, where), firstMatches(db, where, MAX_TOTAL_HITS, null)]);
  return { brands, priceRange: inRinggit(range), sellerStates: stateFacets(matches) };
}
