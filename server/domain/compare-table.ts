/**
 * The compare table (spec 1 section 2.11) as a procurement record, laid out once for the PDF and
 * the Excel export: who exported it, when and for which delivery location, then one table a group
 * with a column for each compared product (the screen's empty slots are no part of a record).
 */
import type { CompareItem } from '../../src/contract/types';
import { formatRM } from '../../src/lib/money';
import { deliveryTerm } from '../../src/lib/product-detail';
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
}

const TEXT = {
  title: 'Comparison {n}',
  notApplicable: 'N/A',
  none: '-',
  reviews: '{rating} / 5 ({n} reviews)',
  date: 'Date',
  company: 'Company',
  exportedBy: 'Exported by',
  location: 'Delivery location',
  notSpecified: 'Not specified',
} as const;

const text = (value: string): CompareCell => ({ text: value });
const money = (ringgit: number): CompareCell => ({ text: formatRM(ringgit), figure: { value: ringgit, format: 'money' } });
const count = (n: number): CompareCell => ({ text: String(n), figure: { value: n, format: 'count' } });

/** The chosen SKU by its code, its variant options beside it: 'SKU-149-1 (Size: S)'. */
function skuCell(item: CompareItem): CompareCell {
  if (!item.sku) return text(TEXT.notApplicable);
  return text(item.sku.label ? `${item.sku.sku} (${item.sku.label})` : item.sku.sku);
}

/** A charge in RM is a figure; free shipping, a restriction or a missing location stays the words the buyer read. */
function shippingCell(item: CompareItem): CompareCell {
  const { charge, charge_number: amount, shipping_restricted: restricted } = item.product.shipping;
  return !restricted && amount > 0 ? money(amount) : text(charge);
}

/** The rows after Product, in the table's order, each with what a product shows there. */
const ROWS: readonly { label: string; cell: (item: CompareItem) => CompareCell }[] = [
  { label: 'Price', cell: (item) => (item.sku ? money(item.sku.price) : text(TEXT.notApplicable)) },
  { label: 'Variant SKU', cell: skuCell },
  {
    label: 'Features',
    cell: (item) => text(item.product.features.map((feature) => `${feature.lable}: ${feature.description}`).join('\n') || TEXT.none),
  },
  { label: 'Vendor', cell: (item) => text(item.product.seller.companyName) },
  {
    label: 'Delivery Term',
    cell: (item) =>
      text(
        deliveryTerm({
          delivery_term_from: item.product.delivery_term_from,
          delivery_term_to: item.product.delivery_term_to,
          default_delivery_term_from: null,
          default_delivery_term_to: null,
        }),
      ),
  },
  {
    label: 'Vendor Rating',
    cell: (item) =>
      text(TEXT.reviews.replace('{rating}', String(item.product.seller.rating)).replace('{n}', String(item.product.seller.total_review))),
  },
  { label: 'Shipping Charge', cell: shippingCell },
  { label: 'Minimum Order Quantity', cell: (item) => count(item.product.moq) },
];

/** The first row's label: the product names head the columns. */
export const PRODUCT_ROW_LABEL = 'Product';

/** One table a group, groups in ascending number, a column for each of its products. */
export function compareTables(groups: Readonly<Record<string, readonly CompareItem[]>>): CompareTable[] {
  return Object.keys(groups)
    .map(Number)
    .sort((a, b) => a - b)
    .map((group) => {
      const items = groups[String(group)];
      return {
        title: TEXT.title.replace('{n}', String(group)),
        columns: items.map((item) => item.product.product_name),
        rows: ROWS.map((row) => ({ label: row.label, cells: items.map(row.cell) })),
      };
    });
}

/** The heading as labelled lines: the date, the company, who exported it and the delivery location. */
export function headingLines(heading: CompareHeading): { label: string; text: string }[] {
  const { location, user } = heading;
  return [
    { label: TEXT.date, text: malaysianTime(heading.exportedAt) },
    { label: TEXT.company, text: heading.company },
    { label: TEXT.exportedBy, text: `${user.name} (${user.email})` },
    { label: TEXT.location, text: location ? [location.state, location.district].filter(Boolean).join(', ') : TEXT.notSpecified },
  ];
}
