import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyers, companyIdentityProviders } from '../../server/db/schema';
import { startIdentityProvider, type TestIdentityProvider } from '../server/support/identity-provider';
import { startHarness, type Harness } from './harness';

let harness: Harness;
let idp: TestIdentityProvider;
let portal: ReturnType<typeof serve>;
let portalUrl: string;

/** A company portal page on another origin: the SDK, configured for the company, and the login element. */
const portalPage = (api: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Alpha intranet</title>
<script type="module" src="${api}/sdk/autoload.js"></script></head>
<body>
<lapasar-config api-base="${api}/api" sso-company="alpha"></lapasar-config>
<lapasar-login></lapasar-login>
</body></html>`;

beforeAll(async () => {
  harness = await startHarness();
  idp = await startIdentityProvider('alpha', `${harness.url}/api/auth/sso/callback`);
  idp.accounts.set('nadia', { email: 'nadia@alpha.example', email_verified: true, name: 'Nadia Yusof', lapasar_role: 'approver' });
  const app = new Hono().get('/', (c) => c.html(portalPage(harness.url)));
  await new Promise<void>((resolve) => {
    portal = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  portalUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
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
  await new Promise((resolve) => portal?.close(resolve));
  await idp?.close();
  await harness?.close();
});

describe('single sign-on in a popup, from a portal page on another origin', () => {
  it("signs the login element in with the company's provider, the session posted back to the portal's origin", async () => {
    const { page, context, errors } = await harness.newPage();
    await page.goto(portalUrl);
    await page.evaluate(() => {
      document.addEventListener('lapasar-login', (event) => {
        (window as unknown as { signedInAs: string }).signedInAs = (event as CustomEvent<{ user: { emailId: string } }>).detail.user.emailId;
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
});
