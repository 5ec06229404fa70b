import { createRoute } from '@hono/zod-openapi';
import {
  BannerFileParamsSchema,
  HomeBannersResponseSchema,
  ProductFileParamsSchema,
  ProductImageQuerySchema,
  SvgImageSchema,
} from '../../src/contract/media';
import { createRouter, errorResponse, json } from '../openapi';
import { bannerImage, homeBanners, productImage } from '../services/media';
import type { RouteDeps } from '../deps';

const svgResponse = { content: { 'image/svg+xml': { schema: SvgImageSchema } }, description: 'A generated SVG image' };
const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' };

const homeBannersRoute = createRoute({
  method: 'get',
  path: '/banners/home',
  summary: 'The home carousel banners (a bare array)',
  responses: { 200: json(HomeBannersResponseSchema, 'The banners, in display order') },
});

const productImageRoute = createRoute({
  method: 'get',
  path: '/images/products/{file}',
  summary: 'A generated product image (three views)',
  description:
    'An image of a product not every visitor may see needs the signature its URL was given with; without a valid one it is a 404, as for an unknown id.',
  request: { params: ProductFileParamsSchema, query: ProductImageQuerySchema },
  responses: {
    200: svgResponse,
    400: errorResponse('Malformed file name or signature'),
    404: errorResponse('Unknown product, or one the URL is not signed for'),
  },
});

const bannerImageRoute = createRoute({
  method: 'get',
  path: '/images/banners/{file}',
  summary: 'A generated banner image',
  request: { params: BannerFileParamsSchema },
  responses: { 200: svgResponse, 400: errorResponse('Malformed file name'), 404: errorResponse('Unknown banner') },
});

const idOf = (file: string) => Number.parseInt(file, 10);

export function mediaRoutes({ db, productImages }: RouteDeps) {
  return createRouter()
    .openapi(homeBannersRoute, async (c) => c.json(await homeBanners(db, new URL(c.req.url).origin), 200))
    .openapi(productImageRoute, async (c) => {
      const file = c.req.valid('param').file;
      const view = Number(/-(\d)\./.exec(file)?.[1] ?? 1);
      const image = await productImage(db, idOf(file), view, c.req.valid('query'), productImages);
      return c.body(image.svg, 200, { ...SVG_HEADERS, 'Cache-Control': image.cacheControl });
    })
    .openapi(bannerImageRoute, async (c) => c.body(await bannerImage(db, idOf(c.req.valid('param').file)), 200, SVG_HEADERS));
}
