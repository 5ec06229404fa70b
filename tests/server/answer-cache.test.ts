import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { ProductDetailResponse, ProductListResponse } from '../../src/api/types';
import { skus } from '../../server/db/schema';
import { answerCache } from '../../server/middleware/answer-cache';
import { nextChange } from '../../server/db/change-notices';
import { createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const SELANGOR = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const JOHOR = { 'X-State': 'Johor', 'X-District': 'Johor Bahru' };

/** The driver's entry point every statement goes through, whichever engine. */
type DriverClient = { query: (...args: unknown[]) => Promise<unknown> };

describe.each(engines())('the anonymous answer cache on %s', (engine) => {
  let ctx: TestContext;
  let queries: MockInstance<DriverClient['query']>;
  let buyer: string;
  let productId: number;
  const detail = (headers: Record<string, string> = SELANGOR, token?: string) =>
    call<ProductDetailResponse>(ctx.app, `/api/products/${productId}`, { headers, token });

  beforeAll(async () => {
    ctx = await createTestContext(engine, { answerCacheTtlMs: 60_000 });
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.60');
    const listing = await call<ProductListResponse>(ctx.app, '/api/products?limit=1');
    productId = listing.body.products[0].product_id;
    queries = vi.spyOn((ctx.db as unknown as { $client: DriverClient }).$client, 'query');
  });
  afterAll(async () => {
    queries?.mockRestore();
    await ctx?.close();
  });
  // Each test starts from an empty cache: a write empties it.
  beforeEach(async () => {
    await call(ctx.app, '/api/location', { body: SELANGOR });
    queries.mockClear();
  });

  it.each([
    ['product detail', () => `/api/products/${productId}`],
    ['a listing', () => '/api/products/unified?page=2'],
    ['a search', () => '/api/search?q=mask'],
    ['the states', () => '/api/location/states'],
    ['the districts', () => '/api/location/districts?state=Johor'],
  ])('answers %s again without a database query, with the same body and validator', async (_kind, path) => {
    const first = await ctx.app.request(path(), { headers: SELANGOR });
    expect(first.status).toBe(200);
    expect(queries).toHaveBeenCalled();
    queries.mockClear();

    const again = await ctx.app.request(path(), { headers: SELANGOR });
    expect(queries).not.toHaveBeenCalled();
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('Content-Type')).toBe(first.headers.get('Content-Type'));
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(again.headers.get('Cache-Control')).toBe('public, no-cache');

    const revalidated = await ctx.app.request(path(), { headers: { ...SELANGOR, 'If-None-Match': first.headers.get('ETag') ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(queries).not.toHaveBeenCalled();
  });

  it('keeps each answer with the headers it left with, per Origin and encoding, CORS included', async () => {
    const path = `/api/products/${productId}`;
    const intranet = { ...SELANGOR, Origin: 'https://intranet.example.com', 'Accept-Encoding': 'gzip' };
    const fresh = await ctx.app.request(path, { headers: intranet });
    queries.mockClear();
    const kept = await ctx.app.request(path, { headers: intranet });
    expect(queries).not.toHaveBeenCalled();
    // Every header as it left, but the request id: each answer carries its own request's.
    const withoutId = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => name !== 'x-request-id'));
    expect(withoutId(kept.headers)).toEqual(withoutId(fresh.headers));
    expect(kept.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.headers.get('X-Request-Id')).not.toBe(fresh.headers.get('X-Request-Id'));
    expect(kept.headers.get('Access-Control-Allow-Origin')).toBe('https://intranet.example.com');
    expect(kept.headers.get('Content-Encoding')).toBe('gzip');
    expect(kept.headers.get('Content-Security-Policy')).toBeTruthy();

    const stranger = await ctx.app.request(path, { headers: { ...SELANGOR, Origin: 'https://elsewhere.example.com' } });
    expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(stranger.headers.get('Content-Encoding')).toBeNull();
    const revalidated = await ctx.app.request(path, { headers: { ...intranet, 'If-None-Match': fresh.headers.get('ETag') ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('Access-Control-Allow-Origin')).toBe('https://intranet.example.com');
    expect(revalidated.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('keys answers by the location headers', async () => {
    const selangor = await detail(SELANGOR);
    queries.mockClear();
    const johor = await detail(JOHOR);
    expect(queries).toHaveBeenCalled();
    expect(johor.status).toBe(200);
    expect(johor.body.data.product_id).toBe(selangor.body.data.product_id);
    queries.mockClear();
    expect((await detail(JOHOR)).body).toEqual(johor.body);
    expect(queries).not.toHaveBeenCalled();
  });

  it("never gives a signed-in buyer the visitors' answer, nor keeps the buyer's", async () => {
    // Visitors see the seller's code; this buyer sees its name.
    const masked = (await detail()).body.data.sl_name;
    expect(masked).toMatch(/^VNDR-/);
    queries.mockClear();
    const named = (await detail(SELANGOR, buyer)).body.data.sl_name;
    expect(named).not.toBe(masked);
    expect(queries).toHaveBeenCalled();
    // The buyer's second look comes from what the server keeps for that buyer, never the visitors' answer.
    expect((await detail(SELANGOR, buyer)).body.data.sl_name).toBe(named);
    expect((await detail()).body.data.sl_name).toBe(masked);
  });

  it('forgets an answer when the database announces a change to a table, so a stock changed outside the server shows at once', async () => {
    const before = await detail();
    const primary = before.body.data.primary_sku_id as number;
    expect((await detail()).body.data.primary_sku_total_stock).toBe(before.body.data.primary_sku_total_stock);
    const heard = nextChange(ctx.db, 'skus');
    await ctx.db
      .update(skus)
      .set({ stock: before.body.data.primary_sku_total_stock + 7 })
      .where(eq(skus.id, primary));
    await heard;
    expect((await detail()).body.data.primary_sku_total_stock).toBe(before.body.data.primary_sku_total_stock + 7);
  });
});

describe('the answer cache middleware', () => {
  /** An app whose one catalogue route counts its calls; the clock is the test's. */
  function countingApp(ttlMs: number) {
    const clock = { now: 0 };
    let reads = 0;
    let release: () => void = () => {};
    let gate: Promise<void> = Promise.resolve();
    const app = new Hono();
    app.use('/api/*', answerCache({ ttlMs, now: () => clock.now }));
    app.get('/api/location/states', async (c) => {
      reads += 1;
      await gate;
      return c.json({ reads }, 200, { 'Cache-Control': 'public, no-cache' });
    });
    const hold = () => (gate = new Promise((resolve) => (release = resolve)));
    return { app, clock, reads: () => reads, hold, release: () => release() };
  }

  it('reads an answer again once its lifetime is over', async () => {
    const { app, clock, reads } = countingApp(3000);
    await app.request('/api/location/states');
    clock.now = 2999;
    expect(await (await app.request('/api/location/states')).json()).toEqual({ reads: 1 });
    clock.now = 3000;
    expect(await (await app.request('/api/location/states')).json()).toEqual({ reads: 2 });
    expect(reads()).toBe(2);
  });

  it('lets requests for an answer being read share that read', async () => {
    const { app, reads, hold, release } = countingApp(3000);
    hold();
    const answers = Array.from({ length: 5 }, () => app.request('/api/location/states'));
    await vi.waitFor(() => expect(reads()).toBe(1));
    release();
    const bodies = await Promise.all((await Promise.all(answers)).map((response) => response.json()));
    expect(bodies).toEqual(Array.from({ length: 5 }, () => ({ reads: 1 })));
  });

  it('while an expired answer is read afresh, gives the others the last one for one lifetime more', async () => {
    const { app, clock, reads, hold, release } = countingApp(3000);
    await app.request('/api/location/states');
    clock.now = 3000;
    hold();
    const refresh = app.request('/api/location/states');
    await vi.waitFor(() => expect(reads()).toBe(2));
    expect(await (await app.request('/api/location/states')).json()).toEqual({ reads: 1 });
    clock.now = 6000;
    const late = app.request('/api/location/states');
    release();
    expect(await (await refresh).json()).toEqual({ reads: 2 });
    expect(await (await late).json()).toEqual({ reads: 2 });
    expect(reads()).toBe(2);
  });

  it('does not keep an answer read while a write was under way', async () => {
    const { app, reads, hold, release } = countingApp(3000);
    app.post('/api/cart/add', (c) => c.json({ ok: true }));
    hold();
    const read = app.request('/api/location/states');
    await vi.waitFor(() => expect(reads()).toBe(1));
    await app.request('/api/cart/add', { method: 'POST' });
    release();
    await read;
    await app.request('/api/location/states');
    expect(reads()).toBe(2);
  });
});
