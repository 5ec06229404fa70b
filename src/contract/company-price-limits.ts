import { z } from '@hono/zod-openapi';
import { id, ringgitAmount } from './common';

/*
 * Company administration, category price limits: the highest unit price the company pays for the
 * products of a category and the categories under it (the lowest limit on the way up applies).
 * Money in RM.
 */

/** A category's limit, with the category's name and its path from the top of the tree. */
const CompanyPriceLimitSchema = z
  .object({
    id,
    category: z.object({
      id,
      name: z.string(),
      /** The names from the top-level category down to this one. */
      path: z.array(z.string()),
    }),
    /** The most a unit may cost (RM). */
    maxUnitPrice: z.number(),
  })
  .openapi('CompanyPriceLimit');

/** GET /company/price-limits */
export const CompanyPriceLimitsResponseSchema = z
  .object({ success: z.literal(true), data: z.array(CompanyPriceLimitSchema) })
  .openapi('CompanyPriceLimitsResponse');

/** PUT /company/price-limits: set (create or change) a category's limit. */
export const SetPriceLimitRequestSchema = z
  .object({
    categoryId: id,
    maxUnitPrice: ringgitAmount('must be more than 0').positive('must be more than 0'),
  })
  .openapi('SetPriceLimitRequest');

/** PUT /company/price-limits */
export const CompanyPriceLimitResponseSchema = z
  .object({ success: z.literal(true), priceLimit: CompanyPriceLimitSchema })
  .openapi('CompanyPriceLimitResponse');
