import { z } from '@hono/zod-openapi';
import { int, YesNoSchema } from './common';

/** Buyer settings (spec 1 section 3 and spec 2 section 3), stored under `buyerSettings`. */
export const BuyerSettingsSchema = z
  .object({
    catalog_id: int.nullable(),
    /** 1 or 0. */
    is_tnb: int,
    view_sl_info: YesNoSchema,
    companyName: z.string(),
    checkout_type: z.enum(['workflow', 'standard']),
    budget_type: z.string(),
    has_item_code: YesNoSchema,
    has_eb_number: YesNoSchema,
    has_capex: YesNoSchema,
    has_special_budget_category: YesNoSchema,
    has_payment_code: YesNoSchema,
    registration_no: z.string(),
    sst_number: z.string(),
    tax_number: z.string(),
  })
  .openapi('BuyerSettings');

/** GET /workflow/buyer-settings */
export const BuyerSettingsResponseSchema = z.object({ success: z.literal(true), data: BuyerSettingsSchema });
