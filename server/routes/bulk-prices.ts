import { createRoute } from '@hono/zod-openapi';
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
import type { AppEnv } from '../env';
import { currentBuyer, currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { answerBulkPrice, removeBulkPrice, renegotiateBulkPrice, requestBulkPrice, sellerBulkPrices } from '../services/bulk-prices';
import type { RouteDeps } from '../deps';

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
    400: errorResponse('An unknown status'),
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
  if (user.role !== 'seller' || user.sellerId === null)
    throw new HTTPException(403, { message: 'Only sellers answer bulk price requests' });
  return user.sellerId;
}

export function bulkPriceRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...requestRoute, middleware: [auth] }, async (c) => {
      const { buyer, user } = currentBuyer(c, BUYERS_ONLY);
      const data = await requestBulkPrice(db, { buyerId: buyer.id, userId: user.id }, Number(c.req.valid('param').id), c.req.valid('json'));
      return c.json({ success: true as const, data }, 201);
    })
    .openapi({ ...renegotiateRoute, middleware: [auth] }, async (c) => {
      const buyerId = currentBuyer(c, BUYERS_ONLY).buyer.id;
      const data = await renegotiateBulkPrice(db, buyerId, Number(c.req.valid('param').id), c.req.valid('json'));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...deleteRoute, middleware: [auth] }, async (c) => {
      const buyerId = currentBuyer(c, BUYERS_ONLY).buyer.id;
      const data = await removeBulkPrice(db, buyerId, Number(c.req.valid('param').id));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...sellerListRoute, middleware: [auth] }, async (c) => {
      const data = await sellerBulkPrices(db, sellerOf(c), c.req.valid('query').status);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...sellerReplyRoute, middleware: [auth] }, async (c) => {
      const data = await answerBulkPrice(db, sellerOf(c), Number(c.req.valid('param').id), c.req.valid('json'));
      return c.json({ success: true as const, data }, 200);
    });
}
