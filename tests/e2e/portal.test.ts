import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExamplesApp } from '../../scripts/examples';
import { companyIdentityProviders, vendorMinimumOrders } from '../../server/db/schema';
import { SSO_DEMO_BUYER_ID } from '../../server/seed/accounts';
import { sealClientSecret } from '../../server/services/client-secrets';
import type { PreOrdersResponse, ProductListing, ProductListResponse } from '../../src/api/types';
import { startIdentityProvider, type TestIdentityProvider } from '../server/support/identity-provider';
import { startHarness, type Harness } from './harness';
import { serveOnLoopback } from './support';

/**
 * examples/intranet-sso.html as a company's staff use it: the portal on its own origin, its legacy
 * global stylesheet, two copies of the SDK, sign-in through the company's identity provider, and a
 * whole order from the catalogue through checkout to the line manager's approval.
 */
let harness: Harness;
let idp: TestIdentityProvider;
let portal: Awaited<ReturnType<typeof serveOnLoopback>> | undefined;
let portalUrl: string;

beforeAll(async () => {
  harness = await startHarness();
  // The seeded portal company, linked to a provider of the test's own (the demo one is `npm run demo:idp`).
  idp = await startIdentityProvider('intranet-portal', `${harness.url}/api/auth/sso/callback`);
  idp.accounts.set('lina', { email: 'lina@intranet-portal.test', email_verified: true, name: 'Lina Ong', lapasar_role: 'buyer' });
  idp.accounts.set('siti', { email: 'approver@intranet-portal.test', email_verified: true, name: 'Siti Hajar', lapasar_role: 'approver' });
  portal = await serveOnLoopback(createExamplesApp(harness.url).fetch);
  portalUrl = portal.url;
  await harness.db
    .update(companyIdentityProviders)
    .set({
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: await sealClientSecret(harness.db, {}, SSO_DEMO_BUYER_ID, idp.clientSecret),
      embedOrigins: [portalUrl],
    })
    .where(eq(companyIdentityProviders.slug, 'intranet-portal'));
});

afterAll(async () => {
  await portal?.close();
  await idp?.close();
  await harness?.close();
});

/** Opens the portal in a fresh context, recording every script the page asks of the vendored SDK copy. */
async function openPortal(view = '') {
  const opened = await harness.newPage();
  const vendored: string[] = [];
  opened.page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/vendor/lapasar/sdk/')) vendored.push(path.slice('/vendor/lapasar/sdk/'.length));
  });
  await opened.page.goto(`${portalUrl}/intranet-sso.html${view}`);
  return { ...opened, vendored };
}

/** Answers the location modal the portal opens on a first visit: Cyberjaya's postcode. */
async function setLocation(page: Page): Promise<void> {
  const postcode = page.getByLabel('Postcode');
  await expect.poll(() => postcode.isVisible()).toBe(true);
  await postcode.fill('63000');
  await postcode.blur();
  await expect.poll(() => page.getByLabel('District', { exact: true }).inputValue()).toBe('Sepang');
  await page.getByRole('button', { name: 'Set Location', exact: true }).click();
  await expect.poll(() => page.locator('lapasar-location-picker').getByRole('button').first().textContent()).toContain('Selangor, Sepang');
}

/** Signs in with the portal's Sign in button and the company's provider, in the popup. */
async function signInWithCompany(page: Page, context: BrowserContext, account: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  idp.signInAs(account);
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('dialog', { name: 'Login to the product' }).getByRole('button', { name: 'Sign in with your company account' }).click(),
  ]);
  await popup.waitForEvent('close');
  await expect.poll(() => page.locator('#signed-in').textContent()).toBe(`Signed in as ${name}`);
}

const badge = (page: Page, kind: string) => page.locator(`lapasar-count-badge[kind="${kind}"] [part="badge"]`);

const show = async (page: Page, view: string) => {
  await page
    .locator('.portal-bar nav')
    .getByRole('link', { name: new RegExp(`^${view}`) })
    .click();
};

