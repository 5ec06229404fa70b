import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { IdParamsSchema, SuccessSchema } from '../../src/contract/common';
import {
  CompanyPriceLimitResponseSchema,
  CompanyPriceLimitsResponseSchema,
  SetPriceLimitRequestSchema,
} from '../../src/contract/company-price-limits';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentAdministrator, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { companyPriceLimitsOf, removePriceLimit, setPriceLimit } from '../services/company-price-limits';

const NOT_ADMINISTRATOR = 'Only an administrator of the company may do this';
const administratorOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator of a buyer company, or a punch-out session'),
};
const badInput = { 400: errorResponse('Malformed input (the field leads the message)') };

const priceLimitsRoute = createRoute({
  method: 'get',
  path: '/company/price-limits',
  summary:
    "The category price limits of the caller's company: the most a unit of a category's products, and its subcategories', may cost (RM), with the category's name and path (administrators only)",
  security: bearerSecurity,
  responses: { 200: json(CompanyPriceLimitsResponseSchema, 'The price limits'), ...administratorOnly },
});

const setPriceLimitRoute = createRoute({
  method: 'put',
  path: '/company/price-limits',
  summary: "Set (create or change) the caller's company's price limit of a category: the maximum per unit in RM, more than 0",
  security: bearerSecurity,
  request: { body: jsonBody(SetPriceLimitRequestSchema) },
  responses: {
    200: json(CompanyPriceLimitResponseSchema, 'The price limit after the change'),
    ...badInput,
    ...administratorOnly,
    404: errorResponse('No such category (categoryId)'),
    409: errorResponse("The category's limit was set by someone else meanwhile"),
  },
});

const removePriceLimitRoute = createRoute({
  method: 'delete',
  path: '/company/price-limits/{id}',
  summary: "Remove a price limit of the caller's company",
  security: bearerSecurity,
  request: { params: IdParamsSchema },
  responses: {
    200: json(SuccessSchema, 'Removed'),
    ...badInput,
    ...administratorOnly,
    404: errorResponse("No such price limit in the caller's company"),
  },
});

const administrator = (c: Context<AppEnv>) => currentAdministrator(c, NOT_ADMINISTRATOR);

export function companyPriceLimitRoutes({ db }: RouteDeps) {
  const requireSession = requireAuth(db);
  return createRouter()
    .openapi({ ...priceLimitsRoute, middleware: [requireSession] }, async (c) => {
      return c.json({ success: true as const, data: await companyPriceLimitsOf(db, administrator(c)) }, 200);
    })
    .openapi({ ...setPriceLimitRoute, middleware: [requireSession] }, async (c) => {
      return c.json({ success: true as const, priceLimit: await setPriceLimit(db, administrator(c), c.req.valid('json')) }, 200);
    })
    .openapi({ ...removePriceLimitRoute, middleware: [requireSession] }, async (c) => {
      await removePriceLimit(db, administrator(c), Number(c.req.valid('param').id));
      return c.json({ success: true as const }, 200);
    });
}
