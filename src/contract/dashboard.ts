import { z } from '@hono/zod-openapi';
import { DASHBOARD_VIEW_TYPES } from '../lib/post-login';

/** Which dashboard a company uses. */
export const DashboardViewTypeSchema = z.enum(DASHBOARD_VIEW_TYPES);

/** GET /dashboard */
export const DashboardResponseSchema = z.object({ success: z.literal(true), viewType: DashboardViewTypeSchema });
