import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../src/api/types';
import { createApp } from '../../server/app';
import { createDatabase } from '../../server/db/client';
import { isDatabaseUnavailable, isDeadlock, isStatementTimeout } from '../../server/db/errors';
import { createTestContext, engines, type Engine, type TestContext } from './support/context';
import { call, DEMO_PASSWORD } from './support/http';

const UNAVAILABLE = { error: 'Service temporarily unavailable', code: 'unavailable' };
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const adminUrl = process.env.DATABASE_URL;

/** A loopback port nothing listens on: a database there is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function adminQuery(statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

describe('an unreachable PostgreSQL', () => {
  it('answers 503 instead of 500 while the database cannot be reached', async () => {
    const handle = await createDatabase({ databaseUrl: `postgres://nobody@127.0.0.1:${await closedPort()}/lapasar` });
    try {
      const app = createApp({ db: handle.db });
      for (const path of ['/api/location/states', '/api/search?q=mask', '/api/products/1']) {
        const response = await call(app, path, { headers: LOCATION });
        expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 503, body: UNAVAILABLE });
      }
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!adminUrl)('PostgreSQL connections lost under load', () => {
  let ctx: TestContext;
  let database: string;

  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    database = ((await ctx.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0].name;
  });
  afterAll(() => ctx?.close());

  const terminateAll = () =>
    adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);

  it('classifies a terminated connection as unavailable and a statement past its timeout as such', async () => {
    const sleeping = ctx.db.execute(sql`select pg_sleep(10)`).then(
      () => null,
      (error: unknown) => error,
    );
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await adminQuery("select 1 from pg_stat_activity where datname = $1 and query like 'select pg_sleep%'", [database]);
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await terminateAll();
    expect(isDatabaseUnavailable(await sleeping)).toBe(true);

    const url = new URL(adminUrl as string);
    url.pathname = `/${database}`;
    const impatient = await createDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 50 });
    try {
      const error = await impatient.db.execute(sql`select pg_sleep(1)`).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isStatementTimeout(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await impatient.close();
    }
  });

  it('classifies the transaction PostgreSQL ends to break a deadlock', async () => {
    await ctx.db.execute(sql`create table deadlock_probe (id integer primary key)`);
    await ctx.db.execute(sql`insert into deadlock_probe values (1), (2)`);
    let holding = 0;
    let bothHolding: () => void = () => undefined;
    const firstLocksTaken = new Promise<void>((resolve) => (bothHolding = resolve));
    const lockInOrder = (first: number, second: number) =>
      ctx.db
        .transaction(async (tx) => {
          await tx.execute(sql`select id from deadlock_probe where id = ${first} for update`);
          if (++holding === 2) bothHolding();
          await firstLocksTaken;
          await tx.execute(sql`select id from deadlock_probe where id = ${second} for update`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
    const failures = (await Promise.all([lockInOrder(1, 2), lockInOrder(2, 1)])).filter((error) => error !== null);
    expect(failures).toHaveLength(1);
    expect(isDeadlock(failures[0])).toBe(true);
    expect(isDatabaseUnavailable(failures[0])).toBe(false);
  });

  it('answers 2xx or 503, never 500, while its connections are cut, and recovers without a restart', async () => {
    const [{ recid }] = (await call<SearchResponse>(ctx.app, '/api/search?q=&limit=1', { headers: LOCATION })).body.hits;
    const paths = ['/api/location/states', '/api/search?q=mask', `/api/products/${recid}`, '/api/products/unified?limit=24'];
    const statuses = new Map<number, number>();
    let cutting = true;
    const load = Array.from({ length: 6 }, async (_, worker) => {
      for (let index = worker; cutting; index++) {
        const response = await call(ctx.app, paths[index % paths.length], { headers: LOCATION });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503) expect(response.body).toEqual(UNAVAILABLE);
      }
    });
    for (let cut = 0; cut < 10; cut++) {
      await new Promise((resolve) => setTimeout(resolve, 80));
      await terminateAll();
    }
    cutting = false;
    await Promise.all(load);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(0);

    for (const path of paths) expect((await call(ctx.app, path, { headers: LOCATION })).status).toBe(200);
  });
});

/** The server as it runs in production: its own process, killed without warning. */
class ServerProcess {
  private child: ChildProcess | null = null;
  url = '';

