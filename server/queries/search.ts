import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SearchSort } from '../../src/contract/types';
import type { Database } from '../db/client';
import { products, sellers, states } from '../db/schema';
import { rowsOf } from './search-text';

/** What one search statement answers: the capped total, the facet counts and one page of ids. */
export interface MatchSummary {
  /** Matches counted up to the cap. */
  total: number;
  /** [state name, matches] over the same capped matches, in no particular order. */
  stateCounts: [string, number][];
  /** The page's product ids, in order. */
  ids: number[];
}

const visibleSeller = sql`${sellers.active} = 'Y' and not ${sellers.hidden}`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `base`, narrowed by `extra` when there is one. */
export function narrow(base: SQL, extra: SQL | null | undefined): SQL {
  return extra ? (and(base, extra) as SQL) : base;
}

/** The visible seller with this id, as a list of none or one. */
export async function visibleSellerIds(db: Database, id: number): Promise<number[]> {
  const rows = await db.select({ id: sellers.id }).from(sellers).where(sql`${sellers.id} = ${id} and ${visibleSeller}`);
  return rows.map((row) => row.id);
}

/** An int[] as one bound parameter, however many ids: `{1,2,3}`. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * Visible sellers whose company name holds `text` (as a substring) or, for 'typo', a word within
 * typo distance of it (pg_trgm word similarity); the most similar first, at most `limit`. They
 * come back as one array, not a row each.
 */
export async function sellerIdsByName(db: Database, text: string, how: 'substring' | 'typo', limit: number): Promise<number[]> {
  const match = how === 'substring' ? sql`${sellers.companyName} ilike ${`%${escapeLike(text)}%`}` : sql`${text} <% ${sellers.companyName}`;
  const [row] = rowsOf<{ ids: number[] }>(
    await db.execute(sql`select array(
      select ${sellers.id} from ${sellers} where ${visibleSeller} and ${match}
      order by word_similarity(${text}, ${sellers.companyName}) desc, ${sellers.id} limit ${limit}) as ids`),
  );
  return row.ids.map(Number);
}

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/** The plan the planner would choose for a statement, with its estimates (nothing is read). */
async function planOf(db: Database, statement: SQL): Promise<PlanNode> {
  const [row] = rowsOf<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(await db.execute(sql`explain (format json) ${statement}`));
  return row['QUERY PLAN'][0].Plan;
}

/** Each statement's plan, asked one statement after the other. */
async function plansOneByOne(db: Database, statements: readonly SQL[]): Promise<PlanNode[]> {
  const plans: PlanNode[] = [];
  for (const statement of statements) plans.push(await planOf(db, statement));
  return plans;
}

/**
 * The planner's estimate of the share of products (0 to 1) each condition keeps. One statement
 * asks for all of them: the whole table and each condition are the branches of a union, which the
 * plan keeps in order with an estimate each. Should the planner drop a branch, each is asked alone.
 */
export async function estimatedShares(db: Database, conditions: readonly SQL[]): Promise<number[]> {
  if (conditions.length === 0) return [];
  const branches = [sql`true`, ...conditions].map((condition) => sql`select 1 from ${products} where ${condition}`);
  const plan = await planOf(db, sql.join(branches, sql` union all `));
  const planned = plan['Node Type'] === 'Append' && plan.Plans?.length === branches.length ? plan.Plans : await plansOneByOne(db, branches);
  const [all, ...kept] = planned.map((branch) => branch['Plan Rows']);
  return kept.map((rows) => (all > 0 ? Math.min(1, rows / all) : 0));
}

/**
 * Products of the given sellers, ranked in the sellers' order. The ids go as one array and the
 * order as a JSON map from seller to place, so a thousand sellers cost two parameters and a
 * lookup per product rather than a thousand of each.
 */
export function sellerProducts(ids: readonly number[]): { where: SQL; rank: SQL } {
  const places = JSON.stringify(Object.fromEntries(ids.map((id, index) => [id, index + 1])));
  return { where: sql`${products.sellerId} = any(${intArray(ids)})`, rank: sql`-((${places}::jsonb) ->> ${products.sellerId}::text)::int` };
}

/**
 * The FROM clause of the search statements. The seller's visibility, state and rating are copied
 * onto the product, so the joins are left joins PostgreSQL leaves out unless a filter names the
 * seller's, state's or brand's columns.
 */
const searchedProducts = sql`${products}
      left join ${sellers} on ${sellers.id} = ${products.sellerId}
      left join ${states} on ${states.id} = ${products.sellerStateId}
      left join brands on brands.id = ${products.brandId}`;

/** How a search's page is ordered: by relevance, or by a sort (by id without one). */
export type PageOrder = { rank: SQL } | { sort: SearchSort | undefined };

/**
 * How many matches a sorted text search reads ahead, as a multiple of the `cap` it counts: when
 * they are all of its matches, the page is sorted from them.
 */
const SORT_READ_AHEAD = 2;
/**
 * A text search sorted by price or date first walks the sort's index, testing the text on at most
 * this many products: where matches are dense (a common word) a page is found in the first few
 * dozen, and only the `cap` counted matches are read. Where they are sparse in the sort's order (a
 * word in 2% of products, all of them dear: walking the price index read 17,600 rows for a page at
 * 100,000 products, 65,000 at a million), the walk gives up; the page is then sorted from the
 * matches read ahead when they are all of them, and otherwise from every match found through the
 * text index.
 */
