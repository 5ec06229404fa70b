import { sql, type SQL } from 'drizzle-orm';
import { boolean, char, customType, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { buyers, catalogues } from './accounts';
import { sellers } from './sellers';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Three levels; ids are assigned so the COVID care ids (2756..2761) stay fixed. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The UNSPSC commodity code procurement systems classify the category's products by; null when unknown. */
    unspsc: text('unspsc'),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'categories_parent_fk' }),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brandId: integer('brand_id').references(() => brands.id),
    model: text('model').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    moq: integer('moq').notNull().default(1),
    /** Above 0, the cart's quantity may not exceed the SKU's stock (spec 2 section 9). */
    limitAddToCart: integer('limit_add_to_cart').notNull().default(0),
    materialId: text('material_id'),
    isAlternative: boolean('is_alternative').notNull().default(false),
    isContracted: boolean('is_contracted').notNull().default(false),
    listingType: text('listing_type').notNull().default('marketplace'),
    availability: char('availability', { length: 1 }).notNull().default('Y'),
    isVariant: char('is_variant', { length: 1 }).notNull().default('N'),
    rating: smallint('rating').notNull().default(0),
    totalReview: integer('total_review').notNull().default(0),
    warrantyDescription: text('warranty_description'),
    replacementPolicyDescription: text('replacement_policy_description'),
    deliveryTermFrom: smallint('delivery_term_from'),
    deliveryTermTo: smallint('delivery_term_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Derived from the SKUs and shipping rules for listings and search (services/product-derived.ts).
    /** List prices of the SKUs, in sen. */
    minPrice: integer('min_price').notNull().default(0),
    maxPrice: integer('max_price').notNull().default(0),
    /** What the buyer pays (act_price) across the SKUs, in sen; 0 keeps the product out of listings. */
    actMinPrice: integer('act_min_price').notNull().default(0),
    actMaxPrice: integer('act_max_price').notNull().default(0),
    totalStock: integer('total_stock').notNull().default(0),
    primarySkuId: integer('primary_sku_id'),
    /** Location keys (state.district, state.all, all.all) where shipping is free, conditionally free, or not offered. */
    freeShippingLocations: text('free_shipping_locations').array().notNull().default(sql`'{}'::text[]`),
    conditionalFreeShippingLocations: text('conditional_free_shipping_locations').array().notNull().default(sql`'{}'::text[]`),
    unshippedLocations: text('unshipped_locations').array().notNull().default(sql`'{}'::text[]`),
    // Copied from the seller by triggers (migration 0008), so listings and search read one table:
    /** The seller is active and not hidden. */
    sellerListed: boolean('seller_listed').notNull().default(true),
    sellerStateId: integer('seller_state_id'),
    sellerRating: smallint('seller_rating').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(${products.name}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${products.model}, '')), 'B') || setweight(to_tsvector('simple', coalesce(${products.description}, '')), 'C')`,
    ),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_seller_idx').on(t.sellerId),
    index('products_brand_idx').on(t.brandId),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // With the max price beside it, a walk in price order skips unlisted (price 0) products in the index, without reading them.
    index('products_act_min_price_idx').on(t.actMinPrice, t.actMaxPrice),
    index('products_created_at_idx').on(t.createdAt),
  ],
);

/** Contracted items are visible as contracted to these buyers. */
export const productContractBuyers = pgTable(
  'product_contract_buyers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.buyerId] })],
);

export const productFeatures = pgTable(
  'product_features',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('product_features_product_idx').on(t.productId)],
);

export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    catalogueId: integer('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.catalogueId, t.categoryId] })],
);

export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    catalogueId: integer('catalogue_id')
      .notNull()
      .references(() => catalogues.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.catalogueId, t.productId] })],
);

/**
 * Which catalogue a company shops from (at most one). A member sees its catalogue's products at the
 * catalogue's prices; a product listed as 'catalogue' is seen by its catalogues' members only.
 */
export const catalogueMembers = pgTable('catalogue_members', {
  buyerId: integer('buyer_id')
    .primaryKey()
    .references(() => buyers.id, { onDelete: 'cascade' }),
  catalogueId: integer('catalogue_id')
    .notNull()
    .references(() => catalogues.id, { onDelete: 'cascade' }),
});

/** Distinct words of product names, the dictionary typo correction looks words up in (pg_trgm). */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    documents: integer('documents').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);
