import { Hono } from 'hono';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyers, companyIdentityProviders } from '../../server/db/schema';
import { sealClientSecret } from '../../server/services/client-secrets';
import { startIdentityProvider, type TestIdentityProvider } from '../server/support/identity-provider';
import { startHarness, type Harness } from './harness';
import { presetLocation, serveOnLoopback, signInFromHeader } from './support';

let harness: Harness;
let idp: TestIdentityProvider;
let portal: Awaited<ReturnType<typeof serveOnLoopback>> | undefined;
let portalUrl: string;

/** A company portal page on another origin: the SDK, configured for the company, and the login element. */
const portalPage = (api: string, locale = 'en-MY') => `<!doctype html>
<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><title>Alpha intranet</title>
<script type="module" src="${api}/sdk/autoload.js"></script></head>
<body>
<lapasar-config api-base="${api}/api" sso-company="alpha" locale="${locale}"></lapasar-config>
<lapasar-login></lapasar-login>
</body></html>`;

/** A company portal page that signs in by leaving for the company's provider and coming back (the SDK's redirect sign-in). */
const redirectPortalPage = (api: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Alpha purchasing</title>
<script type="module" src="${api}/sdk/autoload.js"></script>
<script type="module">
import { signInWithCompanyRedirect } from '${api}/sdk/index.js';
document.getElementById('company-sign-in').addEventListener('click', () => signInWithCompanyRedirect('alpha'));
</script></head>
<body>
<lapasar-config api-base="${api}/api" sso-company="alpha"></lapasar-config>
<button id="company-sign-in" type="button">Sign in with Alpha</button>
</body></html>`;

beforeAll(async () => {
  harness = await startHarness();
  idp = await startIdentityProvider('alpha', `${harness.url}/api/auth/sso/callback`);
  idp.accounts.set('nadia', { email: 'nadia@alpha.example', email_verified: true, name: 'Nadia Yusof', lapasar_role: 'approver' });
  idp.accounts.set('ravi', { email: 'ravi@alpha.example', email_verified: true, name: 'Ravi Kumar', lapasar_role: 'buyer' });
  idp.accounts.set('outsider', { email: 'outsider@elsewhere.example', email_verified: true, name: 'Out Sider', lapasar_role: 'buyer' });
  const app = new Hono()
    .get('/', (c) => c.html(portalPage(harness.url)))
    .get('/ms', (c) => c.html(portalPage(harness.url, 'ms-MY')))
    .get('/purchasing', (c) => c.html(redirectPortalPage(harness.url)));
  portal = await serveOnLoopback(app.fetch);
  portalUrl = portal.url;
  const [{ id: buyerId }] = await harness.db.insert(buyers).values({ companyName: 'Alpha Sdn Bhd' }).returning();
  await harness.db.insert(companyIdentityProviders).values({
    buyerId,
    slug: 'alpha',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: await sealClientSecret(harness.db, {}, buyerId, idp.clientSecret),
    emailDomains: ['alpha.example'],
    embedOrigins: [portalUrl],
  });
});

afterAll(async () => {
  await portal?.close();
  await idp?.close();
  await harness?.close();
});

describe('single sign-on in a popup, from a portal page on another origin', () => {
  it("signs the login element in with the company's provider, the session posted back to the portal's origin", async () => {
    const { page, context, errors } = await harness.newPage();
    await page.goto(portalUrl);
    // The portal hears who signed in, and routes the landing the element asks for itself.
    await page.evaluate(() => {
      const portal = window as unknown as { signedInAs: string; landing: string };
      document.addEventListener('lapasar-login', (event) => {
        portal.signedInAs = (event as CustomEvent<{ user: { emailId: string } }>).detail.user.emailId;
      });
      document.addEventListener('lapasar-navigate', (event) => {
        event.preventDefault();
        portal.landing = (event as CustomEvent<{ href: string }>).detail.href;
      });
    });
    await page.waitForFunction(() => customElements.get('lapasar-login') !== undefined);
    await page.evaluate(() => document.querySelector('lapasar-login')!.open());
    idp.signInAs('nadia');
    const button = page.getByRole('button', { name: 'Sign in with your company account' });
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    // The provider signs nadia in (its prompts answered by the test provider), then the popup posts and closes.
    await popup.waitForEvent('close');
    await expect.poll(() => page.evaluate(() => (window as unknown as { signedInAs?: string }).signedInAs)).toBe('nadia@alpha.example');
    // nadia approves: the element asks to land her on the approvals.
    await expect.poll(() => page.evaluate(() => (window as unknown as { landing?: string }).landing)).toBe('/approvals');
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
    expect(JSON.parse(stored.user!)).toMatchObject({ emailId: 'nadia@alpha.example', role: 'approver' });
    const me = await fetch(`${harness.url}/api/auth/me`, { headers: { Authorization: `Bearer ${JSON.parse(stored.token!) as string}` } });
    expect(((await me.json()) as { user: { emailId: string } }).user.emailId).toBe('nadia@alpha.example');
    expect(await page.locator('lapasar-login').getByRole('dialog').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("words the provider's refusal by its code on a portal page in Malay", async () => {
    const { page, context, errors } = await harness.newPage();
    await page.goto(`${portalUrl}/ms`);
    await page.waitForFunction(() => customElements.get('lapasar-login') !== undefined);
    await page.evaluate(() => document.querySelector('lapasar-login')!.open());
    idp.signInAs('outsider');
    const button = page.getByRole('button', { name: 'Log masuk dengan akaun syarikat anda' });
    const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
    await popup.waitForEvent('close');
    await expect
      .poll(() => page.locator('lapasar-login [part="login-error"]').textContent())
      .toBe('Syarikat anda tidak membenarkan akaun ini log masuk di sini.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('single sign-on by redirect, back on the storefront', () => {
  /** Follows the sign-in start as a link from the company's intranet would, recording the address it came back to. */
  async function signInByRedirect(account: string, returnTo: string, locale?: string) {
    const opened = await harness.newPage();
    if (locale) await opened.context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
    const landed: string[] = [];
    opened.page.on('framenavigated', (frame) => {
      if (frame === opened.page.mainFrame() && frame.url().startsWith(harness.url)) landed.push(frame.url());
    });
    idp.signInAs(account);
    await opened.page.goto(
      `${harness.url}/api/auth/sso/start?${new URLSearchParams({ company: 'alpha', mode: 'redirect', return_to: returnTo })}`,
    );
    return { ...opened, landed };
  }

  it('lands signed in on the page asked for, with the token gone from the address', async () => {
    const { page, context, errors, landed } = await signInByRedirect('ravi', '/orders/pre-orders');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { emailId: string } | null))
      .toMatchObject({ emailId: 'ravi@alpha.example' });
    expect(landed.some((url) => new URL(url).hash.startsWith('#lapasar_session='))).toBe(true);
    expect(page.url()).toBe(`${harness.url}/orders/pre-orders`);
    // The guarded screen shows the buyer's orders, not the visitor's sign-in prompt.
    await expect.poll(() => page.locator('lapasar-order-history').count()).toBe(1);
    expect(await page.getByRole('dialog', { name: 'Login to the product' }).isVisible()).toBe(false);
    await page.reload();
    expect(page.url()).toBe(`${harness.url}/orders/pre-orders`);
    await expect.poll(() => page.locator('lapasar-order-history').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says why in the login dialog when the company's provider vouches for an address the company does not own", async () => {
    const { page, context, errors, landed } = await signInByRedirect('outsider', '/');
    const dialog = page.getByRole('dialog', { name: 'Login to the product' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const refusal = landed.map((url) => new URL(url).hash).find((hash) => hash.startsWith('#lapasar_sso_error='));
    expect(refusal).toBeDefined();
    const reason = new URLSearchParams(refusal!.slice(1)).get('lapasar_sso_error')!;
    expect(reason).toMatch(/\S/);
    expect(await page.locator('lapasar-header [part="login-notice"], lapasar-login [part="login-notice"]').first().textContent()).toBe(
      reason,
    );
    expect(page.url()).toBe(`${harness.url}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('words the refusal in the language the storefront speaks, by its error code', async () => {
    const { page, context, errors, landed } = await signInByRedirect('outsider', '/', 'ms-MY');
    const refusal = landed.map((url) => new URL(url).hash).find((hash) => hash.startsWith('#lapasar_sso_error='));
    expect(new URLSearchParams(refusal!.slice(1)).get('lapasar_sso_code')).toBe('sso_refused');
    const dialog = page.getByRole('dialog', { name: 'Log masuk ke LaPasar' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('lapasar-header [part="login-notice"], lapasar-login [part="login-notice"]').first().textContent())
      .toBe('Syarikat anda tidak membenarkan akaun ini log masuk di sini.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a session in the address is taken only for a sign-in this browser started', () => {
  /** A session of `email`, as its own sign-in would have given it, for a stranger to plant in a link. */
  async function tokenOf(email: string): Promise<string> {
    const response = await fetch(`${harness.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.201' },
      body: JSON.stringify({ email, password: 'Demo#2026' }),
    });
    return ((await response.json()) as { user: { auth_token: string } }).user.auth_token;
  }
  const signedInAs = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { emailId: string } | null)?.emailId ?? null);
  const warnings = (page: Page) => {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') seen.push(message.text());
    });
    return seen;
  };

  it("keeps a signed-in buyer themself when a link plants another user's session, then signs them in by a sign-in they start", async () => {
    const { page, context, errors } = await harness.newPage();
    await presetLocation(context);
    const warned = warnings(page);
    await page.goto('/');
    await signInFromHeader(page, 'buyer@lapasar.test');
    expect(await signedInAs(page)).toBe('buyer@lapasar.test');
    const planted = await tokenOf('masked@lapasar.test');

    for (const fragment of [
      `lapasar_session=${planted}`,
      `lapasar_session=${planted}&lapasar_state=${'g'.repeat(22)}`,
      'lapasar_sso_error=Your%20account%20is%20locked.%20Call%20%2B60%203-1234%205678&lapasar_sso_code=sso_refused',
    ]) {
      // A new page load, as a link opened from elsewhere is (not a move within the page's own address).
      await page.goto('/');
      await page.goto(`${harness.url}/orders/pre-orders#${fragment}`);
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
      expect(page.url()).toBe(`${harness.url}/orders/pre-orders`);
      await expect.poll(() => page.locator('lapasar-order-history').count()).toBe(1);
      expect(await signedInAs(page)).toBe('buyer@lapasar.test');
      expect(await page.getByRole('dialog', { name: 'Login to the product' }).isVisible()).toBe(false);
    }
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token')!) as string);
    expect(token).not.toBe(planted);
    const me = await fetch(`${harness.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { user: { emailId: string } }).user.emailId).toBe('buyer@lapasar.test');
    expect(warned.filter((text) => text.includes('a sign-in this browser did not start'))).toHaveLength(3);

    // The company's link, followed in this browser, is a sign-in they asked for: it signs them in.
    idp.signInAs('ravi');
    await page.goto(`/api/auth/sso/start?${new URLSearchParams({ company: 'alpha', mode: 'redirect', return_to: '/orders/pre-orders' })}`);
    await expect.poll(() => signedInAs(page)).toBe('ravi@alpha.example');
    expect(page.url()).toBe(`${harness.url}/orders/pre-orders`);
    expect(await page.evaluate(() => document.cookie)).not.toContain('lapasar_sso_proof');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signs a portal page on the company's origin in through the SDK's redirect sign-in, and ignores a session planted there", async () => {
    const { page, context, errors } = await harness.newPage();
    const warned = warnings(page);
    await page.goto(`${portalUrl}/purchasing#lapasar_session=${await tokenOf('buyer@lapasar.test')}`);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    await expect.poll(() => warned.some((text) => text.includes('a sign-in this browser did not start'))).toBe(true);
    expect(await signedInAs(page)).toBeNull();

    idp.signInAs('nadia');
    const landed: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) landed.push(frame.url());
    });
    await page.getByRole('button', { name: 'Sign in with Alpha' }).click();
    await expect.poll(() => signedInAs(page)).toBe('nadia@alpha.example');
    expect(page.url()).toBe(`${portalUrl}/purchasing`);
    const answer = new URLSearchParams(new URL(landed.find((url) => url.includes('#lapasar_session='))!).hash.slice(1));
    expect(answer.get('lapasar_state')).toMatch(/^[\w-]{22}$/);
    // The nonce is used up: the same answer opened again is not taken.
    expect(await page.evaluate(() => sessionStorage.getItem('lapasar_sso_state'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a callback carried to another browser: the sign-in finishes nowhere', async () => {
    // Browser A starts the sign-in (its cookie jar takes the start's cookie) and the provider signs ravi in.
    const started = await harness.newPage();
    const start = await started.context.request.get(
      `/api/auth/sso/start?${new URLSearchParams({ company: 'alpha', mode: 'redirect', return_to: '/' })}`,
      { maxRedirects: 0 },
    );
    expect((await started.context.cookies()).map((cookie) => cookie.name)).toContain('lapasar_sso_start');
    const carried = (await idp.authorize(start.headers().location, 'ravi')).toString();

    // The provider's redirect back, carried to browser B.
    const other = await harness.newPage();
    await other.page.goto(carried);
    const dialog = other.page.getByRole('dialog', { name: 'Login to the product' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(
      await other.page.locator('lapasar-header [part="login-notice"], lapasar-login [part="login-notice"]').first().textContent(),
    ).toBe('This sign-in was started in another browser. Please start again here.');
    expect(await signedInAs(other.page)).toBeNull();
    expect(other.errors).toEqual([]);
    await other.context.close();
    await started.context.close();
  });
});
