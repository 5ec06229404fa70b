import { createRoute } from '@hono/zod-openapi';
import { DashboardResponseSchema, DashboardSummaryResponseSchema } from '../../src/contract/dashboard';
import { dashboardViewType } from '../domain/view-type';
import { currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json } from '../openapi';
import { dashboardSummary } from '../services/dashboard';
import { isCatalogueUser, isTnbUser } from '../services/users';
import type { RouteDeps } from '../deps';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  summary: "Which dashboard view the signed-in user's company uses",
  security: bearerSecurity,
  responses: {
    200: json(DashboardResponseSchema, 'The view type'),
    401: errorResponse('Not signed in'),
  },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/dashboard/summary',
  summary: "The energy buyers' dashboard: the user, the company's settings in words, live figures and its catalogue",
  security: bearerSecurity,
  responses: {
    200: json(DashboardSummaryResponseSchema, 'The summary'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an energy buyer'),
  },
});

export function dashboardRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...summaryRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = currentSession(c);
      return c.json({ success: true as const, data: await dashboardSummary(db, user, buyer) }, 200);
    })
    .openapi({ ...dashboardRoute, middleware: [auth] }, (c) => {
      const { user, buyer } = currentSession(c);
      const viewType = dashboardViewType({
        isCatalogueUser: isCatalogueUser(user, buyer),
        catalogId: buyer?.catalogId ?? null,
        isTnb: isTnbUser(user, buyer),
      });
      return c.json({ success: true as const, viewType }, 200);
    });
}
