import { z } from '@hono/zod-openapi';
import { DASHBOARD_VIEW_TYPES } from '../lib/post-login';
import { int } from './common';

/** Which dashboard a company uses. */
export const DashboardViewTypeSchema = z.enum(DASHBOARD_VIEW_TYPES);

/** GET /dashboard */
export const DashboardResponseSchema = z.object({ success: z.literal(true), viewType: DashboardViewTypeSchema });

/** A buyer setting in words (spec 2 section 3, Buyer settings flags). */
export const BuyerSettingSchema = z.object({ key: z.string(), label: z.string(), value: z.string() }).openapi('BuyerSetting');

/** GET /dashboard/summary: the energy buyers' dashboard (spec 2 section 2, Special-buyer dashboard). */
export const DashboardSummaryResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      user: z.object({ name: z.string(), email: z.string(), mobile: z.string(), companyName: z.string(), role: z.string() }),
      /** The buyer settings flags, each with its label and its value in words ('Enabled', 'Workflow', ...). */
      settings: z.array(BuyerSettingSchema),
      figures: z.object({
        /** Open pre-orders by status (budget_approval, workflow_approval), and those processing. */
        preOrders: z.object({ budgetApproval: int, workflowApproval: int, processing: int, rejected: int }),
        /** Budget left per location and charge code (RM). */
        budgets: z.array(
          z.object({ locationName: z.string(), projectName: z.string().nullable(), budgetLimit: z.number(), remaining: z.number() }),
        ),
        /** Lines in the cart. */
        cartItems: int,
        wishlistItems: int,
        /** Orders waiting for this user's decision; null when the user approves nothing. */
        approvalsWaiting: int.nullable(),
      }),
      /** The catalogue the company shops from, if any (name, and its product count). */
      catalogue: z.object({ id: int, name: z.string(), products: int }).nullable(),
    }),
  })
  .openapi('DashboardSummaryResponse');
