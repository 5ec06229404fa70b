import type { SQL } from 'drizzle-orm';
import type { SearchResponse, SearchSort, SearchType } from '../../src/contract/types';
import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { sellerIdOfCode } from '../../src/lib/seller';
import { FilterSyntaxError } from '../domain/search/filter-parser';
import { filterDependencies, filterToSql, priceTests, type FilterContext } from '../domain/search/filter-sql';
import type { RequestLocation } from '../env';
import { resolveLocation } from '../queries/places';
import { brandsOf, priceRangeOf } from '../queries/product-facets';
import { listedInCatalogue } from '../queries/products';
import { productRows } from './product-rows';
import { estimatedShares, narrow, searchPage, sellerIdsByName, sellerProducts, visibleSellerIds } from '../queries/search';
import { substringMatch, textMatch } from '../queries/search-text';
import { catalogueOf } from './catalogue-access';
import { ServiceError } from './errors';
import { oneSearchAtATime } from './search-gate';
import { inRinggit, toHit, type Viewer } from './listings';
import type { ImageLinks } from './product-images';
import { buildTextQuery } from './search-text';

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
  /** How image URLs are made. */
  images: ImageLinks;
  /** Narrows the search to these products (e.g. one catalogue's), within the visible ones. */
  scope?: SQL;
  /** Names `scope` among searches (what it narrows to); a scoped search without one is never kept. */
  scopeKey?: string;
}

/** Sellers by name, until sellers change. */
const sellersByName = untilChangedPerDatabase<number[]>(['sellers'], 1000);

/**
 * The sellers a by-seller query matches, best first: by VNDR code for everyone, by name only for
 * viewers who may see names. A name matches as a substring; only when no name does, words within
 * typo distance count. The sellers table is small, so this runs first and products are then
 * found through their seller index.
 */
async function matchingSellers(db: Database, q: string, viewer: Viewer): Promise<number[]> {
  const text = q.trim();
  if (text === '') return [];
  const code = sellerIdOfCode(text);
  const byCode = code === null ? [] : await visibleSellerIds(db, code);
  if (!viewer.showSellerNames) return byCode;
  const byName = await sellersByName(db).get(text, async () => {
    const bySubstring = await sellerIdsByName(db, text, 'substring', MAX_TOTAL_HITS);
    return bySubstring.length > 0 ? bySubstring : sellerIdsByName(db, text, 'typo', MAX_TOTAL_HITS);
  });
  return [...new Set([...byCode, ...byName])];
}

/** A malformed filter is refused with where the problem is. */
function refusingMalformed<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new ServiceError(400, `filter: ${error.message}`);
    throw error;
  }
}

/** Above this share of the products, a price test is made on each candidate instead of through the price index. */
const UNSELECTIVE_PRICE_SHARE = 0.2;

/**
 * How long a price test's estimated share is reused. The estimate comes from the planner's
 * statistics of the table, which change only when it is analysed, and it decides how a filter is
 * written, never what the filter finds; asking again for every search cost a round trip each.
 */
const SHARE_TTL_MS = 60_000;
/** At most this many price tests' shares are kept per database; past it they are forgotten at once. */
const MAX_REMEMBERED_SHARES = 1000;
const rememberedShares = new WeakMap<Database, Map<string, { share: number; until: number }>>();

/** The keys of the filters' price tests that keep more than UNSELECTIVE_PRICE_SHARE of the products, by the planner's estimate. */
export async function unselectivePriceTests(db: Database, filters: readonly string[], now = Date.now()): Promise<Set<string>> {
  const tests = refusingMalformed(() => priceTests(filters));
  let remembered = rememberedShares.get(db);
  if (!remembered) rememberedShares.set(db, (remembered = new Map()));
  const unknown = tests.filter((test) => (remembered.get(test.key)?.until ?? 0) <= now);
  if (unknown.length > 0) {
    const shares = await estimatedShares(
      db,
      unknown.map((test) => test.condition),
    );
    if (remembered.size + unknown.length > MAX_REMEMBERED_SHARES) remembered.clear();
    unknown.forEach((test, index) => remembered.set(test.key, { share: shares[index], until: now + SHARE_TTL_MS }));
  }
  return new Set(tests.filter((test) => (remembered.get(test.key)?.share ?? 0) > UNSELECTIVE_PRICE_SHARE).map((test) => test.key));
}

/** The filter parameters as SQL; a malformed one is refused with where the problem is. */
async function filterCondition(db: Database, filters: readonly string[], context: FilterContext): Promise<SQL | null> {
  if (filters.length === 0) return null;
  const unselectivePriceTestKeys = await unselectivePriceTests(db, filters);
  return refusingMalformed(() => filterToSql(filters, { ...context, unselectivePriceTests: unselectivePriceTestKeys }));
}

/** What a search statement found: the same for every viewer who sees the same products. */
interface Found {
  ids: number[];
  total: number;
  facets: Record<string, number>;
}

/**
 * Every table a search reads: the products and what they copy, their sellers, states and brands,
 * who sees which catalogue's products, the dictionary words, and what filters may name.
 */
const SEARCHED_TABLES = [
  'products',
  'sellers',
  'states',
  'districts',
  'brands',
  'categories',
  'catalogues',
  'catalogue_members',
  'catalogue_products',
  'catalogue_categories',
  'search_terms',
  'product_contract_buyers',
  'shipping_rules',
];

/**
 * What each search found, shared by every viewer it is the same for (the answer's hits are then
 * each viewer's own rows), until one of the tables it reads changes, in any process.
 */
const foundBy = untilChangedPerDatabase<Found>(SEARCHED_TABLES, 2000);

