/** The compare table as the buyer sees it (spec 1 section 2.11), laid out once for the PDF and the Excel export. */
import type { CompareItem } from '../../src/contract/types';
import { COMPARE_GROUP_LIMIT } from '../../src/lib/compare';
import { formatRM } from '../../src/lib/money';
import { deliveryTerm } from '../../src/lib/product-detail';

export interface CompareTable {
  /** 'Comparison {n}'. */
  title: string;
  /** One column a slot: the product's name, or 'Empty Slot'. */
  columns: string[];
  /** The rows under the product names, each with one cell a column. */
  rows: { label: string; cells: string[] }[];
}

const TEXT = {
  title: 'Comparison {n}',
  emptySlot: 'Empty Slot',
  notApplicable: 'N/A',
  none: '-',
  reviews: '{rating} / 5 ({n} reviews)',
} as const;

/** The rows after Product, in the table's order, each with what a product shows there. */
const ROWS: readonly { label: string; cell: (item: CompareItem) => string }[] = [
  { label: 'Price', cell: (item) => (item.sku ? formatRM(item.sku.price) : TEXT.notApplicable) },
  // A SKU selector appears only when there is more than one SKU to choose from.
  { label: 'Variant SKU', cell: (item) => (item.product.skus.length > 1 && item.sku ? item.sku.sku : TEXT.notApplicable) },
  { label: 'Features', cell: (item) => item.product.features.map((feature) => `${feature.lable}: ${feature.description}`).join('\n') || TEXT.none },
  { label: 'Vendor', cell: (item) => item.product.seller.companyName },
  {
    label: 'Delivery Term',
    cell: (item) =>
      deliveryTerm({ delivery_term_from: item.product.delivery_term_from, delivery_term_to: item.product.delivery_term_to, default_delivery_term_from: null, default_delivery_term_to: null }),
  },
  { label: 'Vendor Rating', cell: (item) => TEXT.reviews.replace('{rating}', String(item.product.seller.rating)).replace('{n}', String(item.product.seller.total_review)) },
  { label: 'Shipping Charge', cell: (item) => item.product.shipping.charge },
  { label: 'Minimum Order Quantity', cell: (item) => String(item.product.moq) },
];

/** The first row's label: the product names head the columns. */
export const PRODUCT_ROW_LABEL = 'Product';

/** One table a group, groups in ascending number, each with its 4 slots. */
export function compareTables(groups: Readonly<Record<string, readonly CompareItem[]>>): CompareTable[] {
  return Object.keys(groups)
    .map(Number)
    .sort((a, b) => a - b)
    .map((group) => {
      const items = groups[String(group)];
      const empty = Math.max(0, COMPARE_GROUP_LIMIT - items.length);
      return {
        title: TEXT.title.replace('{n}', String(group)),
        columns: [...items.map((item) => item.product.product_name), ...Array<string>(empty).fill(TEXT.emptySlot)],
        rows: ROWS.map((row) => ({ label: row.label, cells: [...items.map(row.cell), ...Array<string>(empty).fill('')] })),
      };
    });
}
