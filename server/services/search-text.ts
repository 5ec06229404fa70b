import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { allowedTypos, editDistance, searchWords, toTsQuery, type QueryWord } from '../domain/listing';
import { termCandidates, type TextQuery } from '../queries/search-text';

/** The dictionary words each search's words may mean, until the dictionary changes. */
const candidatesOf = untilChangedPerDatabase<{ word: string; term: string }[]>(['search_terms'], 1000);

/**
 * Turns search text into a tsquery: each word as typed (the last one as a prefix, for partial
 * words), plus dictionary words within the allowed typos.
 */
export async function buildTextQuery(db: Database, text: string): Promise<TextQuery> {
  const words = searchWords(text);
  if (words.length === 0) return { words, tsquery: null };
  const candidates = new Map<string, string[]>();
  const rows = await candidatesOf(db).get(words.join(' '), () => termCandidates(db, words));
  for (const row of rows) candidates.set(row.word, [...(candidates.get(row.word) ?? []), row.term]);
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
