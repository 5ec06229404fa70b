import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, skus } from '../../server/db/schema';
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

interface Cart {
  data: { cartItems: { sku_id: number; quantity: number }[] };
}

interface Found {
  hits: { recid: number; title: string }[];
}

interface Detail {
  data: {
    product_id: number;
    product_name: string;
    sl_id: number;
    primary_sku_id: number;
    primary_sku_moq: number;
    primary_sku_total_stock: number;
    primary_sku_act_price: number;
    is_wishlist: 0 | 1;
  };
}

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  let productId: number;

  const signIn = async (server: ServerProcess) =>
    (
      await send<{ user: { auth_token: string } }>(server, 'POST', '/api/users/login', {
        email: 'buyer@lapasar.test',
        password: DEMO_PASSWORD,
      })
    ).body.user.auth_token;

  beforeAll(async () => {
    // An empty database, not even migrated: both processes start at once, and one migrates and seeds it while the other waits its turn.
    database = await createTestDatabase('postgres', { migrated: false });
    const options = { databaseUrl: database.url, demoData: true, seedProducts: 120, kdfLogN: TEST_KDF_LOG_N, answerCacheTtlMs: 60_000 };
    [first, second] = await Promise.all([startServerProcess(options), startServerProcess(options)]);
    const listing = await get<{ products: { product_id: number }[] }>(first, '/api/products/unified?page=1&limit=5');
    productId = listing.body.products[0].product_id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.close();
  });

  it('ends a session on the other process when the buyer signs out on one', async () => {
    const token = await signIn(first);
    expect((await get(second, '/api/cart/count', token)).status).toBe(200);
    expect((await get(second, '/api/cart/count', token)).status).toBe(200);
    expect((await send(first, 'POST', '/api/auth/logout', {}, token)).status).toBe(200);
    const elapsed = await timeUntilSeen(
      () => get(second, '/api/cart/count', token),
      (answer) => answer.status === 401,
    );
    expect(elapsed).toBeLessThanOrEqual(CHANGE_SEEN_MS);
  });

  it('shows a visitor on the other process a stock changed straight in the database', async () => {
    const before = (await get<Detail>(second, `/api/products/${productId}`)).body.data;
    expect((await get<Detail>(second, `/api/products/${productId}`)).body.data.primary_sku_total_stock).toBe(
      before.primary_sku_total_stock,
    );
    await database.db
      .update(skus)
      .set({ stock: before.primary_sku_total_stock + 11 })
      .where(eq(skus.id, before.primary_sku_id));
    const path = `/api/products/${productId}`;
    const elapsed = await timeUntilSeen(
      () => get<Detail>(second, path),
      (answer) => answer.body.data.primary_sku_total_stock === before.primary_sku_total_stock + 11,
    );
    expect(elapsed).toBeLessThanOrEqual(CHANGE_SEEN_MS);
  });

  it('shows a buyer on the other process the wishlist flag and the price changed through one', async () => {
    const token = await signIn(first);
    const path = `/api/products/${productId}/details`;
    const before = (await get<Detail>(second, path, token)).body.data;
    expect(before.is_wishlist).toBe(0);
    expect((await send(first, 'POST', '/api/wishlist/update', { product_id: productId, action_type: 'add' }, token)).status).toBe(200);
    expect(
      await timeUntilSeen(
        () => get<Detail>(second, path, token),
        (answer) => answer.body.data.is_wishlist === 1,
      ),
    ).toBeLessThanOrEqual(CHANGE_SEEN_MS);

    await database.db.update(skus).set({ actPrice: 987_65 }).where(eq(skus.id, before.primary_sku_id));
    expect(
      await timeUntilSeen(
        () => get<Detail>(second, path, token),
        (answer) => answer.body.data.primary_sku_act_price === 987.65,
      ),
    ).toBeLessThanOrEqual(CHANGE_SEEN_MS);
  });

  it('shows a buyer on the other process the cart and both counts changed through one, and a search what changed in the database', async () => {
    const token = await signIn(first);
    const detail = (await get<Detail>(second, `/api/products/${productId}/details`, token)).body.data;
    const cartCount = (await get<{ count: number }>(second, '/api/cart/count', token)).body.count;
    const inCart = (answer: Answer<Cart>) =>
      answer.body.data.cartItems.find((item) => item.sku_id === detail.primary_sku_id)?.quantity ?? 0;
    const quantity = inCart(await get<Cart>(second, '/api/cart', token));
    expect(inCart(await get<Cart>(second, '/api/cart', token))).toBe(quantity);

    expect(
      (
        await send(
          first,
          'POST',
          '/api/cart/add',
          {
            sku_id: detail.primary_sku_id,
            sl_id: detail.sl_id,
            product_id: detail.product_id,
            product_name: detail.product_name,
            quantity: detail.primary_sku_moq,
            price: detail.primary_sku_act_price,
          },
          token,
        )
      ).status,
    ).toBe(200);
    expect(
      await timeUntilSeen(
        () => get<Cart>(second, '/api/cart', token),
        (answer) => inCart(answer) === quantity + detail.primary_sku_moq,
      ),
    ).toBeLessThanOrEqual(CHANGE_SEEN_MS);
    const counted = (answer: Answer<{ count: number }>) => answer.body.count;
    expect(
      await timeUntilSeen(
        () => get<{ count: number }>(second, '/api/cart/count', token),
        (answer) => counted(answer) === cartCount + (quantity === 0 ? 1 : 0),
      ),
    ).toBeLessThanOrEqual(CHANGE_SEEN_MS);

    const wished = (await get<{ count: number }>(second, '/api/wishlist/count', token)).body.count;
    const other = (await get<{ products: { product_id: number }[] }>(first, '/api/products/unified?page=1&limit=5')).body.products[1]
      .product_id;
    expect((await send(first, 'POST', '/api/wishlist/update', { product_id: other, action_type: 'add' }, token)).status).toBe(200);
    expect(
      await timeUntilSeen(
        () => get<{ count: number }>(second, '/api/wishlist/count', token),
        (answer) => counted(answer) === wished + 1,
      ),
    ).toBeLessThanOrEqual(CHANGE_SEEN_MS);

    const search = () => get<Found>(second, '/api/search?q=quorvane', token);
    expect((await search()).body.hits).toEqual([]);
    expect((await search()).body.hits).toEqual([]);
    await database.db.update(products).set({ name: 'Quorvane Ledger Book' }).where(eq(products.id, other));
    expect(await timeUntilSeen(search, (answer) => answer.body.hits.some((hit) => hit.recid === other))).toBeLessThanOrEqual(
      CHANGE_SEEN_MS,
    );
  });
});