  constructor(private readonly env: Record<string, string>) {}

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--demo'], {
      env: { ...process.env, PORT: '0', SEED_PRODUCTS: '40', DATABASE_URL: '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    this.url = await new Promise<string>((resolve, reject) => {
      // A first start migrates, seeds and hashes the demo passwords at the production cost: on a busy 2-core machine that takes a while.
      const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 90_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        // Off a terminal the server logs JSON lines: the address is the url of its "Listening" line.
        const started = /"url":"(http:\/\/[^"]+)","msg":"Listening"/.exec(output);
        if (started) {
          clearTimeout(timer);
          resolve(started[1].replace('localhost', '127.0.0.1'));
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The server exited with ${code}:\n${output}`));
      });
    });
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.child = null;
  }
}

interface Addition {
  sku_id: number;
  sl_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  price: number;
}

async function post(url: string, body: unknown, token?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...LOCATION, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(engines())('cart additions across a SIGKILL on %s', (engine: Engine) => {
  let dataDir = '';
  let database = '';
  const servers: ServerProcess[] = [];

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it('keeps every addition that was answered 2xx', async () => {
    let env: Record<string, string>;
    if (engine === 'pglite') {
      dataDir = await mkdtemp(join(tmpdir(), 'lapasar-faults-'));
      env = { DATA_DIR: dataDir };
    } else {
      database = `lapasar_faults_${randomBytes(6).toString('hex')}`;
      await adminQuery(`CREATE DATABASE ${database}`);
      const url = new URL(adminUrl as string);
      url.pathname = `/${database}`;
      env = { DATABASE_URL: url.toString() };
    }
    const first = new ServerProcess(env);
    servers.push(first);
    await first.start();

    const login = await post(`${first.url}/api/users/login`, { email: 'buyer@lapasar.test', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const token = (login.body.user as { auth_token: string }).auth_token;
    const hits = ((await (await fetch(`${first.url}/api/search?q=&limit=100`, { headers: LOCATION })).json()) as SearchResponse).hits;
    const additions: Addition[] = hits
      .filter((hit) => hit.primary_sku_id !== null && hit.primary_sku_price !== null)
      .map((hit) => ({
        sku_id: hit.primary_sku_id as number,
        sl_id: hit.sl_id,
        product_id: hit.recid,
        product_name: hit.title,
        quantity: Math.max(1, hit.moq),
        price: hit.primary_sku_price as number,
      }));
    expect(additions.length).toBeGreaterThan(20);

    // Four clients add distinct SKUs; the server is killed once a few additions are answered.
    const answered: number[] = [];
    let next = 0;
    let killing: Promise<void> | null = null;
    const client = async () => {
      while (next < additions.length) {
        const addition = additions[next++];
        try {
          const response = await post(`${first.url}/api/cart/add`, addition, token);
          if (response.status >= 200 && response.status < 300) answered.push(addition.sku_id);
        } catch {
          return; // the connection died with the server
        }
        if (answered.length >= 8 && !killing) killing = first.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 4 }, client));
    await killing;
    expect(answered.length).toBeGreaterThanOrEqual(8);
    expect(next).toBeLessThan(additions.length);

    const second = new ServerProcess(env);
    servers.push(second);
    await second.start();
    const count = (await (await fetch(`${second.url}/api/cart/count`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      count: number;
    };
    expect(count.count).toBeGreaterThanOrEqual(answered.length);
    await second.kill('SIGTERM');

    const handle = await createDatabase(engine === 'pglite' ? { dataDir } : { databaseUrl: env.DATABASE_URL });
    try {
      const result = (await handle.db.execute(sql`select sku_id from cart_items`)) as unknown as { rows: { sku_id: number }[] };
      const stored = new Set(result.rows.map((row) => Number(row.sku_id)));
      expect(answered.filter((sku) => !stored.has(sku))).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
