import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ChangeCompanySettingsRequestSchema, CompanySettingsResponseSchema } from '../../src/contract/company-settings';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentAdministrator, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { changeCompanySettings, companySettingsOf } from '../services/company-settings';

const NOT_ADMINISTRATOR = 'Only an administrator of the company may do this';
const administratorOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator of a buyer company, or a punch-out session'),
};

const settingsRoute = createRoute({
  method: 'get',
  path: '/company/settings',
  summary:
    "The caller's company's settings, each with its current value: name and registration numbers, checkout type, budget type, the per-line codes and the checkout's attachment options (administrators only)",
  security: bearerSecurity,
  responses: { 200: json(CompanySettingsResponseSchema, 'The settings'), ...administratorOnly },
});

const changeSettingsRoute = createRoute({
  method: 'patch',
  path: '/company/settings',
  summary:
    "Change the caller's company's settings named (at least one); a combination checkout cannot honour is refused (settings_unsupported), and so is another company's name (company_name_taken)",
  security: bearerSecurity,
  request: { body: jsonBody(ChangeCompanySettingsRequestSchema) },
  responses: {
    200: json(CompanySettingsResponseSchema, 'Every setting after the change'),
    400: errorResponse('Malformed input, or a combination checkout cannot honour (the field leads the message)'),
    ...administratorOnly,
    409: errorResponse('Another company already has the name (companyName)'),
  },
});

const administrator = (c: Context<AppEnv>) => currentAdministrator(c, NOT_ADMINISTRATOR);

export function companySettingsRoutes({ db }: RouteDeps) {
  const requireSession = requireAuth(db);
  return createRouter()
    .openapi({ ...settingsRoute, middleware: [requireSession] }, async (c) => {
      return c.json({ success: true as const, settings: await companySettingsOf(db, administrator(c)) }, 200);
    })
    .openapi({ ...changeSettingsRoute, middleware: [requireSession] }, async (c) => {
      return c.json({ success: true as const, settings: await changeCompanySettings(db, administrator(c), c.req.valid('json')) }, 200);
    });
}
