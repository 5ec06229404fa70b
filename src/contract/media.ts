import { z } from '@hono/zod-openapi';
import { int } from './common';

/** A home carousel banner. */
export const BannerSchema = z
  .object({
    id: int,
    imagePath: z.string(),
    url: z.string(),
    /** Added: what the banner shows, for its image's alternative text. */
    title: z.string().optional(),
  })
  .openapi('Banner');

/** GET /banners/home answers a bare array. */
export const HomeBannersResponseSchema = z.array(BannerSchema);

/** GET /images/products/{file} and /images/banners/{file} answer an SVG document. */
export const SvgImageSchema = z.string();

/** GET /images/banners/{file} */
export const BannerFileParamsSchema = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/, 'Expected {id}.svg') });
/** GET /images/products/{file}: a product has three views, {id}.svg, {id}-2.svg and {id}-3.svg. */
export const ProductFileParamsSchema = z.object({
  file: z.string().regex(/^\d{1,9}(-[23])?\.svg$/, 'Expected {id}.svg, {id}-2.svg or {id}-3.svg'),
});

/**
 * GET /images/products/{file}: the signature an image URL carries when the product is not one
 * every visitor may see (a catalogue's exclusive product); answers showing the product to a viewer
 * allowed to see it give such URLs. Without a valid one the image is a 404, as for an unknown id.
 */
export const ProductImageQuerySchema = z.object({
  expires: z.coerce
    .number()
    .int('must be a whole number')
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .openapi({ description: 'When the signature expires (seconds since the epoch)' }),
  signature: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'must be base64url')
    .optional()
    .openapi({ description: 'HMAC-SHA256 of the product and the expiry, base64url' }),
});
