import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import {
  bulkPriceRequests,
  cartItems,
  categories,
  products,
  sellers,
  shippingRules,
  skuOptions,
  skus,
  states,
  variantOptions,
  variants,
  vendorMinimumOrders,
} from '../../../server/db/schema';
import { refreshProductDerived } from '../../../server/services/product-derived';
import { changeHeard } from './context';

/** The location the cart tests price at, as request headers. */
export const SELANGOR = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

export const SELANGOR_ID = 2307;
export const JOHOR_ID = 2310;

/** The demo buyer companies the tests sign in as (buyer@ sees seller names, masked@ does not). */
export const BUYER_ID = 1;
export const MASKED_BUYER_ID = 2;
const BUYER_USER_ID = 1;

/** Sellers, products, SKUs and rules made by the test itself, so its figures are known. Money in sen. */
export class CartFixture {
  constructor(private readonly db: Database) {}

  async seller(name: string, taxOnShipping = false): Promise<number> {
    const [row] = await this.db
      .insert(sellers)
      .values({ companyName: name, city: 'Shah Alam', stateId: SELANGOR_ID, taxOnShipping })
      .returning({ id: sellers.id });
    return row.id;
  }

  /** A product with one SKU; its derived columns (prices, shipping keys) are refreshed, so it is listed. */
  async product(
    sellerId: number,
    options: { name: string; categoryId: number; actPrice: number; stock?: number; moq?: number; materialId?: string; code?: string },
  ) {
    const [product] = await this.db
      .insert(products)
      .values({
        name: options.name,
        categoryId: options.categoryId,
        sellerId,
        moq: options.moq ?? 1,
        materialId: options.materialId ?? null,
      })
      .returning({ id: products.id });
    const [sku] = await this.db
      .insert(skus)
      .values({
        productId: product.id,
        code: options.code ?? `SKU-${product.id}`,
        price: options.actPrice,
        actPrice: options.actPrice,
        stock: options.stock ?? 100,
        moq: options.moq ?? 1,
        isPrimary: true,
      })
      .returning();
    await changeHeard(this.db, 'search_terms', () => refreshProductDerived(this.db, [product.id]));
    return { productId: product.id, skuId: sku.id, sellerId, name: options.name, code: sku.code };
  }

  /** A variant axis of the item's product with one option, chosen by the item's SKU. */
  async variantOption(item: { productId: number; skuId: number }, axis: string, label: string, sortOrder: number): Promise<void> {
    const [variant] = await this.db
      .insert(variants)
      .values({ productId: item.productId, name: axis, sortOrder })
      .returning({ id: variants.id });
    const [option] = await this.db.insert(variantOptions).values({ variantId: variant.id, label }).returning({ id: variantOptions.id });
    await changeHeard(this.db, 'sku_options', () => this.db.insert(skuOptions).values({ skuId: item.skuId, optionId: option.id }));
  }

  /** A variant axis of a product with one option for each of its SKUs, each SKU choosing its own. */
  async variantAxis(
    productId: number,
    axis: string,
    sortOrder: number,
    choices: readonly { skuId: number; label: string }[],
  ): Promise<void> {
    const [variant] = await this.db.insert(variants).values({ productId, name: axis, sortOrder }).returning({ id: variants.id });
    const options = await this.db
      .insert(variantOptions)
      .values(choices.map((choice) => ({ variantId: variant.id, label: choice.label })))
      .returning({ id: variantOptions.id });
    await changeHeard(this.db, 'sku_options', () =>
      this.db.insert(skuOptions).values(choices.map((choice, index) => ({ skuId: choice.skuId, optionId: options[index].id }))),
    );
  }

  async rule(rule: typeof shippingRules.$inferInsert): Promise<void> {
    await changeHeard(this.db, 'shipping_rules', () => this.db.insert(shippingRules).values(rule));
  }

  /** Refreshes the products' shipping keys after rules change. */
  refresh(productIds: number[]): Promise<void> {
    return changeHeard(this.db, 'search_terms', () => refreshProductDerived(this.db, productIds));
  }

  // Each change below resolves once the server has heard the database announce it (changeHeard):
  // what it keeps of carts, products and rules is forgotten by then, on PostgreSQL too.

  /** A cart line written directly, at a stale price the cart must not show. */
  async line(buyerId: number, item: { productId: number; skuId: number; sellerId: number }, quantity: number): Promise<void> {
    await changeHeard(this.db, 'cart_items', () =>
      this.db.insert(cartItems).values({
        buyerId,
        userId: BUYER_USER_ID,
        productId: item.productId,
        skuId: item.skuId,
        sellerId: item.sellerId,
        quantity,
        price: 1,
      }),
    );
  }

  async approvedBulkPrice(
    buyerId: number,
    item: { productId: number; skuId: number },
    approvePrice: number,
    approvedMinQuantity: number,
  ): Promise<void> {
    await changeHeard(this.db, 'bulk_price_requests', () =>
      this.db.insert(bulkPriceRequests).values({
        buyerId,
        userId: BUYER_USER_ID,
        productId: item.productId,
        skuId: item.skuId,
        status: 'REPLY',
        quantity: approvedMinQuantity,
        targetPrice: approvePrice,
        approvePrice,
        approvedMinQuantity,
      }),
    );
  }

  async vendorMinimum(sellerId: number, categoryId: number, minimumAmount: number): Promise<void> {
    await changeHeard(this.db, 'vendor_minimum_orders', () =>
      this.db.insert(vendorMinimumOrders).values({ sellerId, categoryId, minimumAmount }),
    );
  }

  /** A category with a child: the parent's id and name and the child's id. */
  async categoryWithChild(): Promise<{ parentId: number; parentName: string; childId: number }> {
    const [row] = await this.db
      .select({ childId: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(isNotNull(categories.parentId))
      .orderBy(categories.id)
      .limit(1);
    const [parent] = await this.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, row.parentId as number));
    return { parentId: row.parentId as number, parentName: parent.name, childId: row.childId };
  }

  async stateName(id: number): Promise<string> {
    const [row] = await this.db.select({ name: states.name }).from(states).where(eq(states.id, id));
    return row.name;
  }

  async clearCarts(): Promise<void> {
    await changeHeard(this.db, 'cart_items', () => this.db.execute(sql`delete from ${cartItems}`));
  }
}