describe('the signed-in intranet portal example (another origin, SSO, hostile CSS, the SDK twice)', () => {
  it('orders from the catalogue, through the cart and checkout, and the line manager approves it', async () => {
    const buyer = await openPortal();
    const { page, context, errors } = buyer;
    // The catalogue's first answer once located: a product without variants, in stock here, of a seller with no minimum order.
    const listed = page.waitForResponse((response) => response.url().includes('/api/products/unified') && response.ok());
    await setLocation(page);
    const grid = page.locator('lapasar-product-grid');
    await expect.poll(() => grid.locator('[part="count"]').textContent()).toMatch(/^Showing \d+ of \d+ products$/);
    const listing = (await (await listed).json()) as ProductListResponse;
    const withMinimums = new Set(
      (await harness.db.select({ sellerId: vendorMinimumOrders.sellerId }).from(vendorMinimumOrders)).map((row) => row.sellerId),
    );
    const orderable = (product: ProductListing) =>
      product.is_variant === 'N' &&
      product.availability === 'Y' &&
      product.ships_to_location &&
      product.total_stock >= Math.max(product.moq, 2) &&
      !withMinimums.has(product.sl_id);
    const chosen = listing.products.find(orderable)!;
    expect(chosen, 'an orderable product in the portal catalogue').toBeDefined();
    const other = listing.products.find((product) => product.product_id !== chosen.product_id)!;
    const cardOf = (product: ProductListing) =>
      grid.locator('[part="product-card"]').filter({ has: page.locator(`a[title="${product.product_name}"]`) });

    // The legacy stylesheet stops at the elements: no uppercase, no letter spacing, no centring, the portal's brand colour.
    const quickAdd = cardOf(chosen).locator('[part="quick-add"]');
    const look = await quickAdd.evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        transform: style.textTransform,
        spacing: style.letterSpacing,
        italic: style.fontStyle,
        align: getComputedStyle(button.closest('article')!).textAlign,
        sizing: style.boxSizing,
      };
    });
    expect(look).toEqual({ transform: 'none', spacing: 'normal', italic: 'normal', align: 'start', sizing: 'border-box' });
    expect(await page.locator('#sign-in').evaluate((button) => getComputedStyle(button).textTransform)).toBe('lowercase');

    // The portal's Sign in: the company's provider signs Lina in, created in her company on this first sign-in.
    await signInWithCompany(page, context, 'lina', 'Lina Ong');

    await cardOf(chosen).locator('[part="wishlist-toggle"]').click();
    await expect.poll(() => badge(page, 'wishlist').textContent()).toBe('1');
    await cardOf(chosen).locator('[part="add-to-compare"]').click();
    await cardOf(other).locator('[part="add-to-compare"]').click();
    await expect.poll(() => badge(page, 'compare').textContent()).toBe('2');

    await quickAdd.click();
    const dialog = page.getByRole('dialog', { name: 'Quick Add to Cart' });
    const quantity = Math.max(chosen.moq, 2);
    await dialog.getByRole('spinbutton').fill(String(quantity));
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => badge(page, 'cart').textContent()).toBe('1');

    await show(page, 'Wishlist');
    await expect.poll(() => page.locator('lapasar-wishlist').getByText(chosen.product_name).count()).toBeGreaterThan(0);
    await show(page, 'Compare');
    const compare = page.locator('lapasar-compare-table');
    await expect.poll(() => compare.getByText(chosen.product_name).count()).toBeGreaterThan(0);
    expect(await compare.getByText(other.product_name).count()).toBeGreaterThan(0);

    // The cart, then checkout in the portal's own views (#cart, #checkout).
    await show(page, 'Cart');
    const cart = page.locator('lapasar-cart');
    await expect.poll(() => cart.getByText(chosen.product_name).count()).toBeGreaterThan(0);
    await cart.locator('[part="checkout"]').click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#checkout');
    const wizard = page.locator('lapasar-checkout-wizard');
    await wizard.locator('select[name="location_id"]').selectOption({ label: 'Cyberjaya Campus' });
    await expect.poll(() => wizard.locator('input[name="ship_street1"]').inputValue()).toBe('Persiaran Multimedia');
    await wizard.locator('[part="next"]').click();
    await wizard.locator('[part="next"]').click();
    await expect.poll(() => wizard.locator('[part="approvers"]').textContent()).toContain('Line Manager');
    const submit = wizard.locator('[part="submit"]');
    await expect
      .poll(async () => (await submit.isEnabled()) || (await wizard.locator('[part="submit-reason"]').textContent()), { timeout: 15_000 })
      .toBe(true);
    const submitted = page.waitForResponse((response) => response.url().endsWith('/api/workflow/submit-complete'));
    await submit.click();
    expect((await submitted).status()).toBe(200);

    await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).toMatch(/^#order-placed\?poId=/);
    const poId = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('poId')!;
    const success = page.locator('lapasar-order-success');
    await expect.poll(() => success.locator('[part="reference"]').textContent()).toContain(poId);
    expect(await success.locator('[part="outcome"]').textContent()).toBe('Your order is waiting for workflow approval.');
    await expect.poll(() => badge(page, 'cart').count()).toBe(0);

    await show(page, 'My orders');
    const order = page.locator('lapasar-order-history [part="order"]').filter({ hasText: poId });
    await expect.poll(() => order.locator('[part="stage"]').textContent()).toContain('Line Manager');

    // Her line manager, on another machine: signs in the same way and approves it in the portal.
    const approver = await openPortal('#approvals');
    await setLocation(approver.page);
    await signInWithCompany(approver.page, approver.context, 'siti', 'Siti Hajar');
    const inbox = approver.page.locator('lapasar-approvals');
    await inbox.getByRole('button', { name: `Approve order ${poId}` }).click();
    await approver.page
      .getByRole('dialog', { name: `Approve order ${poId}?` })
      .getByRole('button', { name: 'Confirm Approval' })
      .click();
    await expect.poll(() => inbox.getByRole('button', { name: `Approve order ${poId}` }).count()).toBe(0);

    await page.reload();
    await expect.poll(() => order.locator('[part="status-badge"]').textContent()).toMatch(/processing/i);

    // The vendored copy's autoloader was fetched and stayed idle: every element came from the marketplace's copy.
    expect(new Set(buyer.vendored)).toEqual(new Set(['autoload.js']));
    expect(new Set(approver.vendored)).toEqual(new Set(['autoload.js']));
    expect(errors).toEqual([]);
    expect(approver.errors).toEqual([]);
    await approver.context.close();
    await context.close();
  });
});

