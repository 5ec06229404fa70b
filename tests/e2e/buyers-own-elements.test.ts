import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';
import { axeViolations, focusedLabel, presetLocation, refusalsOf, signInWithDialog } from './support';

const harness = useHarness();

/** A partner's page holding one element and the SDK, nothing of the storefront. */
const partnerPage = (tag: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner page</title>
<script type="module" src="/sdk/autoload.js"></script></head>
<body><main><h1>Purchasing</h1>
<lapasar-config api-base="/api"></lapasar-config>
<${tag}></${tag}>
</main></body></html>`;

const ELEMENTS = [
  ['lapasar-wishlist', 'A wishlist is kept by a buyer account.'],
  ['lapasar-compare-table', 'Product comparisons are kept by a buyer account.'],
  ['lapasar-cart', 'A cart is kept by a buyer account.'],
  ['lapasar-quick-order', "Quick order fills a buyer account's cart."],
  ['lapasar-shopping-lists', 'Shopping lists are kept by buyer accounts.'],
  ['lapasar-checkout-wizard', 'Orders are placed by buyer accounts.'],
  ['lapasar-order-history', 'Orders are placed, and listed, by buyer accounts.'],
] as const;

describe("a buyer's own element, embedded alone, with an approver signed in", () => {
  it.each(ELEMENTS)('%s says whose it is and leads to Approvals, asking the server nothing it would refuse', async (tag, whose) => {
    const { page, context, errors } = await harness().newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await presetLocation(context);
    await context.route('**/partner.html', (route) => route.fulfill({ contentType: 'text/html', body: partnerPage(tag) }));
    const refused = refusalsOf(page);
    await page.goto('/partner.html');
    const element = page.locator(tag);
    // The visitor is asked to sign in by the element itself.
    await element.getByRole('button', { name: 'Sign in' }).first().click();
    await signInWithDialog(page, 'approver@lapasar.test');

    const notice = element.locator('[part="buyers-only"]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.getByRole('heading').textContent()).toBe('For buyer accounts');
    expect(await notice.textContent()).toContain(whose);
    expect(await notice.textContent()).toContain('an account that does not buy.');
    const toApprovals = notice.getByRole('link', { name: 'Go to Approvals' });
    expect(await toApprovals.getAttribute('href')).toBe('/approvals');
    // From the keyboard: the way on is reached by Tab.
    await page.locator('h1').click();
    let focused = '';
    for (let step = 0; step < 20 && focused !== 'Go to Approvals'; step += 1) {
      await page.keyboard.press('Tab');
      focused = (await focusedLabel(page)) ?? '';
    }
    expect(focused).toBe('Go to Approvals');
    // No page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const READY = {
  'lapasar-wishlist': '[part="title"], [part="empty"]',
  'lapasar-compare-table': '[part="export-pdf"], [part="empty"]',
  'lapasar-cart': '[part="generate-quotation"], [part="empty"]',
  'lapasar-quick-order': 'textarea',
  'lapasar-shopping-lists': '[part="wishlist-card"]',
  'lapasar-checkout-wizard': '[part="steps"]',
  'lapasar-order-history': '[part="order"], [part="empty"]',
} as const;

describe('each element a buyer keeps, embedded alone on a phone, with the demo buyer signed in', () => {
  it.each(ELEMENTS.map(([tag]) => tag))('%s shows the buyer their own, within 390 px, axe-clean, asking nothing refused', async (tag) => {
    const { page, context, errors } = await harness().newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await presetLocation(context);
    await context.route('**/partner.html', (route) => route.fulfill({ contentType: 'text/html', body: partnerPage(tag) }));
    const refused = refusalsOf(page);
    await page.goto('/partner.html');
    const element = page.locator(tag);
    await element.getByRole('button', { name: 'Sign in' }).first().click();
    await signInWithDialog(page, 'buyer@lapasar.test');
    await expect.poll(() => element.locator(READY[tag]).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await element.locator('[part="error"]:not(:empty), [part="buyers-only"], [part="sign-in"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the approvals element, embedded alone on a phone', () => {
  it('signs the approver in from itself and shows the inbox within 390 px, axe-clean, asking nothing refused', async () => {
    const { page, context, errors } = await harness().newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await context.route('**/partner.html', (route) => route.fulfill({ contentType: 'text/html', body: partnerPage('lapasar-approvals') }));
    const refused = refusalsOf(page);
    await page.goto('/partner.html');
    const element = page.locator('lapasar-approvals');
    await element.getByRole('button', { name: 'Sign in' }).first().click();
    await signInWithDialog(page, 'approver@lapasar.test');
    await expect.poll(() => element.locator('[part="approval"], [part="empty"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await element.locator('[part="error"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
