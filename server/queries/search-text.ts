import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';

export interface TextQuery {
  words: string[];
  /** The tsquery text (bound as a parameter); null for an empty query. */
  tsquery: string | null;
}

/** Rows of db.execute on either driver (node-postgres returns { rows }, PGlite too; drizzle may return an array). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Dictionary words (search_terms, the words of product names) that may be meant by each search
 * word: equal, extending it, or alike by pg_trgm similarity, which narrows before edit distance decides.
 */
export async function termCandidates(db: Database, words: readonly string[]): Promise<{ word: string; term: string }[]> {
  const list = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  // One JSON value rather than a row per pair: the embedded engine hands it over much faster.
  const [row] = rowsOf<{ pairs: { word: string; term: string }[] | null }>(
    await db.execute(sql`
      select json_agg(json_build_object('word', w.word, 'term', t.term)) as pairs from unnest(${list}) as w(word)
      join search_terms t on t.term = w.word or t.term like w.word || '%' or similarity(t.term, w.word) >= 0.2`),
  );
  return row?.pairs ?? [];
}

/** The full-text condition and rank of a text query. */
export function textMatch(query: TextQuery): { where: SQL; rank: SQL } | null {
  if (!query.tsquery) return null;
  const tsquery = sql`to_tsquery('simple', ${query.tsquery})`;
  return { where: sql`${products.searchVector} @@ ${tsquery}`, rank: sql`ts_rank(${products.searchVector}, ${tsquery})` };
}

/**
 * Partial words inside names ('ask' in 'mask'), through the trigram index, ranked by the names'
 * similarity to the search text `q`; the fallback when full text finds nothing.
 */
export function substringMatch(query: TextQuery, q: string): { where: SQL; rank: SQL } | null {
  const words = query.words.filter((word) => word.length >= 3);
  if (words.length === 0) return null;
  return {
    where: sql`(${sql.join(
      words.map((word) => sql`${products.name} ilike ${`%${word}%`}`),
      sql` and `,
    )})`,
    rank: sql`similarity(${products.name}, ${q})`,
  };
}
