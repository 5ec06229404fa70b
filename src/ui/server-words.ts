import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { NOT_AVAILABLE, NOT_SHIPPED, ONLY_AVAILABLE_IN } from '../lib/add-to-cart';
import { VENDOR_MINIMUM_MESSAGE } from '../lib/cart';
import { fill } from '../lib/fill';
import { PRICE_LIMIT_EXCEEDED } from '../lib/price-limit';
import { SHIPPING_TEXT } from '../lib/product-detail';
import { NO_OTHER_APPROVER_MESSAGE, OVER_BUDGET_MESSAGE } from '../lib/workflow';
import { INSUFFICIENT_STOCK_MESSAGE, MOQ_MESSAGE, OUT_OF_STOCK_MESSAGE } from '../lib/stock-error';
import { $language, catalogue } from '../store/language';

/**
 * Text the server words itself inside an answer that succeeded (a cart line's problem, a product's
 * shipping or restriction, a seller's minimum), as the templates in src/lib that both tiers share
 * write it. In another language each is worded again from what fills its placeholders.
 */
const serverWords = {
  notAvailable: NOT_AVAILABLE,
  notShipped: NOT_SHIPPED,
  onlyAvailableIn: ONLY_AVAILABLE_IN,
  outOfStock: OUT_OF_STOCK_MESSAGE,
  insufficientStock: INSUFFICIENT_STOCK_MESSAGE,
  moq: MOQ_MESSAGE,
  freeShipping: SHIPPING_TEXT.free,
  vendorMinimum: VENDOR_MINIMUM_MESSAGE,
  priceLimit: `${PRICE_LIMIT_EXCEEDED} for {name}: Maximum {maximum} per unit`,
  overBudget: OVER_BUDGET_MESSAGE,
  noOtherApprover: NO_OTHER_APPROVER_MESSAGE,
} as const;

const $serverWords = catalogue('server-words', serverWords, () => import('./server-words.ms'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Placeholders that hold a whole number: a name before them may hold any words, ' is ' among them. */
const NUMBERS = new Set(['available', 'requested', 'moq']);

/** Each template as a pattern: a placeholder matches any text, and the same text again where it repeats. */
const patterns = Object.entries(serverWords).map(([key, template]) => {
  const seen = new Set<string>();
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return NUMBERS.has(name) ? `(?<${name}>\\d+)` : `(?<${name}>.+?)`;
    })
    .join('');
  return { key: key as keyof typeof serverWords, pattern: new RegExp(`^${source}$`) };
});

/** Which template `text` was written from, with what filled it; null for text of no template. */
export function readServerWords(text: string): { key: keyof typeof serverWords; values: Record<string, string> } | null {
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
}

/** Words the server put in an answer, in the language in force: English as sent; another language's words for a known template, else as sent. */
export function useServerWords(): (text: string) => string {
  const language = useStore($language);
  const t = useStore($serverWords);
  return useCallback(
    (text: string) => {
      if (language === 'en') return text;
      const read = readServerWords(text);
      return read ? fill(t[read.key], read.values) : text;
    },
    [language, t],
  );
}
