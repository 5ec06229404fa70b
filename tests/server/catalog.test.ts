import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner, CategoriesResponse, Category, CategoryHeaderResponse, CategoryNode, CategoryResponse } from '../../src/api/types';
import { products } from '../../server/db/schema';
import { listedFor } from '../../server/queries/products';
import { createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const token = (id: number) => Buffer.from(`cat_${id}`).toString('base64');
const COVID = [
  [2756, 'Face mask'],
  [2757, 'Thermometer'],
  [2758, 'Sanitizers'],
  [2759, 'Gloves'],
  [2760, 'Face protection'],
  [2761, 'Full body protection'],
] as const;

function depth(categories: readonly Category[]): number {
  return categories.length === 0 ? 0 : 1 + Math.max(...categories.map((category) => depth(category.children ?? [])));
}

describe.each(engines())('categories, banners and images on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(() => ctx?.close());

  describe('GET /api/categories', () => {
    it('returns a three-level tree with the COVID care categories', async () => {
      const { status, body } = await call<CategoriesResponse>(ctx.app, '/api/categories');
      expect(status).toBe(200);
      expect(depth(body.data)).toBe(3);
      expect(body.data.every((category) => category.level === 1 && category.parent_id === null)).toBe(true);
      const covid = body.data.find((category) => category.category_name === 'COVID Care');
      expect(covid?.children?.map((child) => [child.category_id, child.category_name])).toEqual(COVID);
    });

    it('GET /api/categories/{id} returns one category with its subtree', async () => {
      const { status, body } = await call<CategoryResponse>(ctx.app, '/api/categories/2756');
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ category_id: 2756, category_name: 'Face mask', level: 2, parent_id: 2755 });
      expect(body.data.children?.length).toBeGreaterThan(0);
    });

    it.each([
      ['/api/categories/424242', 404, 'Category Not Found'],
      ['/api/categories/abc', 400, 'id: Category id must be a positive whole number'],
      ['/api/categories/-1', 400, 'id: Category id must be a positive whole number'],
      ['/api/categories/99999999999999999999', 400, 'id: Category id must be a positive whole number'],
    ])('GET %s answers %i', async (path, status, error) => {
      expect(await call(ctx.app, path)).toMatchObject({ status, body: { error } });
    });

    it('GET /api/categories/subcategories lists the children', async () => {
      const { status, body } = await call<CategoriesResponse>(ctx.app, '/api/categories/subcategories?categoryId=2755');
      expect(status).toBe(200);
      expect(body.data.map((category) => category.category_id)).toEqual(COVID.map(([id]) => id));
      expect((await call(ctx.app, '/api/categories/subcategories')).status).toBe(400);
      expect((await call(ctx.app, '/api/categories/subcategories?categoryId=x')).status).toBe(400);
      expect((await call(ctx.app, '/api/categories/subcategories?categoryId=1')).status).toBe(404);
    });
  });

  describe('GET /api/categories/header', () => {
    it('returns menu nodes with storefront urls built from category tokens', async () => {
      const { status, body } = await call<CategoryHeaderResponse>(ctx.app, '/api/categories/header');
      expect(status).toBe(200);
      const covid = body.data.find((node) => node.name === 'COVID Care') as CategoryNode;
      expect(covid).toMatchObject({ id: '2755', categoryId: 2755, level: 1, url: `/category/${token(2755)}` });
      const mask = covid.children.find((node) => node.categoryId === 2756) as CategoryNode;
      expect(mask).toMatchObject({ name: 'Face mask', level: 2, url: `/category/${token(2755)}/sub/${token(2756)}` });
      const leaf = mask.children[0];
      expect(leaf).toMatchObject({ level: 3, url: `/category/${token(2755)}/sub/${token(leaf.categoryId)}`, children: [] });
      expect(token(2756)).toBe('Y2F0XzI3NTY=');
    });
  });

  describe('GET /api/catalogue-categories/header', () => {
    it("lists the catalogue user's catalogue categories", async () => {
      const session = await signIn(ctx.app, 'catalogue@lapasar.test');
      const { status, body } = await call<CategoryHeaderResponse>(ctx.app, '/api/catalogue-categories/header', { token: session });
      expect(status).toBe(200);
      expect(body.data.map((node) => node.name).sort()).toEqual(['COVID Care', 'Cleaning & Hygiene', 'Office Supplies']);
      const covid = body.data.find((node) => node.categoryId === 2755) as CategoryNode;
      expect(covid.url).toBe('/app/marketplace/product/catalogue_category?categoryId=2755');
      expect(covid.children.map((node) => node.categoryId)).toEqual(COVID.map(([id]) => id));
    });

    it('forbids other users and needs a token', async () => {
      const session = await signIn(ctx.app, 'buyer@lapasar.test');
      expect(await call(ctx.app, '/api/catalogue-categories/header', { token: session })).toMatchObject({
        status: 403,
        body: { error: 'Catalogue categories are only available to catalogue users' },
      });
      expect((await call(ctx.app, '/api/catalogue-categories/header')).status).toBe(401);
    });
  });

  describe('banners and images', () => {
    it('GET /api/banners/home returns a bare array with absolute image urls', async () => {
      const { status, body } = await call<Banner[]>(ctx.app, '/api/banners/home');
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      expect(body.length).toBeGreaterThanOrEqual(3);
      for (const banner of body) expect(Object.keys(banner).sort()).toEqual(['id', 'imagePath', 'title', 'url']);
      expect(body[0].title).toBe('COVID care essentials');
      expect(body[0].imagePath).toBe('http://localhost/api/images/banners/1.svg');
      const image = await ctx.app.request(new URL(body[0].imagePath).pathname);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
    });

    it('draws product images and refuses unknown or malformed ones', async () => {
      // A product every visitor may see: the others' images need a signed URL (product-images.test.ts).
      const [listed] = await ctx.db.select({ id: products.id }).from(products).where(listedFor(null)).orderBy(asc(products.id)).limit(1);
      const image = await ctx.app.request(`/api/images/products/${listed.id}.svg`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(image.headers.get('cache-control')).toContain('max-age');
      expect(await image.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect((await call(ctx.app, '/api/images/products/999999.svg')).status).toBe(404);
      expect((await call(ctx.app, '/api/images/products/1.png')).status).toBe(400);
      expect((await call(ctx.app, '/api/images/banners/99.svg')).status).toBe(404);
    });
  });
});
