/**
 * The compare table (spec 1 section 2.11) as a procurement record, laid out once for the PDF and
 * the Excel export: who exported it, when and for which delivery location, then one table a group
 * with a column for each compared product (the screen's empty slots are no part of a record).
 */
import type { CompareItem } from '../../src/contract/types';
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import { formatRM } from '../../src/lib/money';
import { deliveryTerm } from '../../src/lib/product-detail';
import { COMPARE_TEXT, shippingWords, type CompareText } from './compare-text';
import { malaysianTime } from './malaysian-time';

/** A number a spreadsheet keeps as a number: ringgit, or a whole count. */
export interface CompareFigure {
  value: number;
  format: 'money' | 'count';
}

/** What a cell reads, and the figure behind it when it is one. */
export interface CompareCell {
  text: string;
  figure?: CompareFigure;
}

export interface CompareTable {
  /** 'Comparison {n}'. */
  title: string;
  /** One column a compared product: its name. */
  columns: string[];
  /** The rows under the product names, each with one cell a column. */
  rows: { label: string; cells: CompareCell[] }[];
}

/** Who exported the table, when, and where the products were priced and shipped to. */
export interface CompareHeading {
  exportedAt: Date;
  company: string;
  user: { name: string; email: string };
  /** The request's state and district (null when it named none); null when no known state was chosen. */
  location: { state: string; district: string | null } | null;
}

/** The whole export: its heading, repeated on every page and worksheet, and one table a group. */
export interface CompareDocument {
  heading: CompareHeading;
  tables: CompareTable[];
  /** The language the tables were worded in (`compareTables`), for the words around them; English when not given. */
  language?: Language;
}

const text = (value: string): CompareCell => ({ text: value });
const money = (ringgit: number): CompareCell => ({ text: formatRM(ringgit), figure: { value: ringgit, format: 'money' } });
const count = (n: number): CompareCell => ({ text: String(n), figure: { value: n, format: 'count' } });

/** The chosen SKU by its code, its variant options beside it: 'SKU-149-1 (Size: S)'. */
function skuCell(item: CompareItem, words: CompareText): CompareCell {
  if (!item.sku) return text(words.notApplicable);
  return text(item.sku.label ? `${item.sku.sku} (${item.sku.label})` : item.sku.sku);
}

/** A charge in RM is a figure; free shipping, a restriction or a missing location stays the words the buyer read. */
function shippingCell(item: CompareItem, words: CompareText): CompareCell {
  const { charge, charge_number: amount, shipping_restricted: restricted } = item.product.shipping;
  return !restricted && amount > 0 ? money(amount) : text(shippingWords(charge, words));
}

/** The rows after Product, in the table's order, each with what a product shows there. */
const ROWS: readonly {
  label: Exclude<keyof CompareText, 'deliveryTermText'>;
  cell: (item: CompareItem, words: CompareText) => CompareCell;
}[] = [
  { label: 'price', cell: (item, words) => (item.sku ? money(item.sku.price) : text(words.notApplicable)) },
  { label: 'variantSku', cell: skuCell },
  {
    label: 'features',
    cell: (item, words) =>
      text(item.product.features.map((feature) => `${feature.lable}: ${feature.description}`).join('\n') || words.none),
  },
  { label: 'vendor', cell: (item) => text(item.product.seller.companyName) },
  {
    label: 'deliveryTerm',
    cell: (item, words) =>
      text(
        deliveryTerm(
          {
            delivery_term_from: item.product.delivery_term_from,
            delivery_term_to: item.product.delivery_term_to,
            default_delivery_term_from: null,
            default_delivery_term_to: null,
          },
          words.deliveryTermText,
        ),
      ),
  },
  {
    label: 'vendorRating',
    cell: (item, words) => text(fill(words.reviews, { rating: item.product.seller.rating, n: item.product.seller.total_review })),
  },
  { label: 'shippingCharge', cell: shippingCell },
  { label: 'moq', cell: (item) => count(item.product.moq) },
];

/** The first row's label: the product names head the columns. */
export const productRowLabel = (language: Language = 'en'): string => COMPARE_TEXT[language].product;

/** One table a group, groups in ascending number, a column for each of its products, worded in `language`. */
export function compareTables(groups: Readonly<Record<string, readonly CompareItem[]>>, language: Language = 'en'): CompareTable[] {
  const words = COMPARE_TEXT[language];
  return Object.keys(groups)
    .map(Number)
    .sort((a, b) => a - b)
    .map((group) => {
      const items = groups[String(group)];
      return {
        title: fill(words.title, { n: group }),
        columns: items.map((item) => item.product.product_name),
        rows: ROWS.map((row) => ({ label: words[row.label], cells: items.map((item) => row.cell(item, words)) })),
      };
    });
}

/** The heading as labelled lines: the date, the company, who exported it and the delivery location. */
export function headingLines(heading: CompareHeading, language: Language = 'en'): { label: string; text: string }[] {
  const { location, user } = heading;
  const words = COMPARE_TEXT[language];
  return [
    { label: words.date, text: malaysianTime(heading.exportedAt, words.locale) },
    { label: words.company, text: heading.company },
    { label: words.exportedBy, text: `${user.name} (${user.email})` },
    { label: words.location, text: location ? [location.state, location.district].filter(Boolean).join(', ') : words.notSpecified },
  ];
}
