import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { buyers, users } from './accounts';
import { products } from './catalog';
import { skus } from './skus';

export const listPermission = pgEnum('list_permission', ['read', 'edit']);

/**
 * A buyer user's named shopping list. The company is kept with it so that a list never reaches
 * anyone outside the company, even if its owner later belongs to another.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shopping_lists_owner_name_key').on(t.ownerId, sql`lower(${t.name})`),
    index('shopping_lists_buyer_idx').on(t.buyerId),
  ],
);

/** A SKU on a list, at a quantity never below the SKU's MOQ (checked by the service), with the buyer's note. */
export const shoppingListLines = pgTable(
  'shopping_list_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shopping_list_lines_list_sku_key').on(t.listId, t.skuId),
    check('shopping_list_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** A colleague (a user of the list's company) the owner shares the list with, to read or to edit. */
export const shoppingListShares = pgTable(
  'shopping_list_shares',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: listPermission('permission').notNull(),
  },
  (t) => [uniqueIndex('shopping_list_shares_list_user_key').on(t.listId, t.userId), index('shopping_list_shares_user_idx').on(t.userId)],
);
