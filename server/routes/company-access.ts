import { createRoute } from '@hono/zod-openapi';
import { CompanyIdParamsSchema } from '../../src/contract/company';
import { PersonAccessRequestSchema, PersonAccessResponseSchema } from '../../src/contract/company-access';
import type { RouteDeps } from '../deps';
import { currentAdministrator, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { personAccess, setPersonAccess } from '../services/company-access';

const NOT_ADMINISTRATOR = 'Only an administrator of the company may do this';
const administratorOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator of a buyer company, or a punch-out session'),
};
const noPerson = { 404: errorResponse("No such person in the caller's company") };

const accessRoute = createRoute({
  method: 'get',
  path: '/company/people/{id}/access',
  summary:
    "What a person of the caller's company may order for: every location and charge code or those listed, whether they pick charge codes, and their own view_sl_info beside the company's",
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema },
  responses: {
    200: json(PersonAccessResponseSchema, "The person's access"),
    400: errorResponse('Malformed id'),
    ...administratorOnly,
    ...noPerson,
  },
});

const setAccessRoute = createRoute({
  method: 'put',
  path: '/company/people/{id}/access',
  summary:
    "Set what a person of the caller's company may order for: checkout then offers and takes only those locations and charge codes (a submit for another is refused, 403 location_not_allowed or charge_code_not_allowed)",
  security: bearerSecurity,
  request: { params: CompanyIdParamsSchema, body: jsonBody(PersonAccessRequestSchema) },
  responses: {
    200: json(PersonAccessResponseSchema, "The person's access after the change"),
    400: errorResponse('Malformed input (the field leads the message)'),
    ...administratorOnly,
    404: errorResponse("No such person in the caller's company, or a list names a location or charge code that is not the company's"),
  },
});

export function companyAccessRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...accessRoute, middleware: [auth] }, async (c) => {
      const admin = currentAdministrator(c, NOT_ADMINISTRATOR);
      return c.json({ success: true as const, access: await personAccess(db, admin, Number(c.req.valid('param').id)) }, 200);
    })
    .openapi({ ...setAccessRoute, middleware: [auth] }, async (c) => {
      const admin = currentAdministrator(c, NOT_ADMINISTRATOR);
      const access = await setPersonAccess(db, admin, Number(c.req.valid('param').id), c.req.valid('json'));
      return c.json({ success: true as const, access }, 200);
    });
}
