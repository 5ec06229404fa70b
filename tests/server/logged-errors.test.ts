import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logger';
import { createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call } from './support/http';

describe.each(engines())('logged errors on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("write a failed query's statement and the database's reason, never its parameters", async () => {
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => void lines.push(line) });
    const app = createApp({ db: ctx.db, trustProxy: true, kdfLogN: TEST_KDF_LOG_N, logger });
    // The sign-in's first query (the throttle's, which names the e-mail and the client address) fails.
    await ctx.db.execute(sql`alter table login_attempts rename to login_attempts_away`);
    try {
      const { status } = await call(app, '/api/users/login', {
        body: { email: 'private.person@example.com', password: 'Secret#Password1' },
        headers: { 'X-Forwarded-For': '203.0.113.99' },
      });
      expect(status).toBe(500);
    } finally {
      await ctx.db.execute(sql`alter table login_attempts_away rename to login_attempts`);
    }
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err: { message: string; stack: string; params?: unknown } });
    const failed = logged.find((line) => line.msg === 'Request failed');
    expect(failed?.err.message).toMatch(/^Failed query: select .*login_attempts/s);
    expect(failed?.err.message).toContain('params: [redacted]');
    expect(failed?.err.message).toContain('relation "login_attempts" does not exist');
    expect(lines.join('\n')).not.toContain('private.person@example.com');
    expect(lines.join('\n')).not.toContain('203.0.113.99');
  });
});
