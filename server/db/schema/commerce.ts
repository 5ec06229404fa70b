import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { buyers, punchoutSessions, users } from './accounts';
import { categories, products } from './catalog';
import { districts, states } from './geography';
import { sellers } from './sellers';
import { skus } from './skus';

export const bulkPriceStatus = pgEnum('bulk_price_status', ['SEND', 'NEGO', 'REPLY']);
export const shippingMode = pgEnum('shipping_mode', ['free', 'charged', 'conditional', 'not_shipped']);

export const bulkPriceRequests = pgTable(
  'bulk_price_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    status: bulkPriceStatus('status').notNull().default('SEND'),
    quantity: integer('quantity').notNull(),
    targetPrice: integer('target_price').notNull(),
    approvePrice: integer('approve_price'),
    approvedMinQuantity: integer('approved_min_quantity'),
    bulkNote: text('bulk_note').notNull().default(''),
    sellerNote: text('seller_note'),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bulk_price_requests_buyer_idx').on(t.buyerId, t.productId),
    index('bulk_price_requests_sku_idx').on(t.skuId),
    // A buyer has one request per SKU at a time; cancelling or removing it deletes it.
    uniqueIndex('bulk_price_requests_buyer_sku_key').on(t.buyerId, t.skuId),
  ],
);

/**
 * Where a seller ships and at what cost, in sen. A null product means every product of the
 * seller; a null state or district means all of them. The most specific rule wins.
 */
export const shippingRules = pgTable(
  'shipping_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    stateId: integer('state_id').references(() => states.id),
    districtId: integer('district_id').references(() => districts.id),
    mode: shippingMode('mode').notNull(),
    minCharge: integer('min_charge').notNull().default(0),
    maxCharge: integer('max_charge').notNull().default(0),
    /** The order value above which shipping becomes free, for conditional rules. */
    applicableCharge: integer('applicable_charge').notNull().default(0),
  },
  (t) => [index('shipping_rules_seller_idx').on(t.sellerId, t.stateId), index('shipping_rules_product_idx').on(t.productId)],
);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  imagePath: text('image_path').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The buyer's cart: one line per buyer and SKU; quantities add up. Prices in sen, as at the last add.
 * A punch-out session has a cart of its own (punchout_session_id), apart from the buyer's.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    /** Why the buyer chose this product over a cheaper alternative (asked for at checkout). */
    justification: text('justification'),
    punchoutSessionId: integer('punchout_session_id').references(() => punchoutSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_buyer_sku_key').on(t.buyerId, t.skuId).where(sql`${t.punchoutSessionId} IS NULL`),
    uniqueIndex('cart_items_punchout_sku_key').on(t.punchoutSessionId, t.skuId).where(sql`${t.punchoutSessionId} IS NOT NULL`),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The buyer's own references for a SKU (a cost centre, a requisition number), kept per product and shown on quotations. */
export const productReferences = pgTable(
  'product_references',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_references_buyer_sku_idx').on(t.buyerId, t.skuId)],
);

/**
 * A seller's minimum order value for a category, in sen: the buyer's cart lines of that seller in
 * the category (or its subcategories) must together exceed it.
 */
export const vendorMinimumOrders = pgTable(
  'vendor_minimum_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    minimumAmount: integer('minimum_amount').notNull(),
  },
  (t) => [uniqueIndex('vendor_minimum_orders_seller_category_key').on(t.sellerId, t.categoryId)],
);

/** A quotation generated from the buyer's cart: its number, validity and grand total in sen. */
export const quotations = pgTable(
  'quotations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull().unique(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    grandTotal: integer('grand_total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('quotations_buyer_idx').on(t.buyerId)],
);

/** The buyer's wishlist: one row per buyer and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    /** The chosen variant's SKU (one of the product's); null: the product's primary SKU. */
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_buyer_product_key').on(t.buyerId, t.productId),
    check('wishlist_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/**
 * The buyer's comparison groups (spec 1 section 3, Compare record): one row per buyer and product,
 * in a numbered group of at most 4 (enforced by the service under a lock on the buyer).
 */
export const compareItems = pgTable(
  'compare_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The chosen SKU; null: the product's first. */
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'set null' }),
    groupId: integer('group_id').notNull(),
    ulid: text('ulid').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('compare_items_buyer_product_key').on(t.buyerId, t.productId),
    index('compare_items_buyer_group_idx').on(t.buyerId, t.groupId),
    check('compare_items_group_positive', sql`${t.groupId} >= 1`),
  ],
);
