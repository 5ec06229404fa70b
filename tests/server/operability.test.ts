/**
 * What a process behind a load balancer is operated by: request ids, JSON request logs that keep
 * credentials out, Prometheus metrics behind a token, liveness and readiness, and a SIGTERM that
 * drains the process instead of dropping what it is doing.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDatabase } from '../../server/db/client';
import { products, sellers } from '../../server/db/schema';
import { migrationJournal } from '../../server/db/migration-journal';
import { createLogger } from '../../server/logger';
import { seedDatabase } from '../../server/seed';
import { createTestContext, createTestDatabase, engines, TEST_KDF_LOG_N, type Engine, type TestContext } from './support/context';
import { call, signIn } from './support/http';
import { startMain, type MainProcess } from './support/main-process';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const METRICS_TOKEN = `scrape-${randomBytes(16).toString('hex')}`;

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  path?: string;
  status?: number;
  durationMs?: number;
}

/** A logger at `level` whose lines land in `lines`, as pino writes them to standard output. */
function capturingLogger(lines: string[], level: 'info' | 'error' = 'info') {
  return createLogger(level, { write: (line: string) => void lines.push(line) });
}

const ALL_OK = { shutdown: 'ok', database: 'ok', migrations: 'ok', changes: 'ok' };

describe.each(engines())('operating a server on %s', (engine) => {
  let ctx: TestContext;
  const lines: string[] = [];
  let shuttingDown = false;
  let productIds: number[];
  const logged = () => lines.map((line) => JSON.parse(line) as LogLine);
  const requestLine = (requestId: string) => logged().find((line) => line.msg === 'request' && line.requestId === requestId);

  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      logger: capturingLogger(lines),
      metricsToken: METRICS_TOKEN,
      shuttingDown: () => shuttingDown,
    });
    // Listed products of the demo seller, which every visitor sees.
    const listed = await ctx.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(sql`${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden} and ${products.sellerId} = 1`)
      .orderBy(products.id)
      .limit(3);
    productIds = listed.map((row) => row.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('request ids', () => {
    it('gives a request without one a new UUID, which its answer and its log line carry', async () => {
      const response = await ctx.app.request('/api/health');
      const id = response.headers.get('X-Request-Id');
      expect(id).toMatch(UUID);
      expect(requestLine(id!)).toMatchObject({ method: 'GET', route: '/api/health', path: '/api/health', status: 200 });
      expect((await ctx.app.request('/api/health')).headers.get('X-Request-Id')).not.toBe(id);
    });

    it.each(['haproxy-7F3A:0042.1', 'a', 'x'.repeat(128), '4bf92f3577b34da6a3ce929d0e0e4736'])(
      'echoes a sane incoming id (%s)',
      async (incoming) => {
        const response = await ctx.app.request('/api/location/states', { headers: { 'X-Request-Id': incoming, ...LOCATION } });
        expect(response.status).toBe(200);
        expect(response.headers.get('X-Request-Id')).toBe(incoming);
        expect(requestLine(incoming)).toMatchObject({ route: '/api/location/states', status: 200 });
      },
    );

    it.each(['', 'two words', 'x'.repeat(129), '<script>alert(1)</script>', 'a;b=c', 'quote"d', 'caf\u00e9'])(
      'replaces an insane incoming id (%j) by a new UUID',
      async (incoming) => {
        const response = await ctx.app.request('/api/health', { headers: { 'X-Request-Id': incoming } });
        const id = response.headers.get('X-Request-Id')!;
        expect(id).toMatch(UUID);
        expect(requestLine(id)).toMatchObject({ route: '/api/health', status: 200 });
        expect(logged().some((line) => line.requestId === incoming)).toBe(false);
      },
    );

    it('a kept catalogue answer goes out with the id of the request it answers, not the first one', async () => {
      const kept = createApp({ db: ctx.db, answerCacheTtlMs: 60_000, logger: capturingLogger([]) });
      const first = await kept.request('/api/location/states', { headers: { 'X-Request-Id': 'first-read' } });
      const second = await kept.request('/api/location/states', { headers: { 'X-Request-Id': 'kept-answer' } });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.headers.get('X-Request-Id')).toBe('kept-answer');
      const revalidated = await kept.request('/api/location/states', {
        headers: { 'X-Request-Id': 'kept-304', 'If-None-Match': first.headers.get('ETag')! },
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('X-Request-Id')).toBe('kept-304');
    });

    it('answers outside the API carry it too: a 404 page path and the metrics', async () => {
      const missing = await ctx.app.request('/no-such-page', { headers: { 'X-Request-Id': 'page-404' } });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('X-Request-Id')).toBe('page-404');
      const metrics = await ctx.app.request('/metrics', {
        headers: { 'X-Request-Id': 'scrape-1', Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.headers.get('X-Request-Id')).toBe('scrape-1');
    });
  });

  describe('the request log', () => {
    it('is one JSON line per request with the route pattern, the path, the status and the time taken', async () => {
      const response = await ctx.app.request(`/api/products/${productIds[0]}`, { headers: { 'X-Request-Id': 'detail-1', ...LOCATION } });
      expect(response.status).toBe(200);
      const line = requestLine('detail-1');
      expect(line).toMatchObject({
        level: 30,
        method: 'GET',
        route: '/api/products/:id',
        path: `/api/products/${productIds[0]}`,
        status: 200,
      });
      expect(line?.durationMs).toEqual(expect.any(Number));
      expect(line?.durationMs).toBeGreaterThanOrEqual(0);
    });

    it("never holds a bearer token, an upload URL's token or a query", async () => {
      const bearer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.77');
      expect((await call(ctx.app, '/api/cart', { token: bearer, headers: { 'X-Request-Id': 'with-token' } })).status).toBe(200);
      const uploadToken = `upload${randomBytes(24).toString('hex')}`;
      const upload = await ctx.app.request(`/api/uploads/${uploadToken}`, {
        method: 'PUT',
        body: 'file',
        headers: { 'Content-Type': 'image/png', 'X-Request-Id': 'upload-put' },
      });
      expect(upload.status).toBeGreaterThanOrEqual(400);
      await ctx.app.request(`/api/uploads/${uploadToken}`, { headers: { 'X-Request-Id': 'upload-get' } });
      const querySecret = `query${randomBytes(12).toString('hex')}`;
      await ctx.app.request(`/api/search?q=mask&token=${querySecret}`, { headers: { 'X-Request-Id': 'query-secret', ...LOCATION } });

      expect(requestLine('with-token')).toMatchObject({ route: '/api/cart', status: 200 });
      expect(requestLine('upload-put')).toMatchObject({
        method: 'PUT',
        route: '/api/uploads/:token',
        path: '/api/uploads/:redacted',
        status: upload.status,
      });
      expect(requestLine('upload-get')?.path).toBe('/api/uploads/:redacted');
      expect(requestLine('query-secret')).toMatchObject({ route: '/api/search', path: '/api/search' });
      const everything = lines.join('\n');
      for (const secret of [bearer, uploadToken, querySecret, 'Authorization', 'Bearer']) expect(everything).not.toContain(secret);
    });
  });

  describe('metrics', () => {
    it('are absent from an app without METRICS_TOKEN', async () => {
      const plain = createApp({ db: ctx.db });
      const response = await plain.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('http_requests_total');
    });

    it.each([
      ['no credentials', undefined],
      ['another token', `Bearer ${METRICS_TOKEN}x`],
      ['the token in another scheme', `Basic ${METRICS_TOKEN}`],
      ['a malformed header', 'Bearer'],
    ])('are refused with 401 to %s, showing nothing', async (_who, authorization) => {
      const response = await ctx.app.request('/metrics', { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
      const text = await response.text();
      expect(text).not.toContain('http_requests_total');
      expect(text).not.toContain('process_cpu');
    });

    it('count each request under its route pattern, with its latency, never its raw path', async () => {
      const scrape = async () => {
        const response = await ctx.app.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
        return response.text();
      };
      const count = (text: string, series: string) =>
        Number(new RegExp(`^${series.replace(/[{}()[\].*+?^$|\\]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      const series = 'http_requests_total{method="GET",route="/api/products/:id",status="200"}';
      const before = count(await scrape(), series);
      expect((await ctx.app.request(`/api/products/${productIds[1]}`, { headers: LOCATION })).status).toBe(200);
      expect((await ctx.app.request(`/api/products/${productIds[2]}`, { headers: LOCATION })).status).toBe(200);
      const text = await scrape();
      expect(count(text, series)).toBe(before + 2);
      expect(count(text, 'http_request_duration_seconds_count{method="GET",route="/api/products/:id"}')).toBeGreaterThanOrEqual(2);
      expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/products\/:id"\} \d+$/m);
      expect(text).not.toMatch(/route="\/api\/products\/\d/);
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
      if (engine === 'postgres') {
        expect(text).toMatch(/^db_pool_connections \d+$/m);
        expect(text).toMatch(/^db_pool_idle_connections \d+$/m);
        expect(text).toMatch(/^db_pool_waiting_requests \d+$/m);
      } else expect(text).not.toContain('db_pool_connections');
    });

    it('count server errors by route', async () => {
      const failing = createApp({ db: ctx.db, metricsToken: METRICS_TOKEN, logger: capturingLogger([], 'error') });
      failing.get('/api/fails/:id', () => {
        throw new Error('broken on purpose');
      });
      expect((await failing.request('/api/fails/1')).status).toBe(500);
      expect((await failing.request('/api/fails/2')).status).toBe(500);
      const text = await (await failing.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      expect(text).toContain('http_server_errors_total{method="GET",route="/api/fails/:id",status="500"} 2');
    });
  });

  describe('health', () => {
    it('liveness and readiness are 200 on a healthy server', async () => {
      expect(await call(ctx.app, '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(await call(ctx.app, '/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ready', checks: ALL_OK } });
    });

    it('readiness is 503 once shutdown begins, while liveness stays 200', async () => {
      shuttingDown = true;
      try {
        const { status, body } = await call(ctx.app, '/api/health/ready');
        expect(status).toBe(503);
        expect(body).toEqual({
          status: 'not_ready',
          checks: { shutdown: 'failing', database: 'skipped', migrations: 'skipped', changes: 'skipped' },
        });
        expect((await call(ctx.app, '/api/health')).status).toBe(200);
      } finally {
        shuttingDown = false;
      }
    });

    it('readiness is 503 naming the migrations a database lacks', async () => {
      const database = await createTestDatabase(engine);
      try {
        const last = migrationJournal().at(-1)!;
        await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
        const { status, body } = await call(createApp({ db: database.db }), '/api/health/ready');
        expect(status).toBe(503);
        expect(body).toEqual({ status: 'not_ready', checks: { ...ALL_OK, migrations: 'failing' }, pendingMigrations: [last.tag] });
      } finally {
        await database.close();
      }
    });

    it('readiness is 503 once the database is closed', async () => {
      const database = await createTestDatabase(engine);
      const app = createApp({ db: database.db });
      expect((await call(app, '/api/health/ready')).status).toBe(200);
      await database.close();
      const { status, body } = await call<{ checks: Record<string, string> }>(app, '/api/health/ready');
      expect(status).toBe(503);
      expect(body.checks).toMatchObject({ shutdown: 'ok', database: 'failing', migrations: 'skipped' });
    });
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('readiness on an unreachable PostgreSQL', () => {
  it('is 503: the database does not answer and no change is heard', async () => {
    const handle = await createDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${await closedPort()}/lapasar` });
    try {
      const { status, body } = await call(createApp({ db: handle.db }), '/api/health/ready');
      expect(status).toBe(503);
      expect(body).toEqual({
        status: 'not_ready',
        checks: { shutdown: 'ok', database: 'failing', migrations: 'skipped', changes: 'failing' },
      });
    } finally {
      await handle.close();
    }
  });
});

/** A raw HTTP/1.1 connection: what it received, and a wait for what it is to receive. */
class RawConnection {
  text = '';
  readonly closed: Promise<void>;

  constructor(readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (this.text += chunk));
    socket.on('error', () => {});
    this.closed = once(socket, 'close').then(() => undefined);
  }

  static async open(port: number): Promise<RawConnection> {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return new RawConnection(socket);
  }

  /** Resolves once what was received matches; fails if the connection closes first. */
  until(pattern: RegExp): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!pattern.test(this.text)) return;
        this.socket.off('data', check);
        resolve();
      };
      this.socket.on('data', check);
      void this.closed.then(() =>
        pattern.test(this.text) ? resolve() : reject(new Error(`Closed before ${pattern}: ${JSON.stringify(this.text)}`)),
      );
      check();
    });
  }

  /** The status of each answer received, in order (100 Continue included). */
  statuses(): number[] {
    // An answer's status line follows the body before it directly.
    return [...this.text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
  }
}

