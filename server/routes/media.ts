import { createRoute } from '@hono/zod-openapi';
import { BannerFileParamsSchema, HomeBannersResponseSchema, ProductFileParamsSchema, SvgImageSchema } from '../../src/contract/media';
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
  request: { params: ProductFileParamsSchema },
  responses: { 200: svgResponse, 400: errorResponse('Malformed file name'), 404: errorResponse('Unknown product') },
});

const bannerImageRoute = createRoute({
  method: 'get',
  path: '/images/banners/{file}',
  summary: 'A generated banner image',
  request: { params: BannerFileParamsSchema },
  responses: { 200: svgResponse, 400: errorResponse('Malformed file name'), 404: errorResponse('Unknown banner') },
});

const idOf = (file: string) => Number.parseInt(file, 10);

export function mediaRoutes({ db }: RouteDeps) {
  return createRouter()
    .openapi(homeBannersRoute, async (c) => c.json(await homeBanners(db, new URL(c.req.url).origin), 200))
    .openapi(productImageRoute, async (c) => {
      const file = c.req.valid('param').file;
      const view = Number(/-(\d)\./.exec(file)?.[1] ?? 1);
      return c.body(await productImage(db, idOf(file), view), 200, SVG_HEADERS);
    })
    .openapi(bannerImageRoute, async (c) => c.body(await bannerImage(db, idOf(c.req.valid('param').file)), 200, SVG_HEADERS));
}
