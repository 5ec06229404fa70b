import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerSettingsResponse, DashboardResponse, LoginResponse, MagicLinkResponse, MeResponse } from '../../src/api/types';
import { authTokens, users } from '../../server/db/schema';
import { hashToken } from '../../server/domain/token';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, DEMO_PASSWORD, signIn } from './support/http';

describe.each(engines())('auth on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(() => ctx?.close());

  const login = (body: unknown, address = '198.51.100.1') =>
    call(ctx.app, '/api/users/login', { body, headers: { 'X-Forwarded-For': address } });

  describe('POST /api/users/login', () => {
    it('returns the user with a bearer token', async () => {
      const { status, body } = await login({ email: 'Buyer@LaPasar.test', password: DEMO_PASSWORD });
      expect(status).toBe(200);
      const { user } = body as unknown as LoginResponse;
      expect(user).toMatchObject({
        emailId: 'buyer@lapasar.test',
        active: 'Y',
        by_id: 1,
        role: 'buyer',
        isTnbUser: false,
        isCatalogueUser: false,
      });
      expect(user.auth_token).toMatch(/^[\w-]{43}$/);
    });

    it('flags energy and catalogue users', async () => {
      const energy = await login({ email: 'energy@lapasar.test', password: DEMO_PASSWORD });
      expect(energy.body.user).toMatchObject({ isTnbUser: true, isCatalogueUser: false });
      const catalogue = await login({ email: 'catalogue@lapasar.test', password: DEMO_PASSWORD });
      expect(catalogue.body.user).toMatchObject({ isTnbUser: false, isCatalogueUser: true });
      const special = await login({ email: 'special@lapasar.test', password: DEMO_PASSWORD });
      expect(special.body.user).toMatchObject({ by_id: 5960 });
    });

    it.each([[{}], [{ email: 'buyer@lapasar.test' }], [{ password: 'x' }], [{ email: '  ', password: 'x' }]])(
      'asks for both fields (%j)',
      async (body) => {
        expect(await login(body)).toMatchObject({ status: 400, body: { error: 'Please enter both email and password' } });
      },
    );

    it('rejects fields of the wrong type', async () => {
      const { status, body } = await login({ email: 42, password: true });
      expect(status).toBe(400);
      expect(body.error).toMatch(/^email: /);
    });

    it('rejects a wrong password and an unknown e-mail alike', async () => {
      const wrong = await login({ email: 'buyer@lapasar.test', password: 'nope' }, '198.51.100.2');
      const unknown = await login({ email: 'nobody@lapasar.test', password: 'nope' }, '198.51.100.2');
      for (const result of [wrong, unknown])
        expect(result).toMatchObject({ status: 401, body: { error: 'Invalid email or password', code: 'invalid_credentials' } });
    });

    it('refuses an inactive account', async () => {
      expect(await login({ email: 'inactive@lapasar.test', password: DEMO_PASSWORD })).toMatchObject({
        status: 403,
        body: { error: 'Your account is inactive. Please contact support.', code: 'account_inactive' },
      });
    });

    it("counts an inactive account's right password as a failure: five of any guesses and the address waits", async () => {
      const address = '203.0.113.41';
      const attempts = [DEMO_PASSWORD, 'wrong-1', DEMO_PASSWORD, 'wrong-2', DEMO_PASSWORD];
      const statuses = [];
      for (const password of attempts) statuses.push((await login({ email: 'inactive@lapasar.test', password }, address)).status);
      expect(statuses).toEqual([403, 401, 403, 401, 403]);
      // The sixth try is throttled whatever it guesses: the right password learns nothing more.
      expect(await login({ email: 'inactive@lapasar.test', password: DEMO_PASSWORD }, address)).toMatchObject({
        status: 429,
        body: { error: 'Too many login attempts. Please try again in 15 minutes.', code: 'rate_limited' },
      });
      expect((await login({ email: 'inactive@lapasar.test', password: 'wrong-3' }, address)).status).toBe(429);
    });

    it('locks an account for an address after 5 failures from it, not for the owner elsewhere', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login({ email: 'approver@lapasar.test', password: 'wrong' }, '203.0.113.1')).status).toBe(401);
      }
      const locked = await login({ email: 'approver@lapasar.test', password: DEMO_PASSWORD }, '203.0.113.1');
      expect(locked).toMatchObject({
        status: 429,
        body: { error: 'Too many login attempts. Please try again in 15 minutes.', code: 'rate_limited' },
      });
      expect((await login({ email: 'approver@lapasar.test', password: DEMO_PASSWORD }, '203.0.113.99')).status).toBe(200);
    });

    it('locks an address after 20 failures, for every account', async () => {
      for (let attempt = 1; attempt <= 20; attempt++) {
        expect((await login({ email: `ghost${attempt}@lapasar.test`, password: 'wrong' }, '203.0.113.200')).status).toBe(401);
      }
      expect((await login({ email: 'masked@lapasar.test', password: DEMO_PASSWORD }, '203.0.113.200')).status).toBe(429);
      expect((await login({ email: 'masked@lapasar.test', password: DEMO_PASSWORD }, '203.0.113.201')).status).toBe(200);
    });
  });

  describe('tokens', () => {
    it('GET /api/auth/me returns the user of the token, without the token', async () => {
      const token = await signIn(ctx.app, 'masked@lapasar.test');
      const { status, body } = await call<MeResponse>(ctx.app, '/api/auth/me', { token });
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ emailId: 'masked@lapasar.test', by_id: 2 });
      expect(body.user).not.toHaveProperty('auth_token');
    });

    it.each([
      ['no token', undefined, 'Authentication required', 'sign_in_required'],
      ['an unknown token', 'x'.repeat(43), 'Session expired or invalid. Please sign in again.', 'session_expired'],
    ])('GET /api/auth/me answers 401 with %s', async (_case, token, error, code) => {
      expect(await call(ctx.app, '/api/auth/me', { token })).toMatchObject({ status: 401, body: { error, code } });
    });

    it('rejects an expired token', async () => {
      const token = await signIn(ctx.app, 'buyer@lapasar.test');
      await changeHeard(ctx.db, 'auth_tokens', () =>
        ctx.db
          .update(authTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(authTokens.tokenHash, hashToken(token))),
      );
      expect((await call(ctx.app, '/api/auth/me', { token })).status).toBe(401);
    });

    it("flags an ended session with spec 1's session_expired, and only an ended one", async () => {
      const token = await signIn(ctx.app, 'buyer@lapasar.test');
      await call(ctx.app, '/api/auth/logout', { method: 'POST', token });
      const ended = await call(ctx.app, '/api/wishlist/count', { token });
      expect(ended).toMatchObject({ status: 401, body: { code: 'session_expired', session_expired: true } });
      const anonymous = await call(ctx.app, '/api/wishlist/count');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).not.toHaveProperty('session_expired');
    });

    it('stores only the hash of a token', async () => {
      const token = await signIn(ctx.app, 'buyer@lapasar.test');
      const stored = await ctx.db.select().from(authTokens).where(eq(authTokens.tokenHash, token));
      expect(stored).toHaveLength(0);
      expect(
        await ctx.db
          .select()
          .from(authTokens)
          .where(eq(authTokens.tokenHash, hashToken(token))),
      ).toHaveLength(1);
    });

    it('POST /api/auth/logout revokes the token and only that one', async () => {
      const token = await signIn(ctx.app, 'buyer@lapasar.test');
      const other = await signIn(ctx.app, 'buyer@lapasar.test');
      expect(await call(ctx.app, '/api/auth/logout', { method: 'POST', token })).toMatchObject({ status: 200, body: { success: true } });
      expect((await call(ctx.app, '/api/auth/me', { token })).status).toBe(401);
      expect((await call(ctx.app, '/api/auth/logout', { method: 'POST', token })).status).toBe(401);
      expect((await call(ctx.app, '/api/auth/me', { token: other })).status).toBe(200);
    });

    it('a deactivated account loses its sessions', async () => {
      const { body } = await call<LoginResponse>(ctx.app, '/api/auth/register', {
        body: { name: 'Short Lived', email: 'short@lapasar.test', password: 'long enough', companyName: 'Short Sdn Bhd' },
      });
      await changeHeard(ctx.db, 'users', () => ctx.db.update(users).set({ active: 'N' }).where(eq(users.email, 'short@lapasar.test')));
      expect((await call(ctx.app, '/api/auth/me', { token: body.user.auth_token })).status).toBe(401);
    });
  });

  describe('POST /api/auth/register', () => {
    const registration = { name: 'Nur Aina', email: 'aina@example.com', password: 'correct horse', companyName: 'Aina Supplies Sdn Bhd' };

    it('creates a buyer company and signs in', async () => {
      const { status, body } = await call<LoginResponse>(ctx.app, '/api/auth/register', { body: registration });
      expect(status).toBe(201);
      expect(body.user).toMatchObject({ emailId: 'aina@example.com', userName: 'Nur Aina', role: 'buyer', active: 'Y' });
      const settings = await call<BuyerSettingsResponse>(ctx.app, '/api/workflow/buyer-settings', { token: body.user.auth_token });
      expect(settings.body.data).toMatchObject({ companyName: 'Aina Supplies Sdn Bhd', catalog_id: null, is_tnb: 0 });
      expect((await login({ email: registration.email, password: registration.password }, '198.51.100.50')).status).toBe(200);
    });

    it("makes the registrant the new company's administrator, its creation the first entry of its audit log", async () => {
      const { status, body } = await call<LoginResponse>(ctx.app, '/api/auth/register', {
        body: { ...registration, email: 'founder@example.com', companyName: 'Founder Works Sdn Bhd' },
      });
      expect(status).toBe(201);
      const token = body.user.auth_token;
      const people = await call<{ people: { email: string; administrator: boolean }[] }>(ctx.app, '/api/company/people', { token });
      expect(people.status).toBe(200);
      expect(people.body.people).toEqual([expect.objectContaining({ email: 'founder@example.com', administrator: true })]);
      const audit = await call<{ data: { action: string; subject: string; actor: { email: string } }[] }>(ctx.app, '/api/company/audit', {
        token,
      });
      expect(audit.body.data).toEqual([
        expect.objectContaining({
          action: 'company_created',
          subject: `company:${body.user.by_id}`,
          actor: expect.objectContaining({ email: 'founder@example.com' }),
        }),
      ]);
    });

    it('refuses a taken e-mail', async () => {
      const { status, body } = await call(ctx.app, '/api/auth/register', { body: { ...registration, email: 'BUYER@lapasar.test' } });
      expect(status).toBe(409);
      expect(body.error).toBe('An account with this email already exists');
    });

    it('lets only one of two simultaneous registrations of an e-mail through', async () => {
      const twin = { ...registration, email: 'twin@example.com' };
      const results = await Promise.all([
        call(ctx.app, '/api/auth/register', { body: twin }),
        call(ctx.app, '/api/auth/register', { body: twin }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    });

    it.each([
      [{ ...registration, email: 'not-an-email' }, /^email: /],
      [{ ...registration, email: 'x@example.com', password: 'short' }, /^password: Password must be at least 8 characters/],
      [{ ...registration, email: 'y@example.com', companyName: '' }, /^companyName: /],
    ])('validates the details (%#)', async (body, error) => {
      const result = await call(ctx.app, '/api/auth/register', { body });
      expect(result.status).toBe(400);
      expect(result.body.error).toMatch(error);
    });
  });

  describe('magic link', () => {
    it('gives a one-time link to the dashboard', async () => {
      const token = await signIn(ctx.app, 'buyer@lapasar.test');
      const { status, body } = await call<MagicLinkResponse>(ctx.app, '/api/users/magic-link', { method: 'POST', token });
      expect(status).toBe(200);
      const link = new URL(body.data.magic_link);
      expect(link.pathname).toBe('/dashboard');
      const magic = link.searchParams.get('magic_token');
      const redeemed = await call<LoginResponse>(ctx.app, '/api/auth/magic-link/redeem', { body: { token: magic } });
      expect(redeemed.status).toBe(200);
      expect(redeemed.body.user.emailId).toBe('buyer@lapasar.test');
      expect(redeemed.body.user.auth_token).not.toBe(magic);
      expect((await call(ctx.app, '/api/auth/magic-link/redeem', { body: { token: magic } })).status).toBe(401);
    });

    it('is not a session token and needs a session', async () => {
      expect((await call(ctx.app, '/api/users/magic-link', { method: 'POST' })).status).toBe(401);
      const token = await signIn(ctx.app, 'buyer@lapasar.test');
      const { body } = await call<MagicLinkResponse>(ctx.app, '/api/users/magic-link', { method: 'POST', token });
      const magic = new URL(body.data.magic_link).searchParams.get('magic_token') ?? '';
      expect((await call(ctx.app, '/api/auth/me', { token: magic })).status).toBe(401);
    });
  });

  describe('GET /api/dashboard and /api/workflow/buyer-settings', () => {
    it.each([
      ['buyer@lapasar.test', 'marketplace'],
      ['masked@lapasar.test', 'marketplace'],
      ['catalogue@lapasar.test', 'catalogue'],
      ['energy@lapasar.test', 'tnb_catalogue_category'],
    ])('%s sees the %s view', async (email, viewType) => {
      const token = await signIn(ctx.app, email);
      expect((await call<DashboardResponse>(ctx.app, '/api/dashboard', { token })).body).toEqual({ success: true, viewType });
    });

    it("returns the token's own buyer settings", async () => {
      const buyerToken = await signIn(ctx.app, 'buyer@lapasar.test');
      const maskedToken = await signIn(ctx.app, 'masked@lapasar.test');
      const buyer = await call<BuyerSettingsResponse>(ctx.app, '/api/workflow/buyer-settings', { token: buyerToken });
      const masked = await call<BuyerSettingsResponse>(ctx.app, '/api/workflow/buyer-settings', { token: maskedToken });
      expect(buyer.body.data).toMatchObject({ companyName: 'Demo Trading Sdn Bhd', checkout_type: 'workflow', view_sl_info: 'Y' });
      expect(masked.body.data).toMatchObject({ companyName: 'Masked Procurement Sdn Bhd', view_sl_info: 'N' });
      const me = await call<MeResponse>(ctx.app, '/api/auth/me', { token: maskedToken, headers: { 'X-Buyer-Id': '1' } });
      expect(me.body.user.emailId).toBe('masked@lapasar.test');
    });

    it('shows catalogue and energy settings', async () => {
      const catalogue = await call<BuyerSettingsResponse>(ctx.app, '/api/workflow/buyer-settings', {
        token: await signIn(ctx.app, 'catalogue@lapasar.test'),
      });
      expect(catalogue.body.data.catalog_id).toBe(1);
      const energy = await call<BuyerSettingsResponse>(ctx.app, '/api/workflow/buyer-settings', {
        token: await signIn(ctx.app, 'energy@lapasar.test'),
      });
      expect(energy.body.data.is_tnb).toBe(1);
    });

    it('answers 404 for a seller, who has no buyer company', async () => {
      const token = await signIn(ctx.app, 'seller@lapasar.test');
      expect((await call(ctx.app, '/api/workflow/buyer-settings', { token })).status).toBe(404);
      expect((await call(ctx.app, '/api/dashboard', { token })).body).toEqual({ success: true, viewType: 'marketplace' });
    });

    it('needs a token', async () => {
      expect((await call(ctx.app, '/api/dashboard')).status).toBe(401);
      expect((await call(ctx.app, '/api/workflow/buyer-settings')).status).toBe(401);
    });
  });
});