const SORT_WALK_ROWS = 2000;

/**
 * One statement for a search: the first `cap` products matching (one pass over the index),
 * counted in total and by seller state, and one page of ids. By relevance (`rank`, highest first,
 * then id) the page is taken from those same capped matches; with a sort it is taken from every
 * match in the sort's order (by id without one). The database does the counting and ordering, so
 * only a page of ids crosses to the server, whatever the number of matches.
 */
export async function searchPage(
  db: Database,
  where: { base: SQL; match: SQL | null },
  cap: number,
  order: PageOrder,
  limit: number,
  offset: number,
  walkRows = SORT_WALK_ROWS,
): Promise<MatchSummary> {
  const all = narrow(where.base, where.match);
  const byRank = 'rank' in order;
  const sortedText = !byRank && where.match !== null;
  const readAhead = sortedText ? cap * SORT_READ_AHEAD : cap;
  const sort = byRank ? undefined : order.sort;
  const sorted = (condition: SQL, columns: SortColumns) =>
    sql`array(select ${products.id} from ${searchedProducts} where ${condition} order by ${sortOrder(sort, columns)} limit ${limit} offset ${offset})`;
  let ids: SQL;
  if (byRank) ids = sql`array(select id from matches order by rank desc, id limit ${limit} offset ${offset})`;
  else if (!sortedText) ids = sorted(all, products);
  else {
    const fromMatches = sql`array(select id from matches order by ${sortOrder(sort, matchColumns)} limit ${limit} offset ${offset})`;
    const indexed = sort === 'min_price_in_cents:asc' || sort === 'min_price_in_cents:desc' || sort === 'created_at:desc';
    // 'offset 0' keeps the walk a subquery of its own: pulled up, its array was built twice, once
    // for the test and once for the page.
    const walk = sql`(select page.ids[${offset + 1}:${offset + limit}] from (select array(
        select id from (select ${products.id} as id, ${where.match} as hit from ${searchedProducts} where ${where.base}
          order by ${sortOrder(sort, products)} limit ${walkRows}) as walked
        where hit limit ${offset + limit}) as ids offset 0) as page
      where cardinality(page.ids) = ${offset + limit})`;
    const fromReadAhead = (otherwise: SQL) =>
      sql`case when (select count(*) from matches) < ${readAhead} then ${fromMatches} else ${otherwise} end`;
    ids = indexed ? sql`coalesce(${walk}, ${fromReadAhead(sorted(all, unindexedColumns))})` : fromReadAhead(sorted(all, products));
  }
  // Matches come out of the materialised list in the order they were found, so 'limit cap' takes
  // the same first `cap` whatever is read ahead. A page past the counted matches is empty without
  // being looked for (a search that matches nothing reads the table once, not twice).
  const [row] = rowsOf<MatchSummary>(
    await db.execute(sql`
      with matches as materialized (
        select ${products.id} as id, ${products.sellerStateId} as state_id, ${byRank ? order.rank : sql`0`}::float8 as rank,
          ${products.actMinPrice} as price, ${products.createdAt} as created_at, ${products.sellerRating} as seller_rating
        from ${searchedProducts} where ${all} limit ${readAhead}),
      counted as (select * from matches limit ${cap})
      select totals.total,
        (select coalesce(json_agg(json_build_array(${states.name}, counts.n)), '[]') from (select state_id, count(*)::int as n from counted group by state_id) as counts
          join ${states} on ${states.id} = counts.state_id) as "stateCounts",
        case when totals.total > ${offset} then ${ids} else '{}'::int[] end as ids
      from (select count(*)::int as total from counted) as totals`),
  );
  return row;
}

interface SortColumns {
  actMinPrice: SQL | AnyColumn;
  createdAt: SQL | AnyColumn;
  sellerRating: SQL | AnyColumn;
  id: SQL | AnyColumn;
}

/** The product columns as expressions no index serves, so the planner sorts what the text index finds. */
const unindexedColumns: SortColumns = {
  actMinPrice: sql`(${products.actMinPrice} + 0)`,
  createdAt: sql`(${products.createdAt} + interval '0 seconds')`,
  sellerRating: products.sellerRating,
  id: products.id,
};

/** The columns of the `matches` list, by the product columns they copy. */
const matchColumns: SortColumns = { actMinPrice: sql`price`, createdAt: sql`created_at`, sellerRating: sql`seller_rating`, id: sql`id` };

/** The ORDER BY list of a sorted search; without a sort (and without a query to rank by), by id. */
function sortOrder(sort: SearchSort | undefined, columns: SortColumns): SQL {
  switch (sort) {
    case 'min_price_in_cents:asc':
      return sql`${columns.actMinPrice} asc, ${columns.id} asc`;
    case 'min_price_in_cents:desc':
      return sql`${columns.actMinPrice} desc, ${columns.id} asc`;
    case 'created_at:desc':
      return sql`${columns.createdAt} desc, ${columns.id} asc`;
    case 'seller.rating:desc':
      return sql`${columns.sellerRating} desc, ${columns.id} asc`;
    default:
      return sql`${columns.id} asc`;
  }
}
