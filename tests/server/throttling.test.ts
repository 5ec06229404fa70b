import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MagicLinkResponse } from '../../src/api/types';
import { loginAttempts } from '../../server/db/schema';
import { GateFull, WorkGate } from '../../server/domain/work-gate';
import { proxyHopsFrom } from '../../server/middleware/client-address';
import { createTestContext, engines, type TestContext } from './support/context';
import { call, DEMO_PASSWORD, signIn } from './support/http';

const LOCKED = 'Too many login attempts. Please try again in 15 minutes.';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['1', 1],
    ['true', 1],
    ['2', 2],
  ])('%j trusts %i hops', (setting, hops) => expect(proxyHopsFrom(setting)).toBe(hops));

  it('refuses a setting that is not a hop count', () => expect(() => proxyHopsFrom('yes')).toThrow(/TRUST_PROXY/));
});

describe('the password hashing gate', () => {
  it('runs one task at a time in arrival order and refuses past its queue', async () => {
    const gate = new WorkGate(1, 2);
    const order: string[] = [];
    let release = () => {};
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)).then(() => order.push('first')));
    const queued = [gate.run(async () => order.push('second')), gate.run(async () => order.push('third'))];
    await expect(gate.run(async () => order.push('fourth'))).rejects.toBeInstanceOf(GateFull);
    expect(order).toEqual([]);
    release();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(await gate.run(async () => 'free again')).toBe('free again');
  });
});

describe.each(engines())('throttling on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { trustProxy: 1, publicUrl: 'https://shop.example' });
  });
  afterAll(() => ctx?.close());

  const login = (email: string, password: string, forwardedFor: string) =>
    call(ctx.app, '/api/users/login', { body: { email, password }, headers: { 'X-Forwarded-For': forwardedFor } });

  describe('sign-in', () => {
    it("throttles the attacker's address, not the owner", async () => {
      for (let attempt = 1; attempt <= 5; attempt++) expect((await login('buyer@lapasar.test', 'wrong', '203.0.113.1')).status).toBe(401);
      expect(await login('buyer@lapasar.test', DEMO_PASSWORD, '203.0.113.1')).toMatchObject({ status: 429, body: { error: LOCKED } });
      expect((await login('buyer@lapasar.test', DEMO_PASSWORD, '198.51.100.7')).status).toBe(200);
    });

    it('takes the address the trusted proxy saw, so values the client prepends change nothing', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login('masked@lapasar.test', 'wrong', `10.0.0.${attempt}, 203.0.113.2`)).status).toBe(401);
      }
      expect(await login('masked@lapasar.test', DEMO_PASSWORD, '10.0.0.99, 203.0.113.2')).toMatchObject({
        status: 429,
        body: { error: LOCKED },
      });
      expect(await login('masked@lapasar.test', DEMO_PASSWORD, '203.0.113.2')).toMatchObject({ status: 429 });
    });

    it('caps an account at 100 failures an hour, sparing the addresses it signed in from', async () => {
      const email = 'catalogue@lapasar.test';
      expect((await login(email, DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
      // A distributed attack: 100 failures from 100 addresses, none of them throttled on its own.
      await ctx.db
        .insert(loginAttempts)
        .values(Array.from({ length: 100 }, (_, i) => ({ email, address: `100.64.${i >> 8}.${i & 255}`, succeeded: false })));
      expect(await login(email, DEMO_PASSWORD, '203.0.113.3')).toMatchObject({
        status: 429,
        body: { error: 'Too many login attempts. Please try again in 60 minutes.' },
      });
      expect((await login(email, 'wrong', '203.0.113.4')).status).toBe(429);
      expect((await login(email, DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
    });
  });

  describe('registration', () => {
    const details = (email: string) => ({ name: 'Nur Aina', email, password: 'correct horse', companyName: 'Aina Supplies Sdn Bhd' });
    const register = (body: unknown, address: string) =>
      call(ctx.app, '/api/auth/register', { body, headers: { 'X-Forwarded-For': address } });

    it('records a refused registration as a failed sign-in of that e-mail from that address', async () => {
      expect((await register(details('energy@lapasar.test'), '203.0.113.30')).status).toBe(409);
      const rows = await ctx.db
        .select()
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, 'energy@lapasar.test'), eq(loginAttempts.address, '203.0.113.30')));
      expect(rows).toMatchObject([{ succeeded: false }]);
    });

    it('allows 3 registrations of an e-mail an hour', async () => {
      const statuses = [];
      for (let attempt = 1; attempt <= 4; attempt++)
        statuses.push((await register(details('often@example.com'), `203.0.113.${40 + attempt}`)).status);
      expect(statuses).toEqual([201, 409, 409, 429]);
      expect((await register(details('often@example.com'), '203.0.113.49')).body).toEqual({
        error: 'Too many registration attempts. Please try again in 60 minutes.',
        code: 'rate_limited',
      });
    });

    it('allows 10 registration attempts from an address an hour, malformed ones included', async () => {
      const address = '203.0.113.50';
      for (let attempt = 1; attempt <= 5; attempt++) expect((await register({ name: '' }, address)).status).toBe(400);
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await register(details(`many${attempt}@example.com`), address)).status).toBe(201);
      expect((await register(details('many6@example.com'), address)).status).toBe(429);
      expect((await register(details('many6@example.com'), '203.0.113.51')).status).toBe(201);
    });
  });

  describe('magic links', () => {
    it('point at PUBLIC_URL whatever Host or X-Forwarded-Host say', async () => {
      const token = await signIn(ctx.app, 'special@lapasar.test', '192.0.2.60');
      const { status, body } = await call<MagicLinkResponse>(ctx.app, '/api/users/magic-link', {
        method: 'POST',
        token,
        headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-For': '192.0.2.60' },
      });
      expect(status).toBe(200);
      expect(new URL(body.data.magic_link).origin).toBe('https://shop.example');
    });

    it('allow 5 links an hour per account', async () => {
      const token = await signIn(ctx.app, 'energy@lapasar.test', '192.0.2.61');
      const statuses = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        statuses.push(
          (
            await call(ctx.app, '/api/users/magic-link', {
              method: 'POST',
              token,
              headers: { 'X-Forwarded-For': `192.0.2.${70 + attempt}` },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe('registration fields', () => {
    let nextAddress = 100;
    const base = { name: 'Nur Aina', email: 'limits@example.com', password: 'correct horse', companyName: 'Aina Supplies Sdn Bhd' };
    it.each([
      [{ ...base, name: 'x'.repeat(100_000) }, /^name: must be at most 100 characters/],
      [{ ...base, name: 'Nur\u0000Aina' }, /^name: must not contain control characters/],
      [{ ...base, companyName: 'x'.repeat(151) }, /^companyName: /],
      [{ ...base, mobile: '1'.repeat(21) }, /^mobile: /],
      [{ ...base, email: `${'x'.repeat(8000)}@example.com` }, /^email: /],
      [{ ...base, password: 'x'.repeat(129) }, /^password: Password must be at most 128 characters/],
    ])('refuses oversized or control characters (%#)', async (body, error) => {
      const result = await call(ctx.app, '/api/auth/register', { body, headers: { 'X-Forwarded-For': `203.0.113.${nextAddress++}` } });
      expect(result.status).toBe(400);
      expect(result.body.error).toMatch(error);
    });

    it('refuses a NUL in the sign-in e-mail with 400', async () => {
      expect((await login('buyer\u0000@lapasar.test', 'wrong', '203.0.113.90')).status).toBe(400);
    });
  });
});
