import { generateKeyPairSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyAssertionKeys, companyAuditLog, companyIdentityProviders, punchoutSettings, users } from '../../server/db/schema';
import { hashPassword } from '../../server/domain/password';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { clientSecretOf, resealClientSecrets } from '../../server/services/client-secrets';
import { cxmlDtdErrors, readCxml, type CxmlNode } from '../support/cxml/dtd';
import { demoCxml } from '../support/demo-cxml';
import { BUYER_ID, MASKED_BUYER_ID } from './support/cart-fixture';
import { changeHeard, createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call, DEMO_PASSWORD, signIn } from './support/http';
import { startIdentityProvider, type TestIdentityProvider } from './support/identity-provider';
import { expectWordedByCode } from './support/refusal-words';

const PUBLIC_URL = 'https://shop.example.com';
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/callback`;
const AUDIENCE = `${PUBLIC_URL}/api/auth/sso/assertion`;
const DOMAIN = 'demo-trading.example';
const RETURN_URL = 'https://procurement.example.com/punchout/return';
const HOOK_URL = 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02';

type Answer<T = Record<string, unknown>> = T & { error?: string; code?: string };
interface SecretState {
  set: boolean;
  setAt: string | null;
}
interface Provider {
  slug: string;
  oidc: { issuer: string; clientId: string; clientSecret: SecretState } | null;
  emailDomains: string[];
  embedOrigins: string[];
  passwordSignIn: boolean;
}
interface AssertionKey {
  id: number;
  kid: string;
  algorithm: string;
  fingerprint: string | null;
  revokedAt: string | null;
}
interface Punchout {
  systemName: string;
  defaultUser: { id: number; name: string; email: string };
  cxml: { domain: string; identity: string; sharedSecret: SecretState } | null;
  oci: { username: string; password: SecretState } | null;
  frameOrigins: string[];
}
interface Integrations {
  identityProvider: Provider | null;
  assertionKeys: AssertionKey[];
  punchout: Punchout | null;
  endpoints: Record<string, string>;
}

/** The `name=value` pairs a response's Set-Cookie lines set, as a browser sends them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

describe.each(engines())('company integrations on %s', (engine) => {
  let ctx: TestContext;
  let idp: TestIdentityProvider;
  /** buyer@ administers the demo company, colleague@ buys there; masked@ administers another company. */
  let admin: string;
  let colleague: string;
  let outsider: string;
  let punchoutToken: string;
  let colleagueId: number;
  let outsiderKeyId: number;
  let portalKey: { privateKey: CryptoKey; publicKey: CryptoKey };
  let address = 0;
  const nextAddress = () => `192.0.2.${(address += 1)}`;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { publicUrl: PUBLIC_URL });
    idp = await startIdentityProvider('demo-trading', CALLBACK);
    idp.accounts.set('ali', { email: `ali@${DOMAIN}`, email_verified: true, name: 'Ali Hassan', lapasar_role: 'buyer' });
    const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_KDF_LOG_N);
    [{ id: colleagueId }] = await ctx.db
      .insert(users)
      .values({ email: 'colleague@lapasar.test', name: 'Nurul Huda', buyerId: BUYER_ID, passwordHash })
      .returning();
    await ctx.db.update(users).set({ companyAdministrator: true }).where(eq(users.email, 'masked@lapasar.test'));
    admin = await signIn(ctx.app, 'buyer@lapasar.test', nextAddress());
    colleague = await signIn(ctx.app, 'colleague@lapasar.test', nextAddress());
    outsider = await signIn(ctx.app, 'masked@lapasar.test', nextAddress());
    portalKey = await generateKeyPair('ES256', { extractable: true });
    // The other company's own settings and key, set up through the API as its administrator.
    expect((await putProvider(outsider, { ...providerBody(), slug: 'masked', emailDomains: ['masked.example'] })).status).toBe(200);
    const added = await addKey(outsider, { kid: 'masked-1', algorithm: 'ES256', pem: await exportSPKI(portalKey.publicKey) });
    expect(added.status).toBe(201);
    outsiderKeyId = added.body.assertionKey.id;
    // A punch-out session of the demo company, from its seeded OCI settings.
    const start = await ctx.app.request('/punchout/oci/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ USERNAME: DEMO_PUNCHOUT.ociUsername, PASSWORD: DEMO_PUNCHOUT.ociPassword, HOOK_URL }).toString(),
    });
    expect(start.status).toBe(200);
    punchoutToken = (JSON.parse(/id="punchout-session">([^<]*)</.exec(await start.text())![1]) as { token: string }).token;
  });
  afterAll(async () => {
    await idp?.close();
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.db.delete(companyAssertionKeys).where(eq(companyAssertionKeys.buyerId, BUYER_ID));
    await ctx.db.delete(companyIdentityProviders).where(eq(companyIdentityProviders.buyerId, BUYER_ID));
    await changeHeard(ctx.db, 'users', () =>
      ctx.db
        .update(users)
        .set({ companyAdministrator: sql`${users.email} in ('buyer@lapasar.test', 'masked@lapasar.test')` })
        .where(sql`${users.buyerId} in (${BUYER_ID}, ${MASKED_BUYER_ID})`),
    );
  });

  const integrations = (token?: string) => call<Answer<Integrations>>(ctx.app, '/api/company/integrations', { token });
  function putProvider(token: string | undefined, body: unknown) {
    return call<Answer<{ identityProvider: Provider }>>(ctx.app, '/api/company/integrations/identity-provider', {
      method: 'PUT',
      token,
      body,
    });
  }
  const removeProvider = (token?: string) =>
    call<Answer>(ctx.app, '/api/company/integrations/identity-provider', { method: 'DELETE', token });
  function addKey(token: string | undefined, body: unknown) {
    return call<Answer<{ assertionKey: AssertionKey }>>(ctx.app, '/api/company/integrations/assertion-keys', { token, body });
  }
  const revokeKey = (token: string | undefined, id: number | string) =>
    call<Answer<{ assertionKey: AssertionKey }>>(ctx.app, `/api/company/integrations/assertion-keys/${id}/revoke`, {
      method: 'POST',
      token,
    });
  const putPunchout = (token: string | undefined, body: unknown) =>
    call<Answer<{ punchout: Punchout; generatedSecrets: { cxmlSharedSecret?: string; ociPassword?: string } }>>(
      ctx.app,
      '/api/company/integrations/punchout',
      { method: 'PUT', token, body },
    );
  const removePunchout = (token?: string) => call<Answer>(ctx.app, '/api/company/integrations/punchout', { method: 'DELETE', token });

  function providerBody(overrides: Record<string, unknown> = {}) {
    return {
      slug: 'demo-trading',
      oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
      emailDomains: [DOMAIN],
      roleClaim: 'lapasar_role',
      approverRoleValues: ['approver'],
      buyerRoleValues: [],
      embedOrigins: ['https://intranet.demo-trading.example'],
      passwordSignIn: true,
      ...overrides,
    };
  }
  /** The provider body with `oidc` changed: its members replaced, or left out where undefined. */
  const oidcBody = (oidc: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
    providerBody({ oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, ...oidc }, ...overrides });
  function punchoutBody(overrides: Record<string, unknown> = {}) {
    return {
      systemName: 'Coupa',
      defaultUserId: colleagueId,
      cxml: { domain: 'DUNS', identity: '123456789', sharedSecret: 'generate' },
      oci: { username: 'demo-trading-oci', password: 'a given OCI password 2026' },
      frameOrigins: ['https://demo-trading.coupahost.com'],
      ...overrides,
    };
  }
  const auditText = async () => JSON.stringify(await ctx.db.select().from(companyAuditLog));
  const auditOf = async (action: string) =>
    (
      await call<{ data: { action: string; subject: string; before: unknown; after: unknown }[] }>(
        ctx.app,
        `/api/company/audit?action=${action}`,
        { token: admin },
      )
    ).body.data;

  describe('who may call', () => {
    /** Each route with a body it would take from an administrator. */
    const routes: [string, string, (() => Promise<unknown>)?][] = [
      ['GET', '/api/company/integrations'],
      ['PUT', '/api/company/integrations/identity-provider', async () => providerBody()],
      ['DELETE', '/api/company/integrations/identity-provider'],
      [
        'POST',
        '/api/company/integrations/assertion-keys',
        async () => ({ kid: 'k', algorithm: 'ES256', pem: await exportSPKI(portalKey.publicKey) }),
      ],
      ['POST', '/api/company/integrations/assertion-keys/1/revoke'],
      ['PUT', '/api/company/integrations/punchout', async () => punchoutBody()],
      ['DELETE', '/api/company/integrations/punchout'],
    ];

    it.each(routes)(
      '%s %s refuses the signed-out (401), a buyer who is no administrator and a punch-out session (403)',
      async (method, path, bodyOf) => {
        const body = await bodyOf?.();
        expect((await call(ctx.app, path, { method, body })).status).toBe(401);
        expect((await call(ctx.app, path, { method, body, token: colleague })).status).toBe(403);
        expect((await call(ctx.app, path, { method, body, token: punchoutToken })).status).toBe(403);
      },
    );

    it("never reaches another company's settings or keys", async () => {
      expect((await putProvider(admin, providerBody())).status).toBe(200);
      const own = await integrations(admin);
      expect(own.body.identityProvider?.slug).toBe('demo-trading');
      expect(own.body.assertionKeys.map((key) => key.kid)).not.toContain('masked-1');
      const theirs = await integrations(outsider);
      expect(theirs.body.identityProvider?.slug).toBe('masked');
      expect(theirs.body.punchout).toBeNull();
      // Their key is 404 to us, and stays live.
      expect((await revokeKey(admin, outsiderKeyId)).status).toBe(404);
      expect((await integrations(outsider)).body.assertionKeys.find((key) => key.id === outsiderKeyId)?.revokedAt).toBeNull();
    });
  });

  describe('identity provider', () => {
    it('stores the client secret sealed, answers only that it is set, and keeps it out of the audit log', async () => {
      const before = new Date();
      const { status, body } = await putProvider(admin, providerBody());
      expect(status).toBe(200);
      expect(body.identityProvider).toMatchObject({ slug: 'demo-trading', oidc: { issuer: idp.issuer, clientSecret: { set: true } } });
      expect(new Date(body.identityProvider.oidc!.clientSecret.setAt!).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      const [row] = await ctx.db.select().from(companyIdentityProviders).where(eq(companyIdentityProviders.buyerId, BUYER_ID));
      expect(row.clientSecret).toMatch(/^aes256gcm\$/);
      expect(row.clientSecret).not.toContain(idp.clientSecret);
      expect(await clientSecretOf(ctx.db, {}, row)).toBe(idp.clientSecret);
      expect(JSON.stringify((await integrations(admin)).body)).not.toContain(idp.clientSecret);

      // Replaced without a secret: the one stored is kept, and the audit shows it as set, never its text.
      expect((await putProvider(admin, oidcBody({ clientSecret: undefined }, { roleClaim: 'groups' }))).status).toBe(200);
      const [kept] = await ctx.db.select().from(companyIdentityProviders).where(eq(companyIdentityProviders.buyerId, BUYER_ID));
      expect(kept.clientSecret).toBe(row.clientSecret);
      expect((await putProvider(admin, oidcBody({ clientSecret: 'a-new-client-secret' }))).status).toBe(200);
      const entries = await auditOf('identity_provider_changed');
      expect(entries[0].before).toMatchObject({ roleClaim: 'groups', oidc: { clientSecret: 'set' } });
      expect(entries[0].after).toMatchObject({ oidc: { clientSecret: 'changed' } });
      expect(entries[1].after).toMatchObject({ roleClaim: 'groups', oidc: { clientSecret: 'set' } });
      const log = await auditText();
      expect(log).not.toContain(idp.clientSecret);
      expect(log).not.toContain('a-new-client-secret');
    });

    it('lets a company configured only through the API sign its users in through its provider', async () => {
      const start = () => ctx.app.request('/api/auth/sso/start?company=demo-trading&mode=redirect&return_to=/dashboard');
      expect((await start()).status).toBe(404);
      expect((await putProvider(admin, providerBody())).status).toBe(200);
      const started = await start();
      expect(started.status).toBe(302);
      const back = await idp.authorize(started.headers.get('location')!, 'ali');
      const answered = await ctx.app.request(`/api/auth/sso/callback${back.search}`, { headers: { Cookie: cookiesOf(started) } });
      expect(answered.status).toBe(302);
      const fragment = new URLSearchParams(new URL(answered.headers.get('location')!).hash.slice(1));
      const token = fragment.get('lapasar_session');
      expect(token, fragment.get('lapasar_sso_error') ?? '').toBeTruthy();
      const me = await call<{ user: { emailId: string; by_id: number } }>(ctx.app, '/api/auth/me', { token: token! });
      expect(me.body.user).toMatchObject({ emailId: `ali@${DOMAIN}`, by_id: BUYER_ID });
    });

    it('refuses bad input with the field named, changing nothing', async () => {
      expect((await putProvider(admin, providerBody())).status).toBe(200);
      const stored = (await integrations(admin)).body.identityProvider;
      const cases: [Record<string, unknown>, string][] = [
        [oidcBody({ issuer: 'http://idp.example.com' }), 'oidc.issuer:'],
        [oidcBody({ issuer: 'not a url' }), 'oidc.issuer:'],
        [oidcBody({ issuer: 'https://idp.example.com/?tenant=1' }), 'oidc.issuer:'],
        [oidcBody({ issuer: 'https://user@idp.example.com' }), 'oidc.issuer:'],
        [oidcBody({ clientId: undefined }), 'oidc.clientId'],
        [oidcBody({ clientId: 'another-client', clientSecret: undefined }), 'oidc.clientSecret:'],
        [{ emailDomains: ['localhost'] }, 'emailDomains.0'],
        [{ emailDomains: [DOMAIN, 'user@example.com'] }, 'emailDomains.1'],
        [{ embedOrigins: ['https://intranet.example.com/portal'] }, 'embedOrigins.0'],
        [{ embedOrigins: ['ftp://intranet.example.com'] }, 'embedOrigins.0'],
        [{ slug: '12345' }, 'slug'],
        [{ slug: '-leading' }, 'slug'],
        [{ slug: 'has space' }, 'slug'],
        [{ passwordSignIn: 'no' }, 'passwordSignIn'],
      ];
      for (const [change, field] of cases) {
        const { status, body } = await putProvider(admin, 'oidc' in change ? change : providerBody(change));
        expect({ change, status }).toEqual({ change, status: 400 });
        expect(body.error).toContain(field);
      }
      expect((await integrations(admin)).body.identityProvider).toEqual(stored);
    });

    it("refuses another company's slug and domain, and a domain other companies' accounts use (409)", async () => {
      expect((await putProvider(admin, providerBody({ slug: 'masked' }))).body.code).toBe('slug_taken');
      const claimed = await putProvider(admin, providerBody({ emailDomains: [DOMAIN, 'Masked.Example'] }));
      expect(claimed).toMatchObject({ status: 409, body: { code: 'domain_claimed' } });
      expect(claimed.body.error).toContain('masked.example');
      expectWordedByCode(claimed.body);
      // seller@lapasar.test and the other companies' users have addresses at lapasar.test.
      const used = await putProvider(admin, providerBody({ emailDomains: ['lapasar.test'] }));
      expect(used).toMatchObject({ status: 409, body: { code: 'domain_claimed' } });
      expectWordedByCode(used.body);
      expect((await integrations(admin)).body.identityProvider).toBeNull();
    });

    it('keeps password sign-in on until an active administrator can sign in through the provider or portal', async () => {
      // buyer@lapasar.test, the only administrator, has no address in the provider's domains.
      const refused = await putProvider(admin, providerBody({ passwordSignIn: false }));
      expect(refused).toMatchObject({ status: 409, body: { code: 'password_sign_in_lockout' } });
      expectWordedByCode(refused.body);
      expect((await integrations(admin)).body.identityProvider).toBeNull();
      await ctx.db.insert(users).values({
        email: `it-admin@${DOMAIN}`,
        name: 'IT Admin',
        buyerId: BUYER_ID,
        passwordHash: 'single-sign-on',
        companyAdministrator: true,
      });
      try {
        expect((await putProvider(admin, providerBody({ passwordSignIn: false }))).status).toBe(200);
        // Without an issuer, the portal's live key is the only way in: it cannot be revoked while password sign-in is off.
        expect((await putProvider(admin, providerBody({ passwordSignIn: true, oidc: null }))).status).toBe(200);
        const { body } = await addKey(admin, {
          kid: 'portal-1',
          algorithm: 'ES256',
          jwk: { ...(await exportJWK(portalKey.publicKey)), alg: 'ES256' },
        });
        expect((await putProvider(admin, providerBody({ passwordSignIn: false, oidc: null }))).status).toBe(200);
        expect((await revokeKey(admin, body.assertionKey.id)).body.code).toBe('password_sign_in_lockout');
        const login = await call(ctx.app, '/api/users/login', {
          body: { email: 'buyer@lapasar.test', password: DEMO_PASSWORD },
          headers: { 'X-Forwarded-For': nextAddress() },
        });
        expect(login.body).toMatchObject({ code: 'sso_required' });
      } finally {
        await ctx.db.delete(users).where(eq(users.email, `it-admin@${DOMAIN}`));
      }
    });

    it('removes the settings, revoking the live keys, with both in the audit log', async () => {
      expect((await removeProvider(admin)).status).toBe(404);
      expect((await putProvider(admin, providerBody())).status).toBe(200);
      const { body } = await addKey(admin, { kid: 'portal-1', algorithm: 'ES256', pem: await exportSPKI(portalKey.publicKey) });
      expect((await removeProvider(admin)).status).toBe(200);
      const after = (await integrations(admin)).body;
      expect(after.identityProvider).toBeNull();
      expect(after.assertionKeys.find((key) => key.id === body.assertionKey.id)?.revokedAt).not.toBeNull();
      expect((await auditOf('identity_provider_changed'))[0]).toMatchObject({ after: null, before: { slug: 'demo-trading' } });
      expect((await auditOf('assertion_key_revoked'))[0].subject).toBe(`assertion_key:${body.assertionKey.id}`);
    });
  });

  describe('people routes and single sign-on keep the company administrable', () => {
    const people = () =>
      call<Answer<{ people: { id: number; email: string; role: string; assertedRole: string | null }[] }>>(ctx.app, '/api/company/people', {
        token: admin,
      });
    const changePerson = (id: number, body: unknown) =>
      call<Answer>(ctx.app, `/api/company/people/${id}`, { method: 'PATCH', token: admin, body });
    /** Signs `account` in through the company's provider; its session token, or the error the callback gave. */
    async function signInThroughProvider(account: string): Promise<string> {
      const started = await ctx.app.request('/api/auth/sso/start?company=demo-trading&mode=redirect&return_to=/dashboard');
      const back = await idp.authorize(started.headers.get('location')!, account);
      const answered = await ctx.app.request(`/api/auth/sso/callback${back.search}`, { headers: { Cookie: cookiesOf(started) } });
      const fragment = new URLSearchParams(new URL(answered.headers.get('location')!).hash.slice(1));
      const token = fragment.get('lapasar_session');
      expect(token, fragment.get('lapasar_sso_error') ?? '').toBeTruthy();
      return token!;
    }

    it('refuses taking the flag or the account of the last administrator who can sign in while password sign-in is off', async () => {
      const [{ id: itAdminId }] = await ctx.db
        .insert(users)
        .values({
          email: `it-admin@${DOMAIN}`,
          name: 'IT Admin',
          buyerId: BUYER_ID,
          passwordHash: 'single-sign-on',
          companyAdministrator: true,
        })
        .returning();
      try {
        expect((await putProvider(admin, providerBody({ passwordSignIn: false }))).status).toBe(200);
        for (const change of [{ administrator: false }, { active: false }]) {
          const refused = await changePerson(itAdminId, change);
          expect(refused).toMatchObject({ status: 409, body: { code: 'password_sign_in_lockout' } });
          expect(refused.body.error).toMatch(new RegExp(`^${Object.keys(change)[0]}: password sign-in is off and IT Admin `));
          expectWordedByCode(refused.body);
        }
        const kept = (await people()).body.people.find((person) => person.id === itAdminId);
        expect(kept).toMatchObject({ administrator: true, active: true });
        // buyer@lapasar.test has no address in the provider's domains: taking their flag locks nobody out.
        const buyer = (await people()).body.people.find((person) => person.email === 'buyer@lapasar.test')!;
        expect((await changePerson(buyer.id, { administrator: false })).status).toBe(200);
        // With password sign-in on again, the flag may go (buyer@ is made administrator again first).
        await ctx.db.update(users).set({ companyAdministrator: true }).where(eq(users.id, buyer.id));
        expect((await putProvider(admin, providerBody({ passwordSignIn: true }))).status).toBe(200);
        expect((await changePerson(itAdminId, { administrator: false })).status).toBe(200);
      } finally {
        await ctx.db.delete(companyAuditLog).where(eq(companyAuditLog.subject, `user:${itAdminId}`));
        await ctx.db.delete(users).where(eq(users.id, itAdminId));
      }
    });

    it("keeps a stage's only approver an approver when the provider asserts buyer, recording why, and shows the assertion", async () => {
      expect((await putProvider(admin, providerBody())).status).toBe(200);
      idp.accounts.set('aminah', { email: `aminah@${DOMAIN}`, email_verified: true, name: 'Aminah Idris', lapasar_role: 'approver' });
      await signInThroughProvider('aminah');
      const aminah = (await people()).body.people.find((person) => person.email === `aminah@${DOMAIN}`)!;
      expect(aminah).toMatchObject({ role: 'approver', assertedRole: 'approver', singleSignOn: true });
      const workflows = await call<{
        data: {
          id: number;
          name: string;
          location: { id: number };
          project: { id: number } | null;
          spendingLimit: number | null;
          budgetApprovalFirst: boolean;
          stages: { label: string; fromAmount: number; approvers: { id: number }[] }[];
        }[];
      }>(ctx.app, '/api/company/workflows', { token: admin });
      const [workflow] = workflows.body.data;
      const request = (stages: { label: string; fromAmount: number; approverIds: number[] }[]) => ({
        name: workflow.name,
        locationId: workflow.location.id,
        projectId: workflow.project?.id ?? null,
        spendingLimit: workflow.spendingLimit,
        budgetApprovalFirst: workflow.budgetApprovalFirst,
        stages,
      });
      const original = workflow.stages.map((stage) => ({
        label: stage.label,
        fromAmount: stage.fromAmount,
        approverIds: stage.approvers.map((a) => a.id),
      }));
      const put = (body: unknown) => call<Answer>(ctx.app, `/api/company/workflows/${workflow.id}`, { method: 'PUT', token: admin, body });
      expect((await put(request([{ label: 'IT Approval', fromAmount: 0, approverIds: [aminah.id] }]))).status).toBe(200);
      try {
        idp.accounts.set('aminah', { email: `aminah@${DOMAIN}`, email_verified: true, name: 'Aminah Idris', lapasar_role: 'buyer' });
        const token = await signInThroughProvider('aminah');
        const me = await call<{ user: { emailId: string; role?: string } }>(ctx.app, '/api/auth/me', { token });
        expect(me.status).toBe(200);
        const after = (await people()).body.people.find((person) => person.id === aminah.id);
        expect(after).toMatchObject({ role: 'approver', assertedRole: 'buyer' });
        const [entry] = (await auditOf('person_changed')).filter((e) => e.subject === `user:${aminah.id}`);
        expect(entry.before).toEqual({ role: 'approver' });
        expect(entry.after).toMatchObject({ role: 'approver', assertedRole: 'buyer' });
        expect((entry.after as { notApplied: string }).notApplied).toMatch(
          /^role: Aminah Idris is the only active approver of stage 1 \(IT Approval\)/,
        );
        // The people routes refuse the same change for the same reason.
        expect((await changePerson(aminah.id, { role: 'buyer' })).body.code).toBe('only_approver');
        // Once another approver shares the stage, the provider's assertion applies at the next sign-in.
        expect(
          (await put(request([{ label: 'IT Approval', fromAmount: 0, approverIds: [aminah.id, ...original[0].approverIds] }]))).status,
        ).toBe(200);
        await signInThroughProvider('aminah');
        expect((await people()).body.people.find((person) => person.id === aminah.id)).toMatchObject({
          role: 'buyer',
          assertedRole: 'buyer',
        });
        const [applied] = (await auditOf('person_changed')).filter((e) => e.subject === `user:${aminah.id}`);
        expect(applied).toMatchObject({ before: { role: 'approver' }, after: { role: 'buyer', assertedRole: 'buyer' } });
      } finally {
        expect((await put(request(original))).status).toBe(200);
      }
    });
  });

  describe('assertion keys', () => {
    let serial = 0;
    function mint(kid: string) {
      const iat = Math.floor(Date.now() / 1000);
      return new SignJWT({ email: `farah@${DOMAIN}`, name: 'Farah Aziz' })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer('demo-trading')
        .setSubject(`farah@${DOMAIN}`)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 120)
        .setJti(`assertion-${engine}-${(serial += 1)}`)
        .sign(portalKey.privateKey);
    }
    const exchange = async (kid: string) =>
      call<Answer<{ user: { emailId: string; by_id: number } }>>(ctx.app, '/api/auth/sso/assertion', {
        body: { assertion: await mint(kid) },
      });

    it('adds a PEM or a JWK that then signs the portal in, lists its fingerprint, and revokes it', async () => {
      const pem = await exportSPKI(portalKey.publicKey);
      expect((await addKey(admin, { kid: 'portal-1', algorithm: 'ES256', pem })).body.code).toBe('identity_provider_missing');
      expect((await putProvider(admin, providerBody())).status).toBe(200);
      const fromPem = await addKey(admin, { kid: 'portal-1', algorithm: 'ES256', pem });
      expect(fromPem.status).toBe(201);
      const thumbprint = await calculateJwkThumbprint(await exportJWK(portalKey.publicKey), 'sha256');
      expect(fromPem.body.assertionKey).toMatchObject({ kid: 'portal-1', algorithm: 'ES256', fingerprint: thumbprint, revokedAt: null });
      const fromJwk = await addKey(admin, {
        kid: 'portal-2',
        algorithm: 'ES256',
        jwk: { ...(await exportJWK(portalKey.publicKey)), alg: 'ES256', use: 'sig' },
      });
      expect(fromJwk.body.assertionKey).toMatchObject({ kid: 'portal-2', algorithm: 'ES256', fingerprint: thumbprint });
      expect((await integrations(admin)).body.assertionKeys.map((key) => key.kid)).toEqual(['portal-1', 'portal-2']);

      const signedIn = await exchange('portal-1');
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user).toMatchObject({ emailId: `farah@${DOMAIN}`, by_id: BUYER_ID });
      expect((await exchange('portal-2')).status).toBe(200);

      const revoked = await revokeKey(admin, fromPem.body.assertionKey.id);
      expect(revoked.status).toBe(200);
      expect(revoked.body.assertionKey.revokedAt).not.toBeNull();
      expect((await exchange('portal-1')).body.code).toBe('assertion_invalid');
      expect((await revokeKey(admin, fromPem.body.assertionKey.id)).status).toBe(409);
      expect((await addKey(admin, { kid: 'portal-1', algorithm: 'ES256', pem })).body.code).toBe('kid_taken');
      expect((await auditOf('assertion_key_added')).slice(0, 2).map((entry) => entry.after)).toEqual([
        { kid: 'portal-2', algorithm: 'ES256', fingerprint: thumbprint, revoked: false },
        { kid: 'portal-1', algorithm: 'ES256', fingerprint: thumbprint, revoked: false },
      ]);
      expect((await auditOf('assertion_key_revoked'))[0]).toMatchObject({ before: { revoked: false }, after: { revoked: true } });
    });

    it('refuses private keys, other algorithms and malformed keys, naming the field', async () => {
      expect((await putProvider(admin, providerBody())).status).toBe(200);
      const privateJwk = await exportJWK(portalKey.privateKey);
      const weakRsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' });
      const cases: [unknown, string][] = [
        [{ kid: 'k', algorithm: 'ES256', pem: await exportPKCS8(portalKey.privateKey) }, 'pem:'],
        [{ kid: 'k', algorithm: 'ES256', jwk: { ...privateJwk, alg: 'ES256' } }, 'jwk:'],
        [{ kid: 'k', algorithm: 'ES256', jwk: { kty: 'oct', k: 'c2VjcmV0' } }, 'jwk:'],
        [{ kid: 'k', algorithm: 'ES256', jwk: { kty: 'EC', crv: 'P-256', x: 'AAAA', y: 'AAAA' } }, 'jwk:'],
        [{ kid: 'k', algorithm: 'HS256', pem: await exportSPKI(portalKey.publicKey) }, 'algorithm'],
        [{ kid: 'k', algorithm: 'RS256', pem: await exportSPKI(portalKey.publicKey) }, 'pem:'],
        [{ kid: 'k', algorithm: 'ES256', pem: '-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----' }, 'pem:'],
        [{ kid: 'k', pem: await exportSPKI(portalKey.publicKey) }, 'algorithm'],
        [{ kid: 'k', algorithm: 'RS256', pem: weakRsa }, 'pem: an RSA key must have at least 2048 bits'],
        [{ kid: 'k', algorithm: 'ES256' }, 'pem'],
        [{ kid: '', algorithm: 'ES256', pem: await exportSPKI(portalKey.publicKey) }, 'kid'],
        [{ kid: 'k', algorithm: 'ES256', jwk: { ...(await exportJWK(portalKey.publicKey)), alg: 'RS256' } }, 'jwk.alg:'],
        [{ kid: 'k', algorithm: 'RS256', jwk: await exportJWK(portalKey.publicKey) }, 'jwk:'],
        [{ kid: 'k', algorithm: 'ES256', pem: await exportSPKI(portalKey.publicKey), jwk: await exportJWK(portalKey.publicKey) }, 'pem'],
      ];
      for (const [body, field] of cases) {
        const answer = await addKey(admin, body);
        expect({ body, status: answer.status }).toEqual({ body, status: 400 });
        expect(answer.body.error).toContain(field);
      }
      expect((await integrations(admin)).body.assertionKeys).toEqual([]);
    });
  });

  describe('PunchOut settings', () => {
    /** A cXML setup request from the procurement system with this credential and secret, read back by the cXML DTD. */
    async function setup(from: { domain: string; identity: string }, secret: string) {
      const document = demoCxml(
        { PunchOutSetupRequest: { '@_operation': 'create', BuyerCookie: 'cookie-1', BrowserFormPost: { URL: RETURN_URL } } },
        { secret, from },
      );
      expect(cxmlDtdErrors(document)).toEqual([]);
      const response = await ctx.app.request('/punchout/cxml/setup', {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml' },
        body: document,
      });
      const answer = readCxml(await response.text()).Response as CxmlNode;
      return {
        code: Number(answer.Status['@_code']),
        url: answer.PunchOutSetupResponse ? String(answer.PunchOutSetupResponse.StartPage.URL) : null,
      };
    }
    const ociStart = (username: string, password: string) =>
      ctx.app.request('/punchout/oci/start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextAddress() },
        body: new URLSearchParams({ USERNAME: username, PASSWORD: password, HOOK_URL }).toString(),
      });

    it('lets a company configured only through the API punch out, answering a generated secret once and storing hashes', async () => {
      const { status, body } = await putPunchout(admin, punchoutBody());
      expect(status).toBe(200);
      const generated = body.generatedSecrets.cxmlSharedSecret!;
      expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.generatedSecrets.ociPassword).toBeUndefined();
      expect(body.punchout).toMatchObject({
        systemName: 'Coupa',
        defaultUser: { id: colleagueId, email: 'colleague@lapasar.test' },
        cxml: { domain: 'DUNS', identity: '123456789', sharedSecret: { set: true } },
        oci: { username: 'demo-trading-oci', password: { set: true } },
        frameOrigins: ['https://demo-trading.coupahost.com'],
      });
      const [row] = await ctx.db.select().from(punchoutSettings).where(eq(punchoutSettings.buyerId, BUYER_ID));
      expect(row.cxmlSecretHash).toMatch(/^scrypt\$/);
      expect(row.ociPasswordHash).toMatch(/^scrypt\$/);
      const read = JSON.stringify((await integrations(admin)).body);
      expect(read).not.toContain(generated);
      expect(read).not.toContain('a given OCI password 2026');

      // The procurement system, set up with what the administrator was shown, punches out; the demo credential no longer does.
      const opened = await setup({ domain: 'DUNS', identity: '123456789' }, generated);
      expect(opened.code).toBe(200);
      const page = await ctx.app.request(opened.url!.replace(PUBLIC_URL, ''));
      expect(page.status).toBe(200);
      const session = JSON.parse(/id="punchout-session">([^<]*)</.exec(await page.text())![1]) as {
        user: { emailId: string };
        punchout: { system: string };
      };
      expect(session).toMatchObject({ user: { emailId: 'colleague@lapasar.test' }, punchout: { system: 'Coupa' } });
      expect((await setup({ domain: 'DUNS', identity: '123456789' }, 'a wrong shared secret')).code).toBe(401);
      expect(
        (await setup({ domain: DEMO_PUNCHOUT.cxmlDomain, identity: DEMO_PUNCHOUT.cxmlIdentity }, DEMO_PUNCHOUT.cxmlSharedSecret)).code,
      ).toBe(401);
      expect((await ociStart('demo-trading-oci', 'a given OCI password 2026')).status).toBe(200);

      // Replaced without secrets, the stored hashes are kept; the audit log has marks, never a secret.
      expect(
        (
          await putPunchout(
            admin,
            punchoutBody({
              systemName: 'Coupa EU',
              cxml: { domain: 'DUNS', identity: '123456789' },
              oci: { username: 'demo-trading-oci' },
            }),
          )
        ).status,
      ).toBe(200);
      expect((await setup({ domain: 'DUNS', identity: '123456789' }, generated)).code).toBe(200);
      const [entry] = await auditOf('punchout_settings_changed');
      expect(entry.before).toMatchObject({ systemName: 'Coupa', cxml: { sharedSecret: 'set' }, oci: { password: 'set' } });
      expect(entry.after).toMatchObject({ systemName: 'Coupa EU', cxml: { sharedSecret: 'set' } });
      const log = await auditText();
      expect(log).not.toContain(generated);
      expect(log).not.toContain('a given OCI password 2026');
    });

    it('refuses bad input and credentials of another company, changing nothing', async () => {
      expect((await putPunchout(admin, punchoutBody())).status).toBe(200);
      const stored = (await integrations(admin)).body.punchout;
      const cases: [Record<string, unknown>, string][] = [
        [{ frameOrigins: ['https://demo-trading.coupahost.com/path'] }, 'frameOrigins.0'],
        [{ frameOrigins: ['https://*.coupahost.com'] }, 'frameOrigins.0'],
        [{ oci: { username: 'demo-trading-oci', password: 'short' } }, 'oci.password'],
        [{ cxml: { domain: 'DUNS', identity: '1', sharedSecret: 'Generate' } }, 'cxml.sharedSecret'],
        [{ defaultUserId: 999_999 }, 'defaultUserId'],
        [{ systemName: '' }, 'systemName'],
      ];
      for (const [change, field] of cases) {
        const { status, body } = await putPunchout(admin, punchoutBody(change));
        expect({ change, status }).toEqual({ change, status: 400 });
        expect(body.error).toContain(field);
      }
      // The other company's user is not ours to sign in.
      const [{ id: maskedUser }] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'masked@lapasar.test'));
      expect((await putPunchout(admin, punchoutBody({ defaultUserId: maskedUser }))).status).toBe(400);
      // Another company's procurement system already uses these.
      const theirs = await putPunchout(
        outsider,
        punchoutBody({ defaultUserId: maskedUser, cxml: { domain: 'duns', identity: '123456789', sharedSecret: 'generate' }, oci: null }),
      );
      expect(theirs).toMatchObject({ status: 409, body: { code: 'credential_taken' } });
      expect((await putPunchout(outsider, punchoutBody({ defaultUserId: maskedUser, cxml: null }))).body.code).toBe('credential_taken');
      // A company with no secret stored must give or generate one.
      const secretless = await putPunchout(
        outsider,
        punchoutBody({ defaultUserId: maskedUser, cxml: { domain: 'DUNS', identity: 'masked' }, oci: null }),
      );
      expect(secretless.status).toBe(400);
      expect(secretless.body.error).toContain('cxml.sharedSecret');
      expect((await integrations(admin)).body.punchout).toEqual(stored);
      expect((await integrations(outsider)).body.punchout).toBeNull();
    });

    it('removes the settings: the procurement system is no longer recognised', async () => {
      const { body } = await putPunchout(admin, punchoutBody());
      expect((await removePunchout(admin)).status).toBe(200);
      expect((await integrations(admin)).body.punchout).toBeNull();
      expect((await setup({ domain: 'DUNS', identity: '123456789' }, body.generatedSecrets.cxmlSharedSecret!)).code).toBe(401);
      expect((await removePunchout(admin)).status).toBe(404);
      expect((await auditOf('punchout_settings_changed'))[0]).toMatchObject({ after: null, before: { systemName: 'Coupa' } });
    });
  });

  it('seals a client secret stored before secrets were sealed, and the seeded one opens to what it was', async () => {
    await ctx.db.insert(companyIdentityProviders).values({
      buyerId: BUYER_ID,
      slug: 'demo-trading',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: `plain$${idp.clientSecret}`,
    });
    expect(await resealClientSecrets(ctx.db, {})).toEqual({ resealed: 1, unopened: [] });
    const [row] = await ctx.db.select().from(companyIdentityProviders).where(eq(companyIdentityProviders.buyerId, BUYER_ID));
    expect(row.clientSecret).toMatch(/^aes256gcm\$/);
    expect(await clientSecretOf(ctx.db, {}, row)).toBe(idp.clientSecret);
    // Sealed for one company, it does not open as another's.
    await expect(clientSecretOf(ctx.db, {}, { ...row, buyerId: MASKED_BUYER_ID })).rejects.toMatchObject({ status: 503 });
    const [seeded] = await ctx.db.select().from(companyIdentityProviders).where(eq(companyIdentityProviders.slug, 'intranet-portal'));
    expect(seeded.clientSecret).toMatch(/^aes256gcm\$/);
    expect(await clientSecretOf(ctx.db, {}, seeded)).toBe('demo-client-secret');
  });
});