/**
 * What makes two searches find the same products: the request, which products the viewer may see
 * (its catalogue; visitors and buyers without one see the marketplace), seller names for a
 * by-seller search, and the buyer or the place when a filter depends on them. Null when it cannot
 * be told (a scope without a key): such a search is not kept.
 */
async function foundKey(db: Database, options: SearchOptions): Promise<string | null> {
  if (options.scope && options.scopeKey === undefined) return null;
  const needs = refusingMalformed(() => filterDependencies(options.filters));
  const catalogue = await catalogueOf(db, options.viewer.buyerId);
  return JSON.stringify([
    options.type,
    options.q,
    options.filters,
    options.sort ?? null,
    options.limit,
    options.offset,
    options.scopeKey ?? null,
    catalogue?.id ?? null,
    options.type === 'by-seller' && options.viewer.showSellerNames,
    needs.has('buyerId') ? options.viewer.buyerId : null,
    needs.has('place') ? [options.location.state, options.location.district] : null,
  ]);
}

/**
 * What a search finds (ids of its page, total, facets): searched (one search at a time on PGlite)
 * or, unless keep is false, what an earlier search the same for this viewer found.
 */
export async function findProducts(db: Database, options: SearchOptions, { keep = true }: { keep?: boolean } = {}): Promise<Found> {
  const key = keep ? await foundKey(db, options) : null;
  const find = () => oneSearchAtATime(db, () => search(db, options));
  return key === null ? find() : foundBy(db).get(key, find);
}

/**
 * GET /search: what it finds is searched (one search at a time on PGlite) and, unless keep is
 * false, kept for the next viewer it is the same for; the hits are the viewer's own rows.
 */
export async function searchProducts(
  db: Database,
  options: SearchOptions,
  { keep = true }: { keep?: boolean } = {},
): Promise<SearchResponse> {
  const found = await findProducts(db, options, { keep });
  const rows = await productRows(db, found.ids, options.viewer.buyerId);
  return {
    hits: rows.map((row) => toHit(row, options.viewer, options.location, options.images)),
    nbHits: found.total,
    estimatedTotalHits: found.total,
    query: options.q,
    offset: options.offset,
    limit: options.limit,
    facetDistribution: { 'seller.state': found.facets },
  };
}

async function search(db: Database, options: SearchOptions): Promise<Found> {
  // Shipping charges need the location's ids; only filters whose values depend on the place pay the lookup.
  const needsPlace = refusingMalformed(() => filterDependencies(options.filters)).has('place');
  const place = needsPlace ? await resolveLocation(db, options.location) : null;
  const filter = await filterCondition(db, options.filters, { buyerId: options.viewer.buyerId, place });
  const catalogue = await catalogueOf(db, options.viewer.buyerId);
  const base = narrow(narrow(listedInCatalogue(catalogue?.id ?? null), options.scope), filter);

  let match: { where: SQL; rank: SQL } | null = null;
  let fallback: { where: SQL; rank: SQL } | null = null;
  if (options.type === 'by-seller') {
    const ids = await matchingSellers(db, options.q, options.viewer);
    match = ids.length > 0 ? sellerProducts(ids) : null;
  } else {
    const text = await buildTextQuery(db, options.q);
    match = textMatch(text);
    fallback = substringMatch(text, options.q);
  }
  if (options.q.trim() !== '' && match === null) return { ids: [], total: 0, facets: {} };

  let result = await runSearch(db, options, base, match);
  if (result.total === 0 && fallback && options.type === 'by-product') result = await runSearch(db, options, base, fallback);
  return result;
}

/** Matches counted by seller state, states in name order. */
function stateFacets(counts: readonly [string, number][]): Record<string, number> {
  const facets: Record<string, number> = {};
  for (const [state, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) facets[state] = count;
  return facets;
}

async function runSearch(db: Database, options: SearchOptions, base: SQL, match: { where: SQL; rank: SQL } | null) {
  const cap = Math.max(MAX_TOTAL_HITS, options.offset + options.limit);
  // The total and the facets count the first `cap` matches; relevance ranks those same ones,
  // while a sort orders every match.
  const page = match && !options.sort ? { rank: match.rank } : { sort: options.sort };
  const summary = await searchPage(db, { base, match: match?.where ?? null }, cap, page, options.limit, options.offset);
  return { ids: summary.ids.map(Number), total: summary.total, facets: stateFacets(summary.stateCounts) };
}

/** The listed products the buyer (null: a visitor) may see matching search text q (all of them for an empty q). */
async function matching(db: Database, q: string, buyerId: number | null): Promise<SQL> {
  const match = q.trim() ? textMatch(await buildTextQuery(db, q)) : null;
  const catalogue = await catalogueOf(db, buyerId);
  return narrow(listedInCatalogue(catalogue?.id ?? null), match?.where);
}

/** The brands of the products matching q, by name. */
export async function searchBrands(db: Database, q: string, buyerId: number | null): Promise<string[]> {
  return brandsOf(db, await matching(db, q, buyerId));
}

/** The lowest and highest marketplace price (RM) of the products matching q. */
export async function searchPriceRange(db: Database, q: string, buyerId: number | null): Promise<{ min: number; max: number }> {
  return inRinggit(await priceRangeOf(db, await matching(db, q, buyerId)));
}

/** Brands, marketplace price range (RM) and seller-state facets of the products matching q. */
export async function searchFilterMetadata(db: Database, q: string, buyerId: number | null) {
  const where = await matching(db, q, buyerId);
  const [brands, range, matches] = await Promise.all([
    brandsOf(db, where),
    priceRangeOf(db, where),
    searchPage(db, { base: where, match: null }, MAX_TOTAL_HITS, { sort: undefined }, 0, 0),
  ]);
  return { brands, priceRange: inRinggit(range), sellerStates: stateFacets(matches.stateCounts) };
}
