/**
 * The Meilisearch-style filter expressions of GET /search (spec 1 sections 3 and 7):
 *
 *   expression := or
 *   or         := and ('OR' and)*
 *   and        := not ('AND' not)*
 *   not        := 'NOT' not | '(' expression ')' | condition
 *   condition  := attribute ('=' | '!=' | '>' | '>=' | '<' | '<=') value
 *               | attribute 'NOT'? 'IN' '[' value (',' value)* ','? ']'
 *               | attribute value 'TO' value
 *   value      := 'quoted' | "quoted" | bare word (letters, digits, '.', '-', '_', ':', '+')
 *
 * Keywords are case-insensitive. The parser only builds a tree; ./filter-sql.ts checks the
 * attributes against a whitelist and turns the tree into bound SQL.
 */

export class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'FilterSyntaxError';
  }
}

type ComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

export interface FilterValue {
  text: string;
  /** Quoted values are always strings; bare ones may be numbers. */
  quoted: boolean;
  position: number;
}

export type FilterNode =
  | { kind: 'and'; children: FilterNode[] }
  | { kind: 'or'; children: FilterNode[] }
  | { kind: 'not'; child: FilterNode }
  | { kind: 'compare'; attribute: string; attributePosition: number; operator: ComparisonOperator; value: FilterValue }
  | { kind: 'in'; attribute: string; attributePosition: number; negated: boolean; values: FilterValue[] }
  | { kind: 'range'; attribute: string; attributePosition: number; from: FilterValue; to: FilterValue };

type TokenType = 'word' | 'string' | 'op' | '(' | ')' | '[' | ']' | ',' | 'end';

interface Token {
  type: TokenType;
  text: string;
  position: number;
}

/** Longer than any sensible filter; bounds the work a request can ask for. */
const MAX_FILTER_LENGTH = 2000;
const MAX_DEPTH = 32;
/** Across all filter parameters: enough for every sidebar filter at once, few enough to stay fast. */
const MAX_CONDITIONS = 100;
const BARE = /[A-Za-z0-9_.\-:+]/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input[index];
    if (/\s/.test(char)) {
      index++;
      continue;
    }
    const start = index;
    if ('()[],'.includes(char)) {
      tokens.push({ type: char as TokenType, text: char, position: start });
      index++;
    } else if (char === '=' || char === '!' || char === '<' || char === '>') {
      const two = input.slice(index, index + 2);
      if (two === '!=' || two === '>=' || two === '<=') {
        tokens.push({ type: 'op', text: two, position: start });
        index += 2;
      } else if (char === '!') {
        throw new FilterSyntaxError(`Unexpected character '!' at position ${start}`, start);
      } else {
        tokens.push({ type: 'op', text: char, position: start });
        index++;
      }
    } else if (char === "'" || char === '"') {
      let text = '';
      index++;
      for (;;) {
        if (index >= input.length) throw new FilterSyntaxError(`Unterminated string starting at position ${start}`, start);
        const next = input[index];
        if (next === '\\' && index + 1 < input.length) {
          text += input[index + 1];
          index += 2;
        } else if (next === char) {
          index++;
          break;
        } else {
          text += next;
          index++;
        }
      }
      tokens.push({ type: 'string', text, position: start });
    } else if (BARE.test(char)) {
      while (index < input.length && BARE.test(input[index])) index++;
      tokens.push({ type: 'word', text: input.slice(start, index), position: start });
    } else {
      throw new FilterSyntaxError(`Unexpected character '${char}' at position ${start}`, start);
    }
  }
  tokens.push({ type: 'end', text: '', position: input.length });
  return tokens;
}

