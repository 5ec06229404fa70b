import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExamplesApp } from '../../scripts/examples';
import { startHarness, type Harness } from './harness';
import { serveOnLoopback } from './support';

let harness: Harness;
let portal: Awaited<ReturnType<typeof serveOnLoopback>> | undefined;
let portalUrl: string;

beforeAll(async () => {
  harness = await startHarness();
  // 127.0.0.1 against the API's localhost: another origin, as an intranet portal is.
  portal = await serveOnLoopback(createExamplesApp(harness.url).fetch);
  portalUrl = portal.url;
});

afterAll(async () => {
  await portal?.close();
  await harness?.close();
});

describe('the intranet portal example (another origin, one script tag)', () => {
  it('sets the location through the API across origins, wears the portal brand and searches on the storefront', async () => {
    const { page, context, errors } = await harness.newPage();
    await page.goto(`${portalUrl}/intranet-portal.html`);

    const postcode = page.getByLabel('Postcode');
    await expect.poll(() => postcode.isVisible()).toBe(true);
    const submit = page.getByRole('button', { name: 'Set Location', exact: true });
    expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(122, 31, 92)');

    // The postcode lookup has no built-in fallback: a filled district proves the cross-origin call.
    await postcode.fill('50450');
    await postcode.blur();
    await expect.poll(() => page.getByLabel('District', { exact: true }).inputValue()).toBe('Kuala Lumpur');
    await submit.click();
    await expect
      .poll(() => page.locator('lapasar-location-picker').getByRole('button').first().textContent())
      .toContain('Kuala Lumpur, Kuala Lumpur');

    const search = page.locator('lapasar-search-bar').getByRole('searchbox');
    await search.fill('  mask ');
    await search.press('Enter');
    await page.waitForURL(`${harness.url}/search?q=mask`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('embeds a branded product grid on a partner page, asks for a location, then lists and links to the marketplace', async () => {
    const { page, context, errors } = await harness.newPage();
    await page.goto(`${portalUrl}/partner-grid.html`);
    const grid = page.locator('lapasar-product-grid');
    const postcode = page.getByLabel('Postcode');
    await expect.poll(() => postcode.isVisible()).toBe(true);
    await postcode.fill('40000');
    await postcode.blur();
    await expect.poll(() => page.getByLabel('District', { exact: true }).inputValue()).toBe('Petaling');
    await page.getByRole('button', { name: 'Set Location', exact: true }).click();

    await expect.poll(() => grid.locator('[part="count"]').textContent()).toMatch(/^Showing \d+ of \d+ products$/);
    expect(await grid.locator('[part="breadcrumbs"] li').allTextContents()).toEqual(['Home', 'COVID Care', 'Face mask']);
    const price = grid.locator('[part="product-price"]').first();
    expect(await price.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(15, 118, 110)');
    const link = grid.locator('[part="product-name"]').first();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${harness.url}/products/\\d+$`));
    expect(await grid.locator('[part="seller-link"]').first().getAttribute('href')).toMatch(new RegExp(`^${harness.url}/vendors/\\d+$`));
    expect(errors).toEqual([]);
    await context.close();
  });
});
