import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { catalogues } from './accounts';
import { products } from './catalog';

/** A variant axis of a product, e.g. Size. */
export const variants = pgTable(
  'variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('variants_product_idx').on(t.productId)],
);

export const variantOptions = pgTable(
  'variant_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
  },
  (t) => [index('variant_options_variant_idx').on(t.variantId)],
);

/** Prices in sen: `actPrice` is what the buyer pays, `price` the list price it is discounted from. */
export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    price: integer('price').notNull(),
    actPrice: integer('act_price').notNull(),
    stock: integer('stock').notNull().default(0),
    moq: integer('moq').notNull().default(1),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  // Orders hold stock at submit; it never goes below zero, however many buyers submit at once.
  (t) => [index('skus_product_idx').on(t.productId), check('skus_stock_not_negative', sql`${t.stock} >= 0`)],
);

export const skuOptions = pgTable(
  'sku_options',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => variantOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.optionId] }), index('sku_options_option_idx').on(t.optionId)],
);

/** Published volume prices of a SKU, in sen. */
export const bulkPriceTiers = pgTable(
  'bulk_price_tiers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [index('bulk_price_tiers_sku_idx').on(t.skuId)],
);

/** A catalogue's contract price of a SKU, in sen; a SKU without one keeps its own price. */
export const catalogueSkuPrices = pgTable(
  'catalogue_sku_prices',
  {
    catalogueId: integer('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.catalogueId, t.skuId] }), check('catalogue_sku_prices_price_positive', sql`${t.price} > 0`)],
);
