import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SearchSort } from '../../src/contract/types';
import type { Database } from '../db/client';
import { products, sellers, states } from '../db/schema';
import { fromProducts } from './products';
import { rowsOf } from './search-text';

export interface Candidate {
  id: number;
  state: string;
  rank: number;
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

/**
 * Visible sellers whose company name holds `text` (as a substring) or, for 'typo', a word within
 * typo distance of it (pg_trgm word similarity); the most similar first, at most `limit`.
 */
export async function sellerIdsByName(db: Database, text: string, how: 'substring' | 'typo', limit: number): Promise<number[]> {
  const match = how === 'substring' ? sql`${sellers.companyName} ilike ${`%${escapeLike(text)}%`}` : sql`${text} <% ${sellers.companyName}`;
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(sql`${visibleSeller} and ${match}`)
    .orderBy(sql`word_similarity(${text}, ${sellers.companyName}) desc`, asc(sellers.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Products of the given sellers, ranked in the sellers' order. */
export function sellerProducts(ids: readonly number[]): { where: SQL; rank: SQL } {
  const list = sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`;
  return { where: sql`${products.sellerId} = any(${list})`, rank: sql`-array_position(${list}, ${products.sellerId})` };
}

/**
 * The first `cap` products matching `where`, in one pass over the index, with their seller's
 * state and `rank` (0 without one): what totals, facets and relevance are read from.
 */
export async function firstMatches(db: Database, where: SQL, cap: number, rank: SQL | null): Promise<Candidate[]> {
  return rowsOf<Candidate>(
    await db.execute(sql`
      select ${products.id} as id, ${states.name} as state, ${rank ?? sql`0`}::float8 as rank from ${products}
      join ${sellers} on ${sellers.id} = ${products.sellerId}
      join ${states} on ${states.id} = ${sellers.stateId}
      left join brands on brands.id = ${products.brandId}
      where ${where} limit ${cap}`),
  );
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

/** The ids of one page of the products matching `where`, in the sort's order. */
export async function sortedPage(db: Database, where: SQL, sort: SearchSort | undefined, limit: number, offset: number): Promise<number[]> {
  const rows = (await fromProducts(db, { id: products.id })
    .where(where)
    .orderBy(...sortOrder(sort))
    .limit(limit)
    .offset(offset)) as unknown as { id: number }[];
  return rows.map((row) => row.id);
}