describe("the portal backend's session (the second sign-in flow)", () => {
  it('signs the elements in with the session its backend obtained by assertion, replacing whoever was signed in before', async () => {
    const { page, context, errors } = await harness.newPage();
    // Someone else's session left in this browser for the portal's origin.
    await page.goto(`${portalUrl}/intranet-portal.html`);
    await page.evaluate(() => {
      localStorage.setItem('token', JSON.stringify('a-stale-token'));
      localStorage.setItem(
        'user',
        JSON.stringify({ emailId: 'someone@else.test', userName: 'Someone', auth_token: 'a-stale-token', recid: 1 }),
      );
    });
    await page.goto(`${portalUrl}/intranet-backend.html?employee=farid`);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { emailId: string } | null), {
        timeout: 15_000,
      })
      .toMatchObject({ emailId: 'farid@intranet-portal.test' });
    // Signed in without a dialog: the orders shown are those the server gives the employee (his
    // company's: none, or the order an earlier journey placed there), not a visitor's prompt.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null') as string);
    const theirs = (await (
      await fetch(`${harness.url}/api/orders/pre-orders?page=1&limit=10`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as PreOrdersResponse;
    const orders = page.locator('lapasar-order-history');
    const shown = () =>
      orders.evaluate((host) =>
        [...(host.shadowRoot?.querySelectorAll('[part="order"] h3, [part="empty"]') ?? [])].map((node) =>
          node.getAttribute('part') === 'empty' ? 'empty' : node.textContent,
        ),
      );
    await expect
      .poll(shown, { timeout: 15_000 })
      .toEqual(theirs.data.length === 0 ? ['empty'] : theirs.data.map((order) => `Order ${order.poId}`));
    expect(await page.getByRole('dialog', { name: 'Login to the product' }).count()).toBe(0);
    expect(errors).toEqual([]);

    const refused = await fetch(`${portalUrl}/intranet-backend.html?employee=${encodeURIComponent('<script>')}`);
    expect(refused.status).toBe(400);
    await context.close();
  });
});
