import { createRoute, z } from '@hono/zod-openapi';
import { currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json } from '../openapi';
import { toBuyerSettings } from '../services/users';
import type { RouteDeps } from '../deps';

const yesNo = z.enum(['Y', 'N']);

const BuyerSettingsSchema = z
  .object({
    catalog_id: z.number().int().nullable(),
    is_tnb: z.number().int(),
    view_sl_info: yesNo,
    companyName: z.string(),
    checkout_type: z.enum(['workflow', 'standard']),
    budget_type: z.string(),
    has_item_code: yesNo,
    has_eb_number: yesNo,
    has_capex: yesNo,
    has_special_budget_category: yesNo,
    has_payment_code: yesNo,
    registration_no: z.string(),
    sst_number: z.string(),
    tax_number: z.string(),
  })
  .openapi('BuyerSettings');

const buyerSettingsRoute = createRoute({
  method: 'get',
  path: '/workflow/buyer-settings',
  summary: "The settings of the signed-in user's buyer company",
  security: bearerSecurity,
  responses: {
    200: json(z.object({ success: z.literal(true), data: BuyerSettingsSchema }), 'The buyer settings'),
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
