/**
 * Patterns the OpenAPI document states for texts the server reads with a parser of its own (a
 * category token, a search filter, a quick order): each matches only texts that parser accepts,
 * so a client that follows the document is never refused; the parsers take more than the patterns
 * say (tests/server/document-patterns.test.ts checks both).
 */

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGITS = [...'0123456789'].map((digit) => digit.charCodeAt(0));
const escape = (char: string) => (/[A-Za-z0-9]/.test(char) ? char : `\\${char}`);
const anyOf = (texts: Iterable<string>) => {
  const unique = [...new Set(texts)];
  if (unique.length === 1) return unique[0];
  return unique.every((text) => text.replace(/^\\/, '').length === 1) ? `[${unique.join('')}]` : `(?:${unique.join('|')})`;
};

/**
 * The base64 of bytes drawn from these sets, as a pattern. Within a group of three bytes each
 * base64 character takes bits of at most two bytes; for 'cat_' and digits the second byte's top
 * half and the third byte's top two bits are the same for every member of its set, so the pattern
 * can spell each group as the first byte's two characters, then one character for each other
 * byte, and matches exactly those texts.
 */
function base64Of(byteSets: readonly (readonly number[])[]): string {
  const char = (bits: number) => escape(BASE64_ALPHABET[bits & 63]);
  let pattern = '';
  for (let at = 0; at < byteSets.length; at += 3) {
    const [first, second, third] = byteSets.slice(at, at + 3);
    const high = (set: readonly number[] | undefined, shift: number) => (set ? set[0] >> shift : 0);
    pattern += anyOf(first.map((byte) => char(byte >> 2) + char(((byte & 3) << 4) | high(second, 4))));
    pattern += second ? anyOf(second.map((byte) => char(((byte & 15) << 2) | high(third, 6)))) : '=';
    pattern += third ? anyOf(third.map((byte) => char(byte))) : '=';
  }
  return pattern;
}

/** Every valid category token (base64 of 'cat_' plus 1 to 9 digits), as a pattern the OpenAPI document states. */
export const CATEGORY_TOKEN_PATTERN = new RegExp(
  `^(?:${Array.from({ length: 9 }, (_, index) => base64Of([...[...'cat_'].map((char) => [char.charCodeAt(0)]), ...Array.from({ length: index + 1 }, () => DIGITS)])).join('|')})$`,
);

/** The attributes a search filter may name and the kind of value each takes (server/domain/search/filter-sql.ts is keyed by these). */
export const FILTER_ATTRIBUTE_TYPES = {
  recid: 'number',
  sl_id: 'number',
  category_id: 'number',
  make: 'string',
  material_id: 'string',
  is_alternative: 'boolean',
  min_price_in_cents: 'number',
  max_price_in_cents: 'number',
  total_stock: 'number',
  moq: 'number',
  rating: 'number',
  'seller.id': 'number',
  'seller.state': 'state',
  'seller.rating': 'number',
  'seller.is_contracted': 'boolean',
  'seller.is_active': 'boolean',
  'seller.is_hidden': 'boolean',
  shipping_cost_in_cents: 'number',
  free_shipping_locations: 'locations',
  conditional_free_shipping_locations: 'locations',
} as const;

/** How many filter expressions, conditions in one and values in one IN list the document's pattern allows: 10 x 10 stays within the parser's 100 conditions. */
export const DOCUMENTED_FILTERS = { expressions: 10, conditions: 10 } as const;

const names = (type: string) =>
  Object.entries(FILTER_ATTRIBUTE_TYPES)
    .filter(([, kind]) => kind === type || (type === 'text' && kind !== 'number' && kind !== 'boolean'))
    .map(([name]) => name.replace('.', '\\.'))
    .join('|');
/** White space the tokenizer skips, control characters but tabs and line breaks being refused before it. */
const GAP = '[ \\t\\r\\n]';
const NUMBER = '-?\\d{1,9}(?:\\.\\d{1,4})?';
const QUOTED = `(?:"[^"\\\\\\x00-\\x1f\\x7f]*"|'[^'\\\\\\x00-\\x1f\\x7f]*')`;
const listOf = (value: string) =>
  `${GAP}+(?:NOT${GAP}+)?IN${GAP}*\\[${GAP}*${value}(?:${GAP}*,${GAP}*${value}){0,${DOCUMENTED_FILTERS.conditions - 1}}${GAP}*\\]`;
const CONDITION = [
  `(?:${names('number')})(?:${GAP}*(?:!=|>=|<=|=|>|<)${GAP}*${NUMBER}|${GAP}+${NUMBER}${GAP}+TO${GAP}+${NUMBER})`,
  `(?:${names('boolean')})${GAP}*(?:!=|=)${GAP}*(?:true|false|1|0)`,
  `(?:${names('text')})${GAP}*(?:!=|=)${GAP}*${QUOTED}`,
].join('|');
const LISTS = `(?:${names('number')})${listOf(NUMBER)}|(?:${names('text')})${listOf(QUOTED)}`;

/**
 * A search filter expression as the document states it: up to 10 comparisons, ranges and
 * boolean tests joined by AND or OR (each may be negated with NOT), or one IN list of up to 10
 * values, over the attributes above with values of their kind. The parser also takes brackets,
 * lower-case keywords, bare words and longer lists.
 */
export const SEARCH_FILTER_PATTERN = new RegExp(
  `^${GAP}*(?:(?:NOT${GAP}+)?(?:${CONDITION})(?:${GAP}+(?:AND|OR)${GAP}+(?:NOT${GAP}+)?(?:${CONDITION})){0,${DOCUMENTED_FILTERS.conditions - 1}}|(?:NOT${GAP}+)?(?:${LISTS}))${GAP}*$`,
);

const LINE_BREAK = '(?:\\r\\n|\\r|\\n)';
/**
 * A quick order as the document states it: a first line of a SKU code and a whole-number quantity
 * (so it is no header and the list is not empty), then plain lines, at most `maxLines` in all.
 */
export const quickOrderPattern = (maxLines: number) =>
  new RegExp(
    `^[ \\t]*[^\\s,"\\x00-\\x1f\\x7f]+(?:[ \\t]*[,\\t][ \\t]*| +)\\d{1,9}[ \\t]*(?:${LINE_BREAK}[^\\x00-\\x08\\x0a-\\x1f\\x7f]*){0,${maxLines - 1}}$`,
  );
