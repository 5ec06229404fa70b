import { and, eq, sql } from 'drizzle-orm';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, MeResponse } from '../../src/api/types';
import { buyers, companyAssertionKeys, companyIdentityProviders, users } from '../../server/db/schema';
import { createApp } from '../../server/app';
import { hashPassword } from '../../server/domain/password';
import { sealClientSecret } from '../../server/services/client-secrets';
import { createTestContext, engines, TEST_KDF_LOG_N, type TestContext } from './support/context';
import { call, DEMO_PASSWORD } from './support/http';
import { startIdentityProvider, type TestIdentityProvider } from './support/identity-provider';

const PUBLIC_URL = 'http://localhost:8080';
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/callback`;
const AUDIENCE = `${PUBLIC_URL}/api/auth/sso/assertion`;
const ALPHA_PORTAL = 'https://intranet.alpha.example';
const SITE = new URL(PUBLIC_URL).origin;

/** The `name=value` pairs a response's Set-Cookie lines set, as a browser sends them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

describe.each(engines())('single sign-on on %s', (engine) => {
  let ctx: TestContext;
  let alpha: TestIdentityProvider;
  let beta: TestIdentityProvider;
  let alphaId: number;
  let betaId: number;
  let portalKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    ctx = await createTestContext(engine, { publicUrl: PUBLIC_URL });
    [alpha, beta] = await Promise.all([startIdentityProvider('alpha', CALLBACK), startIdentityProvider('beta', CALLBACK)]);
    [{ id: alphaId }, { id: betaId }] = await ctx.db
      .insert(buyers)
      .values([{ companyName: 'Alpha Sdn Bhd' }, { companyName: 'Beta Berhad' }])
      .returning();
    await ctx.db.insert(companyIdentityProviders).values([
      {
        buyerId: alphaId,
        slug: 'alpha',
        issuer: alpha.issuer,
        clientId: alpha.clientId,
        clientSecret: await sealClientSecret(ctx.db, {}, alphaId, alpha.clientSecret),
        // lapasar.test is the seeded demo company's domain: Alpha's provider may name it, but not sign its users in here.
        emailDomains: ['alpha.example', 'lapasar.test'],
        approverRoleValues: ['purchasing-approver'],
        embedOrigins: [ALPHA_PORTAL],
      },
      {
        buyerId: betaId,
        slug: 'beta',
        issuer: beta.issuer,
        clientId: beta.clientId,
        clientSecret: await sealClientSecret(ctx.db, {}, betaId, beta.clientSecret),
        emailDomains: ['beta.example'],
        passwordSignIn: false,
      },
    ]);
    const pair = await generateKeyPair('ES256', { extractable: true });
    portalKey = pair.privateKey;
    strangerKey = (await generateKeyPair('ES256')).privateKey;
    await ctx.db.insert(companyAssertionKeys).values([
      { buyerId: alphaId, kid: 'alpha-portal-1', algorithm: 'ES256', publicKey: await exportSPKI(pair.publicKey) },
      // The same key as a JWK, under another id: either form is taken.
      { buyerId: alphaId, kid: 'alpha-portal-jwk', algorithm: 'ES256', publicKey: JSON.stringify(await exportJWK(pair.publicKey)) },
    ]);
    alpha.accounts.set('aisha', {
      email: 'Aisha@Alpha.example',
      email_verified: true,
      name: 'Aisha Rahman',
      lapasar_role: ['staff', 'purchasing-approver'],
    });
    alpha.accounts.set('ben', { email: 'ben@alpha.example', email_verified: true, name: 'Ben Tan' });
    alpha.accounts.set('unverified', { email: 'chong@alpha.example', email_verified: false });
    alpha.accounts.set('beta-address', { email: 'dina@beta.example', email_verified: true });
    alpha.accounts.set('demo-buyer', { email: 'buyer@lapasar.test', email_verified: true });
    beta.accounts.set('eve', { email: 'eve@beta.example', email_verified: true, name: 'Eve Lim' });
  });
  afterAll(async () => {
    await Promise.all([alpha?.close(), beta?.close()]);
    await ctx?.close();
  });

  /** The cookies each start set in the browser that asked, by the start's state: what that browser sends back to the callback. */
  const browsers = new Map<string, string>();

  async function start(query: Record<string, string>) {
    const response = await ctx.app.request(`/api/auth/sso/start?${new URLSearchParams(query)}`);
    const location = response.headers.get('location');
    const state = location ? new URL(location).searchParams.get('state') : null;
    if (state) browsers.set(state, cookiesOf(response));
    return {
      status: response.status,
      location,
      body: response.status === 302 ? null : ((await response.json()) as { error: string; code: string }),
    };
  }

  /** Starts a sign-in, signs in at the provider the start sent us to, and answers the provider's redirect back. */
  async function authorize(query: Record<string, string>, idp: TestIdentityProvider, account: string): Promise<URL> {
    const { status, location } = await start(query);
    expect(status).toBe(302);
    expect(location!.startsWith(`${idp.issuer}/`)).toBe(true);
    return idp.authorize(location!, account);
  }

  /** The provider's redirect back, followed by the browser that started the sign-in (with its cookies) unless told otherwise. */
  const browserOf = (back: URL) => browsers.get(back.searchParams.get('state') ?? '') ?? '';
  const callback = (back: URL, headers: Record<string, string> = { Cookie: browserOf(back) }) =>
    ctx.app.request(`/api/auth/sso/callback${back.search}`, { headers });

  /** The fragment of a redirect-mode answer. */
  async function redirected(back: URL) {
    const response = await callback(back);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
  }

  const me = (token: string) => call<MeResponse>(ctx.app, '/api/auth/me', { token });
  const userOf = async (email: string) =>
    (
      await ctx.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
    )[0];

  describe('authorization code flow with PKCE', () => {
    it('creates the user on first sign-in in the company whose provider vouched, with the role of its claim, and signs them in', async () => {
      const back = await authorize({ company: 'alpha', return_to: '/dashboard' }, alpha, 'aisha');
      const { location, fragment } = await redirected(back);
      expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/dashboard`);
      const token = fragment.get('lapasar_session')!;
      const { status, body } = await me(token);
      expect(status).toBe(200);
      expect(body.user).toMatchObject({
        emailId: 'aisha@alpha.example',
        userName: 'Aisha Rahman',
        by_id: alphaId,
        role: 'approver',
        emailVerified: true,
        active: 'Y',
      });

      // A later sign-in (the company named by its buyer id) keeps the account and takes the claim's new role.
      alpha.accounts.set('aisha', { email: 'aisha@alpha.example', email_verified: true, name: 'Aisha Rahman', lapasar_role: 'staff' });
      const again = await redirected(await authorize({ company: String(alphaId) }, alpha, 'aisha'));
      const later = await me(again.fragment.get('lapasar_session')!);
      expect(later.body.user).toMatchObject({ recid: body.user.recid, role: 'buyer', by_id: alphaId });
      expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.buyerId, alphaId))).toContainEqual({ id: body.user.recid });
    });

    it('answers a popup with a page posting the session to the embedding origin only', async () => {
      const back = await authorize({ company: 'alpha', mode: 'popup', return_to: `${ALPHA_PORTAL}/purchasing/home` }, alpha, 'ben');
      const response = await callback(back);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = response.headers.get('content-security-policy')!;
      expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+';/);
      expect(policy).toContain("frame-ancestors 'none'");
      const page = await response.text();
      const data = JSON.parse(/<script type="application\/json" id="lapasar-sso">(.*?)<\/script>/s.exec(page)![1]) as {
        targetOrigin: string;
        message: { type: string; token: string; user: LoginResponse['user'] };
      };
      expect(data.targetOrigin).toBe(ALPHA_PORTAL);
      expect(data.message).toMatchObject({
        type: 'lapasar-session',
        user: { emailId: 'ben@alpha.example', by_id: alphaId, role: 'buyer' },
      });
      expect(data.message.user.auth_token).toBe(data.message.token);
      expect((await me(data.message.token)).body.user.emailId).toBe('ben@alpha.example');
    });

    it("words the popup's page in the storefront's or the browser's language: what it shows while it posts, and with no opener to post to", async () => {
      const popup = async (account: string, headers: Record<string, string>) => {
        const back = await authorize({ company: 'alpha', mode: 'popup', return_to: `${ALPHA_PORTAL}/purchasing/home` }, alpha, account);
        const cookie = [browserOf(back), headers.Cookie].filter(Boolean).join('; ');
        const response = await callback(back, { ...headers, Cookie: cookie });
        expect(response.status).toBe(200);
        const page = await response.text();
        const data = JSON.parse(/<script type="application\/json" id="lapasar-sso">(.*?)<\/script>/s.exec(page)![1]) as {
          note: string;
          message: { type: string; code?: string; error?: string };
        };
        return { lang: /<html lang="(\w+)">/.exec(page)?.[1], shown: /<p id="note">(.*?)<\/p>/.exec(page)?.[1], ...data };
      };
      expect(await popup('ben', { Cookie: 'lapasar_locale=ms-MY' })).toMatchObject({
        lang: 'ms',
        shown: 'Sedang log masuk…',
        note: 'Anda telah log masuk. Anda boleh menutup tetingkap ini.',
        message: { type: 'lapasar-session' },
      });
      expect(await popup('unverified', { 'Accept-Language': 'ms-MY,en;q=0.8' })).toMatchObject({
        lang: 'ms',
        note: 'Syarikat anda tidak membenarkan akaun ini log masuk di sini.',
        // The opener's elements word it by its code, in their own language.
        message: { type: 'lapasar-session-error', code: 'sso_refused' },
      });
      const english = await popup('unverified', {});
      expect(english).toMatchObject({ lang: 'en', shown: 'Signing in…', message: { code: 'sso_refused' } });
      expect(english.note).toBe(english.message.error);
    });

    it.each([
      ['an origin the company does not embed on', { mode: 'popup', return_to: 'https://evil.example' }],
      ['no embedding origin', { mode: 'popup' }],
      ['a redirect to another site', { mode: 'redirect', return_to: 'https://evil.example/steal' }],
      ['a protocol-relative redirect', { mode: 'redirect', return_to: '//evil.example/steal' }],
    ])('refuses to start with %s, before sending the user anywhere', async (_name, query) => {
      const { status, location, body } = await start({ company: 'alpha', ...query });
      expect(status).toBe(400);
      expect(location).toBeNull();
      expect(body!.error).toMatch(/^return_to: /);
    });

    describe('where a redirect answers, read as a browser reads the address', () => {
      /** Where a browser lands when sent to `location` by the callback: the WHATWG URL parser, as the browser runs it. */
      const reached = (location: string) => new URL(location, CALLBACK);
      // A nonce as the SDK's redirect sign-in sends, so a page on the company's origin may be asked for.
      const CLIENT_STATE = 'c'.repeat(32);

      /** Starts a redirect sign-in for `returnTo` and, when it is taken, follows it back: where the callback sends the browser. */
      async function answeredAt(returnTo: string): Promise<{ status: number; error?: string; landed?: URL }> {
        const query = { company: 'alpha', mode: 'redirect', return_to: returnTo, client_state: CLIENT_STATE };
        const started = await start(query);
        if (started.status !== 302) return { status: started.status, error: started.body!.error };
        const back = await alpha.authorize(started.location!, 'ben');
        const response = await callback(back);
        expect(response.status).toBe(302);
        return { status: 302, landed: reached(response.headers.get('location')!) };
      }

      it.each([
        '/\t/evil.example/steal',
        '/\n/evil.example/steal',
        '/\r/evil.example/steal',
        '/\t\\evil.example',
        '\t//evil.example',
        ' //evil.example',
        '//evil.example ',
        ' https://evil.example/',
        '/\u00a0/evil.example',
        '/\u3000/evil.example',
        '\u200b//evil.example',
        '/\u0000/evil.example',
        '//evil.example',
        '///evil.example',
        '\\\\evil.example',
        '/\\evil.example',
        '\\/evil.example',
        '/\\/evil.example',
        'https:evil.example',
        'https:/evil.example',
        'https:\\\\evil.example',
        'HTTPS://EVIL.EXAMPLE/',
        'https://evil.example:443/',
        `${PUBLIC_URL}@evil.example/`,
        'http://localhost:8080%2F@evil.example/',
        `${PUBLIC_URL}.evil.example/`,
        'http://localhost:8081/',
        `${ALPHA_PORTAL}.evil.example/`,
        `${ALPHA_PORTAL}:8443/`,
        'https://intr\u0430net.alpha.example/',
        'https://evil\u3002example/',
        'javascript:alert(document.domain)',
        'JavaScript://%0aalert(document.domain)',
        'data:text/html,<script>alert(1)</script>',
        'ftp://evil.example/',
        'http://[::1]:8080/',
      ])("sends the browser nowhere but this site or the company's origins for %j", async (returnTo) => {
        const { status, error, landed } = await answeredAt(returnTo);
        if (status === 400) expect(error).toMatch(/^return_to: /);
        else expect([SITE, ALPHA_PORTAL]).toContain(landed!.origin);
      });

      it.each([
        ['/dashboard', SITE],
        ['/orders?status=new', SITE],
        ['http:dashboard', SITE],
        ['/%09/evil.example/steal', SITE],
        ['%2F%2Fevil.example', SITE],
        [`${PUBLIC_URL}/products/7`, SITE],
        [`${ALPHA_PORTAL}/purchasing?tab=cart`, ALPHA_PORTAL],
        ['HTTPS://INTRANET.ALPHA.EXAMPLE/home', ALPHA_PORTAL],
        [`${ALPHA_PORTAL}:443/home`, ALPHA_PORTAL],
        ['https://intranet\u3002alpha\u3002example/home', ALPHA_PORTAL],
      ])('answers %j at the page a browser resolves it to (%s)', async (returnTo, origin) => {
        const { status, landed } = await answeredAt(returnTo);
        expect(status).toBe(302);
        expect(landed!.origin).toBe(origin);
        // The page itself, as a link to return_to on this site would have opened it; only the fragment is the sign-in's.
        expect(`${landed!.origin}${landed!.pathname}${landed!.search}`).toBe(new URL(returnTo, PUBLIC_URL).href.replace(/#.*$/, ''));
        expect(new URLSearchParams(landed!.hash.slice(1)).has('lapasar_session')).toBe(true);
      });
    });

    describe('bound to the browser that started it', () => {
      /** The attributes of the Set-Cookie line setting `name`, lower-cased names. */
      const cookieSet = (response: Response, name: string) => {
        const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
        if (!line) return null;
        const [pair, ...attributes] = line.split(';').map((part) => part.trim());
        return {
          value: pair.slice(name.length + 1),
          attributes: Object.fromEntries(
            attributes.map((attribute) => [attribute.split('=')[0].toLowerCase(), attribute.split('=')[1] ?? true]),
          ),
        };
      };

      it('leaves a random HttpOnly cookie for the callback alone, Secure when the site is https', async () => {
        const response = await ctx.app.request('/api/auth/sso/start?company=alpha&return_to=/dashboard');
        expect(response.status).toBe(302);
        const cookie = cookieSet(response, 'lapasar_sso_start');
        expect(cookie?.value).toMatch(/^[\w-]{32,}$/);
        expect(cookie?.attributes).toEqual({ 'max-age': '600', path: '/api/auth/sso/callback', httponly: true, samesite: 'Lax' });
        const other = await ctx.app.request('/api/auth/sso/start?company=alpha&return_to=/dashboard');
        expect(cookieSet(other, 'lapasar_sso_start')?.value).not.toBe(cookie?.value);

        const https = createApp({ db: ctx.db, publicUrl: 'https://shop.example', kdfLogN: TEST_KDF_LOG_N });
        const secure = await https.request('/api/auth/sso/start?company=alpha&return_to=/dashboard');
        expect(cookieSet(secure, 'lapasar_sso_start')?.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Lax' });
      });

      let carried = 0;
      /** An account of Alpha's provider no other test signs in: its e-mail is its id's. */
      const freshAccount = () => {
        carried += 1;
        const id = `carried-${carried}`;
        alpha.accounts.set(id, { email: `${id}@alpha.example`, email_verified: true, name: 'Carried Away' });
        return id;
      };

      /** The cookie of a sign-in this other browser started itself. */
      const anotherStart = async () => {
        const { location } = await start({ company: 'alpha', return_to: '/orders' });
        return browsers.get(new URL(location!).searchParams.get('state')!)!;
      };

      it.each([
        ['no cookie', async () => ''],
        ['a cookie of its own making', async () => `lapasar_sso_start=${'A'.repeat(43)}`],
        ['the cookie of a sign-in it started itself', anotherStart],
      ])('refuses a callback carried to a browser with %s, where the sign-in asked, and signs nobody in', async (_name, cookieOf) => {
        const account = freshAccount();
        const back = await authorize({ company: 'alpha', return_to: '/orders' }, alpha, account);
        const response = await callback(back, { Cookie: await cookieOf() });
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location')!);
        expect(location.pathname).toBe('/orders');
        const fragment = new URLSearchParams(location.hash.slice(1));
        expect(Object.fromEntries(fragment)).toMatchObject({
          lapasar_sso_error: 'This sign-in was started in another browser. Please start again here.',
          lapasar_sso_code: 'sso_failed',
        });
        expect(fragment.has('lapasar_session')).toBe(false);
        expect(await userOf(`${account}@alpha.example`)).toBeUndefined();
        // Taken once: the browser that started it cannot use it after that either.
        expect((await callback(back)).status).toBe(400);
      });

      it('refuses a popup callback in another browser with a refusal posted, never a session', async () => {
        const account = freshAccount();
        const back = await authorize({ company: 'alpha', mode: 'popup', return_to: ALPHA_PORTAL }, alpha, account);
        const page = await (await callback(back, {})).text();
        expect(page).toContain('"type":"lapasar-session-error"');
        expect(page).not.toContain('"token"');
        expect(await userOf(`${account}@alpha.example`)).toBeUndefined();
      });

      it('signs in the browser that started it, clears its cookie, and proves the answer to the page that asked', async () => {
        const account = freshAccount();
        const back = await authorize({ company: 'alpha', return_to: '/orders' }, alpha, account);
        const response = await callback(back);
        expect(cookieSet(response, 'lapasar_sso_start')).toMatchObject({
          value: '',
          attributes: { 'max-age': '0', path: '/api/auth/sso/callback' },
        });
        // A page of this site: the state is also in a cookie of this site its page can read, for two minutes.
        const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
        const proof = cookieSet(response, 'lapasar_sso_proof');
        expect(proof?.attributes).toEqual({ 'max-age': '120', path: '/', samesite: 'Lax' });
        expect(fragment.get('lapasar_state')).toBe(proof?.value);
        expect((await me(fragment.get('lapasar_session')!)).body.user.emailId).toBe(`${account}@alpha.example`);

        // A page of the company's: the nonce it sent, and no cookie of this site.
        const state = 'n'.repeat(20) + 'Q_-';
        const embedded = await callback(
          await authorize({ company: 'alpha', return_to: `${ALPHA_PORTAL}/shop`, client_state: state }, alpha, account),
        );
        expect(new URLSearchParams(new URL(embedded.headers.get('location')!).hash.slice(1)).get('lapasar_state')).toBe(state);
        expect(cookieSet(embedded, 'lapasar_sso_proof')).toBeNull();
      });

      it.each([
        ["a page of the company's origin without client_state", { return_to: `${ALPHA_PORTAL}/shop` }],
        ['a client_state too short', { return_to: `${ALPHA_PORTAL}/shop`, client_state: 'short' }],
        ['a client_state of other characters', { return_to: `${ALPHA_PORTAL}/shop`, client_state: `${'x'.repeat(20)}<script>` }],
      ])('refuses to start a redirect to %s', async (_name, query) => {
        const { status, body } = await start({ company: 'alpha', mode: 'redirect', ...query });
        expect(status).toBe(400);
        expect(body!.error).toMatch(/^(return_to|client_state): /);
      });
    });

    it('answers 404 for a company without single sign-on', async () => {
      expect(await start({ company: 'nobody' })).toMatchObject({
        status: 404,
        body: { error: 'This company has no single sign-on set up.' },
      });
    });

    it("refuses a code from company A's provider on company B's sign-in: nobody enters B", async () => {
      const fromAlpha = await authorize({ company: 'alpha' }, alpha, 'beta-address');
      const betaStart = await start({ company: 'beta' });
      const betaState = new URL(betaStart.location!).searchParams.get('state')!;
      const forged = new URL(fromAlpha);
      forged.searchParams.set('state', betaState);
      const { fragment } = await redirected(forged);
      expect(fragment.get('lapasar_sso_error')).toBe("Your company's identity provider's answer could not be checked. Please start again.");
      expect(fragment.has('lapasar_session')).toBe(false);
      expect(await userOf('dina@beta.example')).toBeUndefined();
    });

    it("refuses an e-mail of another company's domain vouched for by A's provider", async () => {
      const { fragment } = await redirected(await authorize({ company: 'alpha' }, alpha, 'beta-address'));
      expect(fragment.get('lapasar_sso_error')).toBe('The e-mail domain beta.example may not sign in to this company.');
      expect(await userOf('dina@beta.example')).toBeUndefined();
    });

    it("refuses an account of another company, even on a domain A's provider may name", async () => {
      const before = await userOf('buyer@lapasar.test');
      const { fragment } = await redirected(await authorize({ company: 'alpha' }, alpha, 'demo-buyer'));
      expect(fragment.get('lapasar_sso_error')).toBe(
        'This e-mail address is already used by an account of another company. Please contact support.',
      );
      expect(await userOf('buyer@lapasar.test')).toEqual(before);
    });

    it('refuses an e-mail address the provider has not verified', async () => {
      const { fragment } = await redirected(await authorize({ company: 'alpha' }, alpha, 'unverified'));
      expect(fragment.get('lapasar_sso_error')).toBe("Your company's identity provider has not verified your e-mail address.");
      expect(await userOf('chong@alpha.example')).toBeUndefined();
    });

    it.each(['redirect', 'popup'])(
      "answers a provider's refusal in its own words only, in %s mode: nothing of the provider's text reaches the page",
      async (mode) => {
        const started = await start({ company: 'alpha', mode, return_to: mode === 'popup' ? ALPHA_PORTAL : '/dashboard' });
        const back = new URL(CALLBACK);
        back.search = new URLSearchParams({
          state: new URL(started.location!).searchParams.get('state')!,
          error: 'access_denied',
          error_description: 'Your account is locked: call +60 3-1234 5678 or sign in again at https://evil.example/login',
        }).toString();
        const response = await callback(back);
        const ours = "Your company's identity provider did not complete the sign-in. Please try again.";
        if (mode === 'redirect') {
          const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
          expect(Object.fromEntries(fragment)).toMatchObject({ lapasar_sso_error: ours, lapasar_sso_code: 'sso_failed' });
          expect(fragment.has('lapasar_session')).toBe(false);
        } else {
          const page = await response.text();
          expect(page).toContain(ours);
          expect(page).toContain('"code":"sso_failed"');
          expect(page).not.toMatch(/evil\.example|locked|access_denied/);
        }
      },
    );

    it('takes each state once: a replayed redirect back is refused', async () => {
      const back = await authorize({ company: 'beta' }, beta, 'eve');
      const { fragment } = await redirected(back);
      expect((await me(fragment.get('lapasar_session')!)).body.user).toMatchObject({ emailId: 'eve@beta.example', by_id: betaId });
      const replay = await callback(back);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({
        error: 'This sign-in has expired or was already used. Please start again.',
        code: 'sso_failed',
      });
    });
  });

  describe('password sign-in', () => {
    it('is refused for a company that signs in only through its provider, and kept for the others', async () => {
      const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_KDF_LOG_N);
      await ctx.db.insert(users).values([
        { email: 'finance@beta.example', name: 'Beta Finance', buyerId: betaId, passwordHash },
        { email: 'finance@alpha.example', name: 'Alpha Finance', buyerId: alphaId, passwordHash },
      ]);
      const login = (email: string, password = DEMO_PASSWORD) =>
        call(ctx.app, '/api/users/login', { body: { email, password }, headers: { 'X-Forwarded-For': '198.51.100.77' } });
      expect(await login('finance@beta.example')).toMatchObject({
        status: 403,
        body: {
          error: 'Your company signs in with its own single sign-on. Use "Sign in with your company account".',
          code: 'sso_required',
        },
      });
      // A wrong password learns nothing about the company.
      expect(await login('finance@beta.example', 'wrong')).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
      expect((await login('finance@alpha.example')).status).toBe(200);
      // Users created by single sign-on have no password.
      const { fragment } = await redirected(await authorize({ company: 'alpha' }, alpha, 'ben'));
      expect(fragment.has('lapasar_session')).toBe(true);
      expect(await login('ben@alpha.example', 'single-sign-on')).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
    });
  });

  describe('password accounts in a company that signs in through its provider', () => {
    it('counts the right password of a company without password sign-in: five tries and the address waits, as for any guess', async () => {
      const passwordHash = await hashPassword(DEMO_PASSWORD, TEST_KDF_LOG_N);
      await ctx.db.insert(users).values({ email: 'gina@beta.example', name: 'Gina Beta', buyerId: betaId, passwordHash });
      const login = () =>
        call(ctx.app, '/api/users/login', {
          body: { email: 'gina@beta.example', password: DEMO_PASSWORD },
          headers: { 'X-Forwarded-For': '198.51.100.78' },
        });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await login()).status);
      expect(statuses).toEqual([403, 403, 403, 403, 403]);
      expect(await login()).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Too many login attempts\./) } });
    });

    it.each([
      ['ravi@alpha.example', 'alpha.example'],
      ['Ravi@BETA.example', 'beta.example'],
    ])("refuses to register %s with a password: its domain's company signs in through its provider", async (email, domain) => {
      const { status, body } = await call(ctx.app, '/api/auth/register', {
        body: { name: 'Ravi Squatter', email, password: 'Squatter#2026', companyName: 'Squatters Sdn Bhd' },
        headers: { 'X-Forwarded-For': '198.51.100.79' },
      });
      expect(status).toBe(403);
      expect(body).toEqual({
        error: `Addresses at ${domain} belong to a company that signs in through its own identity provider. Use "Sign in with your company account" instead of registering.`,
        code: 'sso_domain',
      });
      expect(await userOf(email.toLowerCase())).toBeUndefined();
    });

    it("registers an address of an unclaimed domain, and signs in by single sign-on only the company's own accounts", async () => {
      const { status } = await call(ctx.app, '/api/auth/register', {
        body: { name: 'Hana Gamma', email: 'hana@gamma.example', password: 'Gamma#2026x', companyName: 'Gamma Sdn Bhd' },
        headers: { 'X-Forwarded-For': '198.51.100.80' },
      });
      expect(status).toBe(201);
      // An account registered before its domain was claimed stays its own company's, never taken over by the provider's sign-in.
      await ctx.db
        .update(companyIdentityProviders)
        .set({ emailDomains: ['alpha.example', 'lapasar.test', 'gamma.example'] })
        .where(eq(companyIdentityProviders.buyerId, alphaId));
      try {
        const before = await userOf('hana@gamma.example');
        alpha.accounts.set('hana', { email: 'hana@gamma.example', email_verified: true, name: 'Hana' });
        const { fragment } = await redirected(await authorize({ company: 'alpha' }, alpha, 'hana'));
        expect(fragment.get('lapasar_sso_code')).toBe('sso_refused');
        expect(fragment.get('lapasar_sso_error')).toBe(
          'This e-mail address is already used by an account of another company. Please contact support.',
        );
        expect(fragment.has('lapasar_session')).toBe(false);
        expect(await userOf('hana@gamma.example')).toEqual(before);
        expect(
          (
            await call(ctx.app, '/api/users/login', {
              body: { email: 'hana@gamma.example', password: 'Gamma#2026x' },
              headers: { 'X-Forwarded-For': '198.51.100.80' },
            })
          ).status,
        ).toBe(200);
      } finally {
        await ctx.db
          .update(companyIdentityProviders)
          .set({ emailDomains: ['alpha.example', 'lapasar.test'] })
          .where(eq(companyIdentityProviders.buyerId, alphaId));
      }
    });
  });

  describe('assertion exchange', () => {
    let serial = 0;
    async function mint(
      overrides: {
        claims?: Record<string, unknown>;
        iat?: number;
        exp?: number;
        audience?: string;
        kid?: string;
        key?: CryptoKey;
        issuer?: string;
        subject?: string;
        jti?: string;
      } = {},
    ) {
      const now = Math.floor(Date.now() / 1000);
      const iat = overrides.iat ?? now;
      serial += 1;
      return new SignJWT({ email: 'farah@alpha.example', name: 'Farah Aziz', ...overrides.claims })
        .setProtectedHeader({ alg: 'ES256', kid: overrides.kid ?? 'alpha-portal-1' })
        .setIssuer(overrides.issuer ?? 'alpha')
        .setSubject(overrides.subject ?? 'farah@alpha.example')
        .setAudience(overrides.audience ?? AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(overrides.exp ?? iat + 120)
        .setJti(overrides.jti ?? `assertion-${serial}-${now}`)
        .sign(overrides.key ?? portalKey);
    }
    const exchange = (assertion: string) =>
      call<LoginResponse & { error: string; code: string }>(ctx.app, '/api/auth/sso/assertion', { body: { assertion } });

    it('answers a session of the user it names, created in the signing company, once', async () => {
      const assertion = await mint({ claims: { lapasar_role: 'purchasing-approver' } });
      const { status, body } = await exchange(assertion);
      expect(status).toBe(200);
      expect(body.user).toMatchObject({
        emailId: 'farah@alpha.example',
        userName: 'Farah Aziz',
        by_id: alphaId,
        role: 'approver',
        emailVerified: true,
      });
      expect((await me(body.user.auth_token)).status).toBe(200);
      expect(await exchange(assertion)).toMatchObject({
        status: 401,
        body: { error: 'This assertion was already used. Sign a new one for each sign-in.', code: 'assertion_replayed' },
      });
    });

    it('takes a key registered as a JWK', async () => {
      expect((await exchange(await mint({ kid: 'alpha-portal-jwk' }))).status).toBe(200);
    });

    it('refuses an expired assertion', async () => {
      const now = Math.floor(Date.now() / 1000);
      expect(await exchange(await mint({ iat: now - 200, exp: now - 60 }))).toMatchObject({
        status: 401,
        body: { error: 'The assertion has expired.', code: 'assertion_expired' },
      });
    });

    it('refuses an assertion living longer than five minutes', async () => {
      const now = Math.floor(Date.now() / 1000);
      expect(await exchange(await mint({ iat: now, exp: now + 301 }))).toMatchObject({
        status: 401,
        body: { error: 'The assertion lives 301 seconds; at most 300 are allowed.', code: 'assertion_invalid' },
      });
    });

    it.each([
      [
        'a wrong audience',
        { audience: 'https://elsewhere.example/api/auth/sso/assertion' },
        /^The assertion was refused: unexpected "aud" claim value \(aud\)\.$/,
      ],
      ['an unknown key id', { kid: 'alpha-portal-9' }, /^The key alpha-portal-9 is not registered for this company\.$/],
      ['a signature by another key', { key: 'stranger' }, /^The assertion signature does not verify with the registered key\.$/],
      ['an unknown issuer', { issuer: 'gamma' }, /^No company is known by the issuer gamma\.$/],
      [
        "another company's issuer with this company's key",
        { issuer: 'beta' },
        /^The key alpha-portal-1 is not registered for this company\.$/,
      ],
    ])('refuses %s', async (_name, overrides, message) => {
      const { key, ...rest } = overrides as { key?: string };
      const { status, body } = await exchange(await mint({ ...rest, key: key ? strangerKey : undefined }));
      expect(status).toBe(401);
      expect(body.code).toBe('assertion_invalid');
      expect(body.error).toMatch(message);
    });

    it.each([
      ['a NUL in the e-mail', { claims: { email: 'nul\u0000@alpha.example' } }, 403, 'sso_refused'],
      [
        'a NUL in the subject standing for the e-mail',
        { claims: { email: undefined }, subject: 'nul\u0000@alpha.example' },
        403,
        'sso_refused',
      ],
      ['an e-mail longer than registration takes', { claims: { email: `${'a'.repeat(250)}@alpha.example` } }, 403, 'sso_refused'],
      ['a line break in the e-mail', { claims: { email: 'line\nbreak@alpha.example' } }, 403, 'sso_refused'],
      ['a NUL in the assertion id', { jti: 'jti-\u0000' }, 401, 'assertion_invalid'],
      ['a NUL in the key id', { kid: 'alpha-portal-1\u0000' }, 401, 'assertion_invalid'],
      ['a NUL in the issuer', { issuer: 'alpha\u0000' }, 401, 'assertion_invalid'],
    ])('refuses an assertion with %s, creating nobody', async (_name, overrides, status, code) => {
      const before = await ctx.db.select({ id: users.id }).from(users);
      expect(await exchange(await mint(overrides))).toMatchObject({ status, body: { code } });
      expect(await ctx.db.select({ id: users.id }).from(users)).toEqual(before);
    });

    it("holds a company user's name to registration's rule: cut to 100 characters, the address standing in for an unusable one", async () => {
      const long = await exchange(await mint({ claims: { email: 'long.name@alpha.example', name: `  ${'Nur '.repeat(40)}` } }));
      expect(long.status).toBe(200);
      expect(long.body.user.userName).toBe('Nur '.repeat(40).slice(0, 100).trim());
      const broken = await exchange(await mint({ claims: { email: 'broken.name@alpha.example', name: 'Bad\u0000Name' } }));
      expect(broken.status).toBe(200);
      expect(broken.body.user.userName).toBe('broken.name@alpha.example');
    });

    it("refuses a user outside the company's domains, and malformed bodies", async () => {
      expect(await exchange(await mint({ claims: { email: 'dina@beta.example' } }))).toMatchObject({
        status: 403,
        body: { code: 'sso_refused' },
      });
      expect(await exchange('not-a-jwt')).toMatchObject({
        status: 400,
        body: { error: 'assertion: must be a signed JWT (JWS compact serialization)', code: 'invalid_request' },
      });
      // Shaped like one, but its parts are no JWT.
      expect(await exchange('bm90.YS1qd3Q.c2ln')).toMatchObject({
        status: 401,
        body: { error: 'The assertion is not a signed JWT.', code: 'assertion_invalid' },
      });
      expect((await call(ctx.app, '/api/auth/sso/assertion', { body: {} })).status).toBe(400);
      expect(
        await ctx.db
          .select()
          .from(users)
          .where(and(eq(users.email, 'dina@beta.example'))),
      ).toEqual([]);
    });
  });
});
