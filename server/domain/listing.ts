/** Search text rules: the words of a query, typo tolerance and the tsquery built from them. */

/** The words of a search query: lowercase letters and digits, at most 8 words of 40 characters. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40))
    .slice(0, 8);
}

/** Typos tolerated in a word (Meilisearch-like, but one typo from 4 letters so 'maks' finds 'mask'). */
export function allowedTypos(word: string): number {
  if (/\d/.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

export interface QueryWord {
  word: string;
  /** Match words starting with it (the last word, as the user may still be typing). */
  prefix: boolean;
  /** Dictionary words within the allowed typos. */
  corrections: string[];
}

/**
 * A tsquery text for to_tsquery('simple', ...): every word must match, each as itself, as a
 * prefix when it is the last word, or as one of its corrections. Words are [\p{L}\p{N}]+ only,
 * so nothing in the text is tsquery syntax.
 */
export function toTsQuery(words: readonly QueryWord[]): string {
  return words
    .map(({ word, prefix, corrections }) => {
      const options = [prefix ? `${word}:*` : word, ...corrections.filter((correction) => correction !== word)];
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(' & ');
}
