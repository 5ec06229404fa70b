import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyers, companyIdentityProviders } from '../../server/db/schema';
import { startIdentityProvider, type TestIdentityProvider } from '../server/support/identity-provider';
import { startHarness, type Harness } from './harness';
import { serveOnLoopback } from './support';

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

beforeAll(async () => {
  harness = await startHarness();
  idp = await startIdentityProvider('alpha', `${harness.url}/api/auth/sso/callback`);
  idp.accounts.set('nadia', { email: 'nadia@alpha.example', email_verified: true, name: 'Nadia Yusof', lapasar_role: 'approver' });
  idp.accounts.set('ravi', { email: 'ravi@alpha.example', email_verified: true, name: 'Ravi Kumar', lapasar_role: 'buyer' });
  idp.accounts.set('outsider', { email: 'outsider@elsewhere.example', email_verified: true, name: 'Out Sider', lapasar_role: 'buyer' });
  const app = new Hono().get('/', (c) => c.html(portalPage(harness.url))).get('/ms', (c) => c.html(portalPage(harness.url, 'ms-MY')));
  portal = await serveOnLoopback(app.fetch);
  portalUrl = portal.url;
  const [{ id: buyerId }] = await harness.db.insert(buyers).values({ companyName: 'Alpha Sdn Bhd' }).returning();
  await harness.db.insert(companyIdentityProviders).values({
    buyerId,
    slug: 'alpha',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
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
    await page.evaluate(() => {
      document.addEventListener('lapasar-login', (event) => {
        (window as unknown as { signedInAs: string }).signedInAs = (
          event as CustomEvent<{ user: { emailId: string } }>
        ).detail.user.emailId;
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
