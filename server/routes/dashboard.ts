import { createRoute } from '@hono/zod-openapi';
import { DashboardResponseSchema } from '../../src/contract/dashboard';
import { dashboardViewType } from '../domain/view-type';
import { currentSession, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json } from '../openapi';
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

export function dashboardRoutes({ db }: RouteDeps) {
  return createRouter().openapi({ ...dashboardRoute, middleware: [requireAuth(db)] }, (c) => {
    const { user, buyer } = currentSession(c);
    const viewType = dashboardViewType({
      isCatalogueUser: isCatalogueUser(user, buyer),
      catalogId: buyer?.catalogId ?? null,
      isTnb: isTnbUser(user, buyer),
    });
    return c.json({ success: true as const, viewType }, 200);
  });
}
