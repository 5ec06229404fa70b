import { createRoute } from '@hono/zod-openapi';
import { BuyerSettingsResponseSchema } from '../../src/contract/workflow';
import { currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json } from '../openapi';
import { toBuyerSettings } from '../services/users';
import type { RouteDeps } from '../deps';

const buyerSettingsRoute = createRoute({
  method: 'get',
  path: '/workflow/buyer-settings',
  summary: "The settings of the signed-in user's buyer company",
  security: bearerSecurity,
  responses: {
    200: json(BuyerSettingsResponseSchema, 'The buyer settings'),
    401: errorResponse('Not signed in'),
    404: errorResponse('The user belongs to no buyer company'),
  },
});

export function workflowRoutes({ db }: RouteDeps) {
  return createRouter().openapi({ ...buyerSettingsRoute, middleware: [requireAuth(db)] }, (c) => {
    const { buyer } = currentSession(c);
    if (!buyer) return c.json({ error: 'This account does not belong to a buyer company' }, 404);
    return c.json({ success: true as const, data: toBuyerSettings(buyer) }, 200);
  });
}
