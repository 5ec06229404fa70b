import { createRoute } from '@hono/zod-openapi';
import { and, count, eq, sql } from 'drizzle-orm';
import { AddToCartRequestSchema, AddToCartResponseSchema, CartCountResponseSchema } from '../../src/contract/cart';
import { NOT_SHIPPED } from '../../src/lib/add-to-cart';
import { keysCover, locationKey } from '../../src/lib/location';
import { toRinggit } from '../../src/lib/money';
import { cartItems, products, sellers, skus } from '../db/schema';
import { unitPriceFor } from '../services/bulk-prices';
import { currentBuyer, currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import type { RouteDeps } from './deps';

const addRoute = createRoute({
  method: 'post',
  path: '/cart/add',
  summary: "Add a SKU to the signed-in buyer's cart (quantities add up; cartCount counts lines; an approved bulk price applies from its quantity)",
  security: bearerSecurity,
  request: { body: jsonBody(AddToCartRequestSchema) },
  responses: {
    200: json(AddToCartResponseSchema, 'Added'),
    400: errorResponse('Invalid SKU, stock, minimum order quantity, or no shipping to the location'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a buyer'),
  },
});

const countRoute = createRoute({
  method: 'get',
  path: '/cart/count',
  summary: "Number of lines in the signed-in buyer's cart",
  security: bearerSecurity,
  responses: { 200: json(CartCountResponseSchema, 'The count'), 401: errorResponse('Not signed in') },
});

class CartError extends Error {}

export function cartRoutes({ db }: RouteDeps) {
  const lines = async (buyerId: number) => {
    const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.buyerId, buyerId));
    return row.n;
  };
  return createRouter()
    .openapi({ ...addRoute, middleware: [requireAuth(db)] }, async (c) => {
      const { user, buyer } = currentBuyer(c, 'Only buyers have a cart');
      const body = c.req.valid('json');
      const location = c.get('location');
      try {
        const item = await db.transaction(async (tx) => {
          // The buyer comes from the token; the client's ids only name the SKU.
          const [row] = await tx
            .select({ sku: skus, name: products.name, sellerId: products.sellerId, actMaxPrice: products.actMaxPrice, unshipped: products.unshippedLocations, sellerActive: sellers.active, sellerHidden: sellers.hidden })
            .from(skus)
            .innerJoin(products, eq(products.id, skus.productId))
            .innerJoin(sellers, eq(sellers.id, products.sellerId))
            .where(and(eq(skus.id, body.sku_id), eq(skus.productId, body.product_id), eq(products.sellerId, body.sl_id)))
            .for('update', { of: skus });
          if (!row) throw new CartError('Product SKU is not available. Cannot add to cart.');
          if (row.sellerActive !== 'Y' || row.sellerHidden || row.actMaxPrice <= 0) throw new CartError(`${row.name} is not available`);
          if (location.state && keysCover(row.unshipped, locationKey(location.state, location.district))) throw new CartError(NOT_SHIPPED);
          const [existing] = await tx.select().from(cartItems).where(and(eq(cartItems.buyerId, buyer.id), eq(cartItems.skuId, row.sku.id)));
          const quantity = (existing?.quantity ?? 0) + body.quantity;
          if (row.sku.stock <= 0) throw new CartError(`${row.name} is out of stock`);
          if (quantity > row.sku.stock) throw new CartError(`Insufficient stock for ${row.name}. Available: ${row.sku.stock}, Requested: ${quantity}`);
          if (quantity < row.sku.moq) throw new CartError(`Minimum order quantity for ${row.name} is ${row.sku.moq}`);
          // The seller's approved bulk price, once the line reaches its quantity.
          const { price } = await unitPriceFor(tx, buyer.id, row.sku, quantity);
          const [line] = await tx
            .insert(cartItems)
            .values({ buyerId: buyer.id, userId: user.id, productId: row.sku.productId, skuId: row.sku.id, sellerId: row.sellerId, quantity: body.quantity, price })
            .onConflictDoUpdate({
              target: [cartItems.buyerId, cartItems.skuId],
              set: { quantity: sql`${cartItems.quantity} + ${body.quantity}`, price, userId: user.id, updatedAt: new Date() },
            })
            .returning();
          return line;
        });
        const cartCount = await lines(buyer.id);
        return c.json(
          {
            success: true as const,
            message: 'Product added to cart',
            cartCount,
            data: { cartCount, item: { sku_id: item.skuId, product_id: item.productId, quantity: item.quantity, price: toRinggit(item.price) } },
          },
          200,
        );
      } catch (error) {
        if (error instanceof CartError) return c.json({ error: error.message }, 400);
        throw error;
      }
    })
    .openapi({ ...countRoute, middleware: [requireAuth(db)] }, async (c) => {
      const { buyer } = currentSession(c);
      return c.json({ success: true as const, count: buyer ? await lines(buyer.id) : 0 }, 200);
    });
}
