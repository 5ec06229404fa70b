import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDatabase, type DatabaseHandle } from '../../server/db/client';
import { loginAttempts, requestCounts, scheduledJobs } from '../../server/db/schema';
import { KNOWN_ADDRESS_MS, LONGEST_FAILURE_WINDOW_MS, REGISTER_ADDRESS_LIMIT } from '../../server/domain/rate-limit';
import { claimJob } from '../../server/queries/coordination';
import { pruneThrottles, runScheduledJobs } from '../../server/services/scheduled-jobs';
import { sharedUrlKey } from '../../server/services/server-keys';
import { createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call } from './support/http';

/**
 * What server processes sharing one database agree through it. Two apps on one database stand for
 * two processes: each keeps nothing of the other's in memory.
 */
describe.each(engines())('processes sharing one database, on %s', (engine) => {
  let ctx: TestContext;
  let other: TestContext['app'];

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    other = createApp({ db: ctx.db, trustProxy: true, kdfLogN: TEST_KDF_LOG_N });
  });
  afterAll(() => ctx?.close());

  it('count registrations from one address against one allowance, whichever process they reach', async () => {
    const address = '203.0.113.200';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= REGISTER_ADDRESS_LIMIT.maxFailures + 1; attempt++) {
      const app = attempt % 2 === 0 ? ctx.app : other;
      const body = {
        name: 'Alternating Buyer',
        email: `alternate${attempt}@example.com`,
        password: 'long enough',
        companyName: `Alternate ${attempt} Sdn Bhd`,
      };
      statuses.push((await call(app, '/api/auth/register', { body, headers: { 'X-Forwarded-For': address } })).status);
    }
    expect(statuses).toEqual([...Array<number>(REGISTER_ADDRESS_LIMIT.maxFailures).fill(201), 429]);
  });

  it('count requests sent at once one after another: no more pass than the allowance', async () => {
    const address = '203.0.113.201';
    const answers = await Promise.all(
      Array.from({ length: REGISTER_ADDRESS_LIMIT.maxFailures + 5 }, (_, index) =>
        call(index % 2 === 0 ? ctx.app : other, '/api/auth/register', { body: { name: '' }, headers: { 'X-Forwarded-For': address } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(REGISTER_ADDRESS_LIMIT.maxFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('prune throttle counts and sign-in attempts past every window, and keep the rest', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await ctx.db.insert(requestCounts).values([
      { scope: 'prune-test', key: 'old', createdAt: ago(2 * 60 * 60 * 1000) },
      { scope: 'prune-test', key: 'recent', createdAt: ago(60 * 1000) },
    ]);
    await ctx.db.insert(loginAttempts).values([
      { email: 'prune@example.com', address: '203.0.113.210', succeeded: false, createdAt: ago(LONGEST_FAILURE_WINDOW_MS + 60_000) },
      { email: 'prune@example.com', address: '203.0.113.211', succeeded: false, createdAt: ago(60_000) },
      // A success long past every failure window still exempts its address from the account's cap.
      { email: 'prune@example.com', address: '203.0.113.212', succeeded: true, createdAt: ago(LONGEST_FAILURE_WINDOW_MS + 60_000) },
      { email: 'prune@example.com', address: '203.0.113.213', succeeded: true, createdAt: ago(KNOWN_ADDRESS_MS + 60_000) },
    ]);
    expect(await pruneThrottles(ctx.db, now)).toMatch(/^Pruned [1-9]\d* throttle count\(s\) and [1-9]\d* sign-in attempt\(s\)$/);
    const keys = await ctx.db.select({ key: requestCounts.key }).from(requestCounts).where(eq(requestCounts.scope, 'prune-test'));
    expect(keys.map((row) => row.key)).toEqual(['recent']);
    const left = await ctx.db
      .select({ address: loginAttempts.address })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, 'prune@example.com'));
    expect(left.map((row) => row.address).sort()).toEqual(['203.0.113.211', '203.0.113.212']);
  });

  it('give each turn of a job to one caller, and the next turn once its period has passed', async () => {
    const claims = await Promise.all([
      claimJob(ctx.db, 'test-job', 60_000),
      claimJob(ctx.db, 'test-job', 60_000),
      claimJob(ctx.db, 'test-job', 60_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(ctx.db, 'test-job', 60_000)).toBe(false);
    await ctx.db.update(scheduledJobs).set({ lastRunAt: sql`now() - interval '61 seconds'` }).where(eq(scheduledJobs.name, 'test-job'));
    expect(await claimJob(ctx.db, 'test-job', 60_000)).toBe(true);
  });

  it('run a scheduled job once when every process schedules it', async () => {
    let runs = 0;
    const job = { name: 'count-runs', everyMs: 60_000, run: async () => void (runs += 1) };
    const log = { info: () => {}, error: (message: string, error: unknown) => expect.fail(`${message}: ${String(error)}`) };
    const stops = [runScheduledJobs(ctx.db, [job], log), runScheduledJobs(ctx.db, [job], log), runScheduledJobs(ctx.db, [job], log)];
    await Promise.all(stops.map((stop) => stop()));
    expect(runs).toBe(1);
  });

  it('make the URL key once and give every process the same one', async () => {
    const keys = await Promise.all([sharedUrlKey(ctx.db), sharedUrlKey(ctx.db), sharedUrlKey(ctx.db)]);
    expect(keys[0]).toHaveLength(32);
    expect(keys[1].equals(keys[0]) && keys[2].equals(keys[0])).toBe(true);
    expect((await sharedUrlKey(ctx.db)).equals(keys[0])).toBe(true);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('setting up one PostgreSQL database from several processes at once', () => {
  it('migrates once: every process waits its turn and finds the schema there', async () => {
    const { createTestDatabase } = await import('./support/context');
    const empty = await createTestDatabase('postgres', { migrated: false });
    const handles: DatabaseHandle[] = [];
    try {
      for (let index = 0; index < 3; index++) handles.push(await createDatabase({ databaseUrl: empty.url }));
      const order: string[] = [];
      await Promise.all(
        handles.map((handle, index) =>
          handle.exclusively(async () => {
            order.push(`start ${index}`);
            await handle.migrate();
            order.push(`end ${index}`);
          }),
        ),
      );
      // Never two at once: each start is followed by its own end.
      for (let at = 0; at < order.length; at += 2) expect(order[at + 1]).toBe(order[at].replace('start', 'end'));
      const { rows } = (await empty.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { count: number }[];
      };
      expect(rows[0].count).toBeGreaterThan(16);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await empty.close();
    }
  });
});
