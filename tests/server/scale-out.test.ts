import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skus } from '../../server/db/schema';
import { createTestDatabase, TEST_KDF_LOG_N, type TestDatabase } from './support/context';
import { DEMO_PASSWORD } from './support/http';
import { startServerProcess, type ServerProcess } from './support/server-process';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer. Each keeps sessions,
 * product details and visitors' answers in memory; a change made through the other process, or
 * straight in the database, must show through this one within CHANGE_SEEN_MS: the database's
 * change notice reaches every process a moment after the commit. The answer cache's time limit
 * is a minute here, so only the notices can make these pass.
 */
const CHANGE_SEEN_MS = 1000;
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

interface Answer<T> {
  status: number;
  body: T;
}

async function get<T>(server: ServerProcess, path: string, token?: string): Promise<Answer<T>> {
  const response = await fetch(server.url + path, { headers: { ...LOCATION, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  return { status: response.status, body: (await response.json()) as T };
}

async function send<T>(server: ServerProcess, method: string, path: string, body: unknown, token?: string): Promise<Answer<T>> {
  const response = await fetch(server.url + path, {
    method,
    headers: { ...LOCATION, 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** How long, in ms, until `read` answers what `seen` accepts; fails past CHANGE_SEEN_MS. Reads back to back: each read is the event awaited. */
async function timeUntilSeen<T>(read: () => Promise<T>, seen: (answer: T) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await read();
    const elapsed = performance.now() - started;
    if (seen(answer)) return elapsed;
    if (elapsed > CHANGE_SEEN_MS) throw new Error(`Not seen within ${CHANGE_SEEN_MS} ms: ${JSON.stringify(answer)}`);
  }
}

interface Detail {
  data: { product_id: number; primary_sku_id: number; primary_sku_total_stock: number; primary_sku_act_price: number; is_wishlist: 0 | 1 };
}

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  let productId: number;

  const signIn = async (server: ServerProcess) =>
    (await send<{ user: { auth_token: string } }>(server, 'POST', '/api/users/login', { email: 'buyer@lapasar.test', password: DEMO_PASSWORD })).body.user.auth_token;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const options = { databaseUrl: database.url, seedProducts: 120, kdfLogN: TEST_KDF_LOG_N, answerCacheTtlMs: 60_000 };
    // One after the other: the first seeds the empty database.
    first = await startServerProcess(options);
    second = await startServerProcess(options);
    const listing = await get<{ products: { product_id: number }[] }>(first, '/api/products/unified?page=1&limit=5');
    productId = listing.body.products[0].product_id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  it("ends a session on the other process when the buyer signs out on one", async () => {
    const token = await signIn(first);
    expect((await get(second, '/api/cart/count', token)).status).toBe(200);
    expect((await get(second, '/api/cart/count', token)).status).toBe(200);
    expect((await send(first, 'POST', '/api/auth/logout', {}, token)).status).toBe(200);
    const elapsed = await timeUntilSeen(() => get(second, '/api/cart/count', token), (answer) => answer.status === 401);
    expect(elapsed).toBeLessThanOrEqual(CHANGE_SEEN_MS);
  });

  it("shows a visitor on the other process a stock changed straight in the database", async () => {
    const before = (await get<Detail>(second, `/api/products/${productId}`)).body.data;
    expect((await get<Detail>(second, `/api/products/${productId}`)).body.data.primary_sku_total_stock).toBe(before.primary_sku_total_stock);
    await database.db.update(skus).set({ stock: before.primary_sku_total_stock + 11 }).where(eq(skus.id, before.primary_sku_id));
    const path = `/api/products/${productId}`;
    const elapsed = await timeUntilSeen(() => get<Detail>(second, path), (answer) => answer.body.data.primary_sku_total_stock === before.primary_sku_total_stock + 11);
    expect(elapsed).toBeLessThanOrEqual(CHANGE_SEEN_MS);
  });

  it("shows a buyer on the other process the wishlist flag and the price changed through one", async () => {
    const token = await signIn(first);
    const path = `/api/products/${productId}/details`;
    const before = (await get<Detail>(second, path, token)).body.data;
    expect(before.is_wishlist).toBe(0);
    expect((await send(first, 'POST', '/api/wishlist/update', { product_id: productId, action_type: 'add' }, token)).status).toBe(200);
    expect(await timeUntilSeen(() => get<Detail>(second, path, token), (answer) => answer.body.data.is_wishlist === 1)).toBeLessThanOrEqual(CHANGE_SEEN_MS);

    await database.db.update(skus).set({ actPrice: 987_65 }).where(eq(skus.id, before.primary_sku_id));
    expect(await timeUntilSeen(() => get<Detail>(second, path, token), (answer) => answer.body.data.primary_sku_act_price === 987.65)).toBeLessThanOrEqual(CHANGE_SEEN_MS);
  });
});
