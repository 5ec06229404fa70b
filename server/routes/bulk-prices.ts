import { createRoute } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  BulkPriceRenegotiateBodySchema,
  BulkPriceRequestBodySchema,
  BulkPriceResponseSchema,
  SellerBulkPricesQuerySchema,
  SellerBulkPricesResponseSchema,
  SellerReplyBodySchema,
} from '../../src/contract/bulk-prices';
import { IdParamsSchema } from '../../src/contract/common';
import { toSen } from '../../src/lib/money';
import type { Database } from '../db/client';
import { buyers, bulkPriceRequests, products, skus, users } from '../db/schema';
import { bulkMove, deleteAction, type BulkAction } from '../domain/bulk-price';
import type { AppEnv } from '../env';
import { currentBuyer, currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { toBulkPrice, type BulkPriceRow } from '../services/bulk-prices';
import { fromProducts, visibleProduct } from '../services/listings';
import type { RouteDeps } from './deps';

const NOT_FOUND = 'Bulk price request not found';
const BUYERS_ONLY = 'Only buyers ask for bulk prices';

const oneRequest = json(BulkPriceResponseSchema, 'The request as it now is');
const changeResponses = {
  200: oneRequest,
  400: errorResponse('Malformed body'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a buyer'),
  404: errorResponse(NOT_FOUND),
  409: errorResponse('The request is not in a status that allows this'),
};

const requestRoute = createRoute({
  method: 'post',
  path: '/products/{id}/bulk-price/request',
  summary: 'Ask the seller for a bulk price on one SKU (status SEND); one request per SKU at a time',
  security: bearerSecurity,
  request: { params: IdParamsSchema, body: jsonBody(BulkPriceRequestBodySchema) },
  responses: { ...changeResponses, 201: oneRequest, 404: errorResponse('Product or SKU not found') },
});

const renegotiateRoute = createRoute({
  method: 'post',
  path: '/products/bulk-price/{id}/renegotiate',
  summary: "Ask again after the seller's REPLY (back to SEND)",
  security: bearerSecurity,
  request: { params: IdParamsSchema, body: jsonBody(BulkPriceRenegotiateBodySchema) },
  responses: changeResponses,
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/products/bulk-price/{id}',
  summary: 'Cancel a request in progress (SEND or NEGO) or remove an answered one (REPLY)',
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: changeResponses,
});

const sellerListRoute = createRoute({
  method: 'get',
  path: '/seller/bulk-prices',
  summary: "The bulk price requests for the signed-in seller's products, newest first",
  security: bearerSecurity,
  request: { query: SellerBulkPricesQuerySchema },
  responses: {
    200: json(SellerBulkPricesResponseSchema, 'The requests'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a seller'),
  },
});

const sellerReplyRoute = createRoute({
  method: 'post',
  path: '/seller/bulk-prices/{id}/reply',
  summary: 'Negotiate (NEGO, with a note) or answer (REPLY, with the approved price and the quantity it applies from)',
  security: bearerSecurity,
  request: { params: IdParamsSchema, body: jsonBody(SellerReplyBodySchema) },
  responses: { ...changeResponses, 403: errorResponse('Not a seller') },
});

function sellerOf(c: Context<AppEnv>): number {
  const { user } = currentSession(c);
  if (user.role !== 'seller' || user.sellerId === null) throw new HTTPException(403, { message: 'Only sellers answer bulk price requests' });
  return user.sellerId;
}

/** Refuses a move the request's status does not allow, with the reason. */
function mustAllow(row: BulkPriceRow, action: BulkAction): void {
  const move = bulkMove(row.status, action);
  if (!move.ok) throw new HTTPException(409, { message: move.error });
}

/** A request of this buyer (another buyer's is as good as missing), locked for the change. */
async function buyerRequest(db: Database, id: number, buyerId: number): Promise<BulkPriceRow> {
  const [row] = await db
    .select()
    .from(bulkPriceRequests)
    .where(and(eq(bulkPriceRequests.id, id), eq(bulkPriceRequests.buyerId, buyerId)))
    .for('update');
  if (!row) throw new HTTPException(404, { message: NOT_FOUND });
  return row;
}

export function bulkPriceRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...requestRoute, middleware: [auth] }, async (c) => {
      const { buyer, user } = currentBuyer(c, BUYERS_ONLY);
      const productId = Number(c.req.valid('param').id);
      const body = c.req.valid('json');
      const [sku] = await fromProducts(db, { id: skus.id })
        .innerJoin(skus, eq(skus.productId, products.id))
        .where(and(eq(products.id, productId), eq(skus.id, body.sku_id), visibleProduct));
      if (!sku) return c.json({ error: `SKU ${body.sku_id} of product ${productId} not found` }, 404);
      const [row] = await db
        .insert(bulkPriceRequests)
        .values({
          buyerId: buyer.id,
          userId: user.id,
          productId,
          skuId: body.sku_id,
          quantity: body.quantity,
          targetPrice: toSen(body.target_price),
          bulkNote: body.bulk_note,
          location: body.location || null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return c.json({ error: 'A bulk price request for this variant is already open: renegotiate or remove it instead' }, 409);
      return c.json({ success: true as const, data: toBulkPrice(row) }, 201);
    })
    .openapi({ ...renegotiateRoute, middleware: [auth] }, async (c) => {
      const buyerId = currentBuyer(c, BUYERS_ONLY).buyer.id;
      const body = c.req.valid('json');
      const row = await db.transaction(async (tx) => {
        const current = await buyerRequest(tx, Number(c.req.valid('param').id), buyerId);
        mustAllow(current, 'renegotiate');
        const [updated] = await tx
          .update(bulkPriceRequests)
          .set({ status: 'SEND', quantity: body.quantity, targetPrice: toSen(body.target_price), bulkNote: body.bulk_note, approvePrice: null, approvedMinQuantity: null, sellerNote: null, updatedAt: new Date() })
          .where(eq(bulkPriceRequests.id, current.id))
          .returning();
        return updated;
      });
      return c.json({ success: true as const, data: toBulkPrice(row) }, 200);
    })
    .openapi({ ...deleteRoute, middleware: [auth] }, async (c) => {
      const buyerId = currentBuyer(c, BUYERS_ONLY).buyer.id;
      const row = await db.transaction(async (tx) => {
        const current = await buyerRequest(tx, Number(c.req.valid('param').id), buyerId);
        mustAllow(current, deleteAction(current.status));
        await tx.delete(bulkPriceRequests).where(eq(bulkPriceRequests.id, current.id));
        return current;
      });
      return c.json({ success: true as const, data: toBulkPrice(row) }, 200);
    })
    .openapi({ ...sellerListRoute, middleware: [auth] }, async (c) => {
      const sellerId = sellerOf(c);
      const { status } = c.req.valid('query');
      const rows = await db
        .select({ request: bulkPriceRequests, productName: products.name, companyName: buyers.companyName, requestor: users.name })
        .from(bulkPriceRequests)
        .innerJoin(products, eq(products.id, bulkPriceRequests.productId))
        .innerJoin(buyers, eq(buyers.id, bulkPriceRequests.buyerId))
        .innerJoin(users, eq(users.id, bulkPriceRequests.userId))
        .where(and(eq(products.sellerId, sellerId), status ? eq(bulkPriceRequests.status, status) : undefined))
        .orderBy(desc(bulkPriceRequests.updatedAt), desc(bulkPriceRequests.id));
      const data = rows.map((row) => ({
        ...toBulkPrice(row.request),
        product_id: row.request.productId,
        product_name: row.productName,
        company_name: row.companyName,
        requestor: row.requestor,
      }));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...sellerReplyRoute, middleware: [auth] }, async (c) => {
      const sellerId = sellerOf(c);
      const body = c.req.valid('json');
      const row = await db.transaction(async (tx) => {
        // Only requests for this seller's own products; any other id is as good as missing.
        const [current] = await tx
          .select({ request: bulkPriceRequests })
          .from(bulkPriceRequests)
          .innerJoin(products, eq(products.id, bulkPriceRequests.productId))
          .where(and(eq(bulkPriceRequests.id, Number(c.req.valid('param').id)), eq(products.sellerId, sellerId)))
          .for('update', { of: bulkPriceRequests });
        if (!current) throw new HTTPException(404, { message: NOT_FOUND });
        mustAllow(current.request, body.status === 'NEGO' ? 'seller-nego' : 'seller-reply');
        const change =
          body.status === 'NEGO'
            ? { status: body.status, sellerNote: body.seller_note }
            : { status: body.status, approvePrice: toSen(body.approve_price), approvedMinQuantity: body.approve_quantity, sellerNote: body.seller_note ?? null };
        const [updated] = await tx
          .update(bulkPriceRequests)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(bulkPriceRequests.id, current.request.id))
          .returning();
        return updated;
      });
      return c.json({ success: true as const, data: toBulkPrice(row) }, 200);
    });
}
