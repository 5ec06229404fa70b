import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { allowedTypos, editDistance, searchWords, toTsQuery, type QueryWord } from '../domain/listing';

export interface TextQuery {
  words: string[];
  /** The tsquery text (bound as a parameter); null for an empty query. */
  tsquery: string | null;
}

/**
 * Turns search text into a tsquery: each word as typed (the last one as a prefix, for partial
 * words), plus dictionary words within the allowed typos. The dictionary (search_terms) holds
 * the words of product names; pg_trgm similarity narrows it before the edit distance decides.
 */
export async function buildTextQuery(db: Database, text: string): Promise<TextQuery> {
  const words = searchWords(text);
  if (words.length === 0) return { words, tsquery: null };
  const list = sql`array[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]`;
  const result = await db.execute<{ word: string; term: string }>(sql`
    select w.word, t.term from unnest(${list}) as w(word)
    join search_terms t on t.term = w.word or t.term like w.word || '%' or similarity(t.term, w.word) >= 0.2`);
  const candidates = new Map<string, string[]>();
  for (const row of rowsOf<{ word: string; term: string }>(result)) candidates.set(row.word, [...(candidates.get(row.word) ?? []), row.term]);
  const query: QueryWord[] = words.map((word, index) => {
    const prefix = index === words.length - 1;
    const terms = candidates.get(word) ?? [];
    const known = terms.some((term) => term === word || (prefix && term.startsWith(word)));
    const typos = allowedTypos(word);
    const corrections = known || typos === 0 ? [] : terms.filter((term) => editDistance(word, term) <= typos).slice(0, 5);
    return { word, prefix, corrections };
  });
  return { words, tsquery: toTsQuery(query) };
}

/** The full-text condition and rank of a text query. */
export function textMatch(query: TextQuery): { where: SQL; rank: SQL } | null {
  if (!query.tsquery) return null;
  const tsquery = sql`to_tsquery('simple', ${query.tsquery})`;
  return { where: sql`${products.searchVector} @@ ${tsquery}`, rank: sql`ts_rank(${products.searchVector}, ${tsquery})` };
}

/** Partial words inside names ('ask' in 'mask'), through the trigram index; the fallback when full text finds nothing. */
export function substringMatch(query: TextQuery): SQL | null {
  const words = query.words.filter((word) => word.length >= 3);
  if (words.length === 0) return null;
  return sql`(${sql.join(words.map((word) => sql`${products.name} ilike ${`%${word}%`}`), sql` and `)})`;
}

/** Rows of db.execute on either driver (node-postgres returns { rows }, PGlite too; drizzle may return an array). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
