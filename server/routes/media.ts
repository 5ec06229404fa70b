import { createRoute } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { BannerFileParamsSchema, HomeBannersResponseSchema, ProductFileParamsSchema, SvgImageSchema } from '../../src/contract/media';
import { banners, products } from '../db/schema';
import { initials, svgTile } from '../domain/tile-image';
import { createRouter, errorResponse, json } from '../openapi';
import type { RouteDeps } from './deps';

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
    .openapi(homeBannersRoute, async (c) => {
      const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
      // Absolute image URLs, because the SDK runs on pages served from other origins.
      const origin = new URL(c.req.url).origin;
      const data = rows.map((row) => ({ id: row.id, imagePath: new URL(row.imagePath, origin).toString(), url: row.url, title: row.title }));
      return c.json(data, 200);
    })
    .openapi(productImageRoute, async (c) => {
      const file = c.req.valid('param').file;
      const id = idOf(file);
      const view = Number(/-(\d)\./.exec(file)?.[1] ?? 1);
      const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, id)).limit(1);
      if (!product) return c.json({ error: `Product ${id} not found` }, 404);
      const caption = view === 1 ? product.name.slice(0, 40) : `${product.name.slice(0, 32)} · view ${view}`;
      return c.body(svgTile({ headline: initials(product.name), caption, key: id + (view - 1) * 7919, width: 600, height: 600 }), 200, SVG_HEADERS);
    })
    .openapi(bannerImageRoute, async (c) => {
      const id = idOf(c.req.valid('param').file);
      const [banner] = await db.select({ title: banners.title }).from(banners).where(eq(banners.id, id)).limit(1);
      if (!banner) return c.json({ error: `Banner ${id} not found` }, 404);
      return c.body(svgTile({ headline: banner.title, caption: 'LaPasar', key: id * 7, width: 1200, height: 400 }), 200, SVG_HEADERS);
    });
}
