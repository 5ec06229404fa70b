import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../server/db/client';
import { preOrders, products, shoppingLists, skus } from '../../server/db/schema';
import type { GenerateUploadUrlsResponse, SubmitCompleteResponse } from '../../src/contract/types';
import {
  freePort,
  startBalancer,
  startPostgresCluster,
  startServerNode,
  type Balancer,
  type PostgresCluster,
  type ServerNode,
} from './support/cluster';
import { DEMO_PASSWORD } from './support/http';
import { startLocalS3, type LocalS3 } from './support/local-s3';
import { PDF } from './support/upload-files';
import { CheckoutScenarios } from './support/workflow-fixture';

/**
 * Two server processes started as in production on one PostgreSQL, HAProxy round robin in front,
 * all on loopback: every process is interchangeable. As on two machines, each has an upload
 * directory of its own and shares only the database and the attachments' bucket (s3rver).
 */
const RENAME_SEEN_MS = 1000;
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };

interface Answer<T> {
  status: number;
  body: T;
}

async function send<T = Record<string, unknown>>(
  base: string,
  path: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const response = await fetch(base + path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...LOCATION,
      ...options.headers,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text && response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text) as T };
}

describe('two server processes behind HAProxy on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let bucket: LocalS3;
  let database: DatabaseHandle;
  let balancer: Balancer;
  let scenarios: CheckoutScenarios;
  const nodes: Record<'a' | 'b', ServerNode | undefined> = { a: undefined, b: undefined };
  const ports = { a: 0, b: 0 };
  const dirs: string[] = [];
  let environment: (name: 'a' | 'b') => Promise<Record<string, string>>;

  const node = (name: 'a' | 'b') => {
    const started = nodes[name];
    if (!started) throw new Error(`Server ${name} is not running`);
    return started.url;
  };

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    bucket = await startLocalS3();
    [ports.a, ports.b] = [await freePort(), await freePort()];
    const balancerPort = await freePort();
    environment = async (name) => {
      const uploads = await mkdtemp(join(tmpdir(), `lapasar-uploads-${name}-`));
      dirs.push(uploads);
      return {
        DATABASE_URL: cluster.url,
        PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
        TRUST_PROXY: '1',
        UPLOAD_DIR: uploads,
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: bucket.endpoint,
        S3_BUCKET: bucket.bucket,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        SEED_PRODUCTS: '120',
        NODE_ENV: 'test',
      };
    };
    // Started together on an empty database: one migrates and seeds the demo data while the other waits its turn.
    [nodes.a, nodes.b] = await Promise.all([
      startServerNode('a', ports.a, await environment('a'), ['--demo']),
      startServerNode('b', ports.b, await environment('b'), ['--demo']),
    ]);
    balancer = await startBalancer(
      [
        { name: 'a', port: ports.a },
        { name: 'b', port: ports.b },
      ],
      balancerPort,
    );
    database = await createDatabase({ databaseUrl: cluster.url });
    scenarios = new CheckoutScenarios(database.db);
    await scenarios.prepare();
    await until(async () => (await balancer.isUp('a')) && (await balancer.isUp('b')), 'both servers up in HAProxy');
  }, 180_000);

  afterAll(async () => {
    for (const started of Object.values(nodes)) started?.signal('SIGKILL');
    await Promise.all(Object.values(nodes).map((started) => started?.exited));
    await balancer?.stop();
    await database?.close();
    await cluster?.stop();
    await bucket?.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  it('takes an order through both: upload through one, submit through the other, approve through the first; the file downloads through both', async () => {
    const scenario = await scenarios.create();
    const buyer = scenario.buyer.token;
    const tickets = await send<GenerateUploadUrlsResponse>(node('a'), '/api/workflow/generate-upload-urls', {
      token: buyer,
      body: { attachments: [{ filename: 'Quotation.pdf', contentType: 'application/pdf', size: PDF.length, attachmentType: 'order' }] },
    });
    expect(tickets.status).toBe(200);
    const [ticket] = tickets.body.uploads;
    // The URL names the balancer (PUBLIC_URL); the file goes to the first process, the submit to the second.
    const stored = await fetch(ticket.uploadUrl.replace(/^https?:\/\/[^/]+/, node('a')), {
      method: 'PUT',
      body: PDF,
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(stored.status).toBe(200);
    const submitted = await send<SubmitCompleteResponse>(node('b'), '/api/workflow/submit-complete', {
      token: buyer,
      body: scenario.request({
        attachments: { order: [{ filename: ticket.filename, originalFilename: 'Quotation.pdf', isImage: false }], approval: [] },
      }),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const { poId } = submitted.body.data;
    expect((await send(node('a'), `/api/approvals/${poId}/approve`, { token: scenario.approvers.first.token, body: {} })).status).toBe(200);
    expect((await send(node('b'), `/api/approvals/${poId}/approve`, { token: scenario.approvers.second.token, body: {} })).status).toBe(
      200,
    );

    for (const base of [node('a'), node('b'), balancer.url, balancer.url]) {
      for (const token of [buyer, scenario.approvers.first.token]) {
        const download = await fetch(`${base}/api/attachments/${ticket.attachmentId}`, { headers: { Authorization: `Bearer ${token}` } });
        expect(download.status, `${base} ${token === buyer ? 'buyer' : 'approver'}`).toBe(200);
        expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
      }
    }
  });

  it('trips the sign-in throttle after as many failures as one process would allow', async () => {
    const attempt = (base: string) =>
      send(base, '/api/users/login', {
        body: { email: 'masked@lapasar.test', password: 'not the password' },
        headers: { 'X-Forwarded-For': '198.51.100.77' },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await attempt(index % 2 === 0 ? node('a') : node('b'))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The right password is refused too while the address waits, on either process.
    const right = await send(node('b'), '/api/users/login', {
      body: { email: 'masked@lapasar.test', password: DEMO_PASSWORD },
      headers: { 'X-Forwarded-For': '198.51.100.77' },
    });
    expect(right.status).toBe(429);
  });

  it(`shows a product renamed in the database in both processes' listings within ${RENAME_SEEN_MS} ms`, async () => {
    const item = await scenarios.product();
    const listed = async (base: string) =>
      (await send<{ data: { product_name: string } }>(base, `/api/products/${item.productId}`)).body.data.product_name;
    // Both have answered it (and may keep the answer) before the change.
    const before = await Promise.all([listed(node('a')), listed(node('b'))]);
    expect(before[0]).toBe(before[1]);
    const renamed = `Renamed ${item.productId}`;
    await database.db.update(products).set({ name: renamed }).where(eq(products.id, item.productId));
    const started = performance.now();
    await until(
      async () => (await listed(node('a'))) === renamed && (await listed(node('b'))) === renamed,
      'the new name on both',
      RENAME_SEEN_MS,
    );
    expect(performance.now() - started).toBeLessThan(RENAME_SEEN_MS);
  });

  it('creates exactly one order from 20 identical submits sent at once to both', async () => {
    const scenario = await scenarios.create();
    const body = scenario.request();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send<SubmitCompleteResponse>(index % 2 === 0 ? node('a') : node('b'), '/api/workflow/submit-complete', {
          token: scenario.buyer.token,
          body,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const placed = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.poId));
    expect(placed.size).toBe(1);
    expect(await database.db.select({ id: preOrders.id }).from(preOrders).where(eq(preOrders.buyerId, scenario.buyerId))).toHaveLength(1);
  });

  it('never sells the last units of a SKU twice across processes', async () => {
    const item = await scenarios.product({ stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => scenarios.create({ item, quantity: 1 })));
    const answers = await Promise.all(
      buyers.map((scenario, index) =>
        send<SubmitCompleteResponse & { code?: string }>(index % 2 === 0 ? node('a') : node('b'), '/api/workflow/submit-complete', {
          token: scenario.buyer.token,
          body: scenario.request(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.code)).toEqual(
      Array(5).fill('insufficient_stock'),
    );
    const [sku] = await database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, item.skuId));
    expect(sku.stock).toBe(0);
    const orders = await database.db
      .select({ id: preOrders.id })
      .from(preOrders)
      .where(
        inArray(
          preOrders.buyerId,
          buyers.map((scenario) => scenario.buyerId),
        ),
      );
    expect(orders).toHaveLength(3);
  });

  it('loses no request HAProxy could retry and no acknowledged write when one process is stopped and the other killed', async () => {
    const scenario = await scenarios.create();
    const token = scenario.buyer.token;
    const load = steadyLoad(balancer.url, token, scenario.item.productId);
    await load.served(50);

    // A rolling restart: the first process is asked to stop, finishes what it has, and exits.
    nodes.a?.signal('SIGTERM');
    expect(await nodes.a?.exited).toBe(0);
    await load.served(50);
    nodes.a = await startServerNode('a', ports.a, await environment('a'));
    await until(() => balancer.isUp('a'), 'the restarted server up in HAProxy');
    await load.served(50);

    // Then the other dies without warning.
    nodes.b?.signal('SIGKILL');
    await nodes.b?.exited;
    nodes.b = undefined;
    await load.served(100);
    const outcome = await load.stop();
    // Both running again, for whatever runs next.
    nodes.b = await startServerNode('b', ports.b, await environment('b'));
    await until(() => balancer.isUp('b'), 'the restarted server up in HAProxy');

    console.info(
      `load through HAProxy: ${outcome.reads} reads, ${outcome.acknowledged.length} acknowledged writes, ${outcome.failedReads.length} failed reads, across a SIGTERM, a restart and a SIGKILL`,
    );
    expect(outcome.failedReads).toEqual([]);
    expect(outcome.reads).toBeGreaterThan(250);
    expect(outcome.acknowledged.length).toBeGreaterThan(10);
    const kept = await database.db
      .select({ name: shoppingLists.name })
      .from(shoppingLists)
      .where(and(eq(shoppingLists.ownerId, scenario.buyer.id), inArray(shoppingLists.name, outcome.acknowledged)));
    expect(kept.map((row) => row.name).sort()).toEqual([...outcome.acknowledged].sort());
  }, 120_000);
});

/**
 * Signed-in requests through the balancer, without pause: three readers (the cart, a product, the
 * lists) and a writer creating lists, each of whose 201s is an acknowledged write.
 */
function steadyLoad(base: string, token: string, productId: number) {
  let stopped = false;
  let reads = 0;
  const failedReads: string[] = [];
  const acknowledged: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const counted = () => {
    reads += 1;
    for (const waiter of waiting.filter((candidate) => reads >= candidate.count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const paths = ['/api/cart', `/api/products/${productId}`, '/api/lists'];
  const reader = async (path: string) => {
    while (!stopped) {
      try {
        const answer = await send(base, path, { token });
        if (answer.status !== 200) failedReads.push(`${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      } catch (error) {
        failedReads.push(`${path}: ${String(error)}`);
      }
      counted();
    }
  };
  const writer = async () => {
    for (let index = 0; !stopped; index++) {
      const name = `Load ${process.pid} ${index}`;
      try {
        if ((await send(base, '/api/lists', { token, body: { name } })).status === 201) acknowledged.push(name);
      } catch {
        // Not acknowledged: the client does not know whether it was written, and the test does not count it.
      }
    }
  };
  const workers = [...paths.map(reader), writer()];
  return {
    /** Resolves once `count` more reads have been answered. */
    served: (count: number) => new Promise<void>((resolve) => waiting.push({ count: reads + count, resolve })),
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
      return { reads, failedReads, acknowledged };
    },
  };
}

/**
 * Resolves once `check` holds, asking again 20 ms after each answer (HAProxy's state is read from
 * its admin socket, which announces nothing); fails past `withinMs`.
 */
async function until(check: () => Promise<boolean>, what: string, withinMs = 20_000): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) throw new Error(`Not ${what} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