const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'IN', 'TO']);

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): FilterNode {
    const node = this.or();
    const token = this.peek();
    if (token.type !== 'end') throw this.unexpected(token, 'AND, OR or the end of the filter');
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private advance(): Token {
    return this.tokens[this.index++];
  }

  private isKeyword(token: Token, keyword: string): boolean {
    return token.type === 'word' && token.text.toUpperCase() === keyword;
  }

  private unexpected(token: Token, expected: string): FilterSyntaxError {
    const found = token.type === 'end' ? 'the end of the filter' : `'${token.text}'`;
    return new FilterSyntaxError(`Expected ${expected} at position ${token.position}, found ${found}`, token.position);
  }

  private or(): FilterNode {
    const children = [this.and()];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.advance();
      children.push(this.and());
    }
    return children.length === 1 ? children[0] : { kind: 'or', children };
  }

  private and(): FilterNode {
    const children = [this.not()];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.advance();
      children.push(this.not());
    }
    return children.length === 1 ? children[0] : { kind: 'and', children };
  }

  private not(): FilterNode {
    if (++this.depth > MAX_DEPTH)
      throw new FilterSyntaxError(`Filter nested too deeply at position ${this.peek().position}`, this.peek().position);
    try {
      const token = this.peek();
      if (this.isKeyword(token, 'NOT')) {
        this.advance();
        return { kind: 'not', child: this.not() };
      }
      if (token.type === '(') {
        this.advance();
        const node = this.or();
        const close = this.advance();
        if (close.type !== ')') throw this.unexpected(close, "')'");
        return node;
      }
      return this.condition();
    } finally {
      this.depth--;
    }
  }

  private condition(): FilterNode {
    const token = this.advance();
    if (token.type !== 'word' || KEYWORDS.has(token.text.toUpperCase()) || !ATTRIBUTE.test(token.text)) {
      throw this.unexpected(token, 'an attribute name');
    }
    const base = { attribute: token.text, attributePosition: token.position };
    const next = this.peek();
    if (next.type === 'op') {
      this.advance();
      return { kind: 'compare', ...base, operator: next.text as ComparisonOperator, value: this.value() };
    }
    if (this.isKeyword(next, 'IN') || this.isKeyword(next, 'NOT')) {
      this.advance();
      const negated = next.text.toUpperCase() === 'NOT';
      if (negated) {
        const inToken = this.advance();
        if (!this.isKeyword(inToken, 'IN')) throw this.unexpected(inToken, "'IN'");
      }
      return { kind: 'in', ...base, negated, values: this.list() };
    }
    if (next.type === 'word' || next.type === 'string') {
      const from = this.value();
      const to = this.advance();
      if (!this.isKeyword(to, 'TO')) throw this.unexpected(to, "'TO'");
      return { kind: 'range', ...base, from, to: this.value() };
    }
    throw this.unexpected(next, `an operator after '${token.text}'`);
  }

  private list(): FilterValue[] {
    const open = this.advance();
    if (open.type !== '[') throw this.unexpected(open, "'['");
    const values: FilterValue[] = [];
    while (this.peek().type !== ']') {
      values.push(this.value());
      const separator = this.peek();
      if (separator.type === ',') this.advance();
      else if (separator.type !== ']') throw this.unexpected(separator, "',' or ']'");
    }
    this.advance();
    if (values.length === 0) throw new FilterSyntaxError(`Empty list at position ${open.position}`, open.position);
    return values;
  }

  private value(): FilterValue {
    const token = this.advance();
    if (token.type === 'string') return { text: token.text, quoted: true, position: token.position };
    if (token.type === 'word' && !KEYWORDS.has(token.text.toUpperCase()))
      return { text: token.text, quoted: false, position: token.position };
    throw this.unexpected(token, 'a value');
  }
}

/** Parses one filter expression; throws FilterSyntaxError with the position of the problem. */
export function parseFilter(input: string): FilterNode {
  if (input.length > MAX_FILTER_LENGTH)
    throw new FilterSyntaxError(`Filter longer than ${MAX_FILTER_LENGTH} characters`, MAX_FILTER_LENGTH);
  if (input.trim() === '') throw new FilterSyntaxError('Empty filter', 0);
  return new Parser(tokenize(input)).parse();
}

/** Comparisons and ranges count one each, IN lists one per value. */
function conditionCount(node: FilterNode): number {
  switch (node.kind) {
    case 'and':
    case 'or':
      return node.children.reduce((sum, child) => sum + conditionCount(child), 0);
    case 'not':
      return conditionCount(node.child);
    case 'in':
      return node.values.length;
    default:
      return 1;
  }
}

/** Several filter parameters all apply: their trees joined by AND. */
export function parseFilters(inputs: readonly string[]): FilterNode | null {
  const nodes = inputs.filter((input) => input.trim() !== '').map(parseFilter);
  if (nodes.length === 0) return null;
  const conditions = nodes.reduce((sum, node) => sum + conditionCount(node), 0);
  if (conditions > MAX_CONDITIONS)
    throw new FilterSyntaxError(`At most ${MAX_CONDITIONS} conditions in all filters, found ${conditions}`, 0);
  return nodes.length === 1 ? nodes[0] : { kind: 'and', children: nodes };
}