describe.each(engines())('a server process on %s stopped with SIGTERM', (engine: Engine) => {
  const BOUND_MS = 3000;
  const BODY = JSON.stringify({ postcode: '40000' });
  const postHeaders = `POST /api/location/postcode-details HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\nExpect: 100-continue\r\nX-Request-Id: in-flight\r\n\r\n`;
  let dataDir: string | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let main: MainProcess | undefined;

  beforeAll(async () => {
    // Seeded here with a cheap password hash, so the process starts without seeding.
    if (engine === 'postgres') {
      database = await createTestDatabase('postgres');
      await seedDatabase(database.db, { products: 20, kdfLogN: TEST_KDF_LOG_N });
    } else {
      dataDir = await mkdtemp(join(tmpdir(), 'lapasar-operability-'));
      const handle = await createDatabase({ dataDir });
      await handle.migrate();
      await seedDatabase(handle.db, { products: 20, kdfLogN: TEST_KDF_LOG_N });
      await handle.close();
    }
  });
  afterAll(async () => {
    if (main && main.child.exitCode === null && main.child.signalCode === null) {
      main.child.kill('SIGKILL');
      await main.exited;
    }
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request under way, refuses new connections, cuts one past the bound and exits 0', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir ?? 'memory',
      DATABASE_URL: database?.url ?? '',
      SEARCH_DATABASE_URL: '',
      SMTP_URL: '',
      METRICS_TOKEN: '',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: String(BOUND_MS),
    };
    main = startMain([], env);
    const listening = await main.line((line) => line.msg === 'Listening');
    const port = Number(new URL(String(listening.url)).port);

    // An idle keep-alive connection, which shutdown closes at once.
    const idle = await RawConnection.open(port);
    idle.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await idle.until(/"status":"ok"/);
    // A request under way: the server has its headers (it said 100 Continue) and waits for its body.
    const underWay = await RawConnection.open(port);
    underWay.socket.write(postHeaders);
    await underWay.until(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    // One that never finishes its body: cut when the bound is up.
    const stuck = await RawConnection.open(port);
    stuck.socket.write(postHeaders.replace('in-flight', 'stuck'));
    await stuck.until(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    stuck.socket.write(BODY.slice(0, 5));

    const signalled = performance.now();
    main.child.kill('SIGTERM');
    await main.line((line) => typeof line.msg === 'string' && line.msg.startsWith('Shutting down'));

    // No new connection is taken.
    const refused = connect(port, '127.0.0.1');
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
    await idle.closed;

    // The request under way completes; a request after it on its connection finds the process not ready.
    underWay.socket.write(`${BODY}GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: after-sigterm\r\n\r\n`);
    await underWay.closed;
    expect(underWay.statuses()).toEqual([100, 200, 503]);
    expect(underWay.text).toContain('"state":');
    expect(JSON.parse(underWay.text.slice(underWay.text.lastIndexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 'not_ready',
      checks: { shutdown: 'failing' },
    });

    // The stuck one is cut at the bound, and the process exits 0 soon after.
    await stuck.closed;
    const cutAfter = performance.now() - signalled;
    expect(stuck.statuses()).toEqual([100]);
    const code = await main.exited;
    const exitedAfter = performance.now() - signalled;
    expect(code, main.stderr).toBe(0);
    expect(cutAfter).toBeGreaterThanOrEqual(BOUND_MS - 50);
    expect(exitedAfter).toBeLessThan(BOUND_MS + 5000);

    // Every line on standard output was JSON; the finished request's line names its route and status.
    expect(main.lines.find((line) => line.requestId === 'in-flight')).toMatchObject({
      msg: 'request',
      route: '/api/location/postcode-details',
      status: 200,
    });
    expect(main.lines.find((line) => line.requestId === 'after-sigterm')).toMatchObject({ route: '/api/health/ready', status: 503 });
    expect(main.lines.at(-1)).toMatchObject({ msg: 'Stopped' });
  });
});
