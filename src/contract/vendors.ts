import { z } from '@hono/zod-openapi';
import { int, pageParams } from './common';

/** Spec 1 section 3, Vendor: companyName is masked like listings. */
export const VendorSchema = z.object({
  id: int,
  companyName: z.string(),
  city: z.string(),
  state: z.string(),
  rating: z.number(),
  total_review: int,
});

/** GET /vendors/{id}?page=1&limit=1 */
export const VendorQuerySchema = z.object(pageParams);
export const VendorResponseSchema = z
  .object({ success: z.literal(true), data: z.object({ vendor: VendorSchema }) })
  .openapi('VendorResponse');
