import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';
import { presetLocation } from './support';

const harness = useHarness();

/** On every page: the configuration, the header and the login dialog. */
const EVERY_PAGE = ['lapasar-config', 'lapasar-header', 'lapasar-login'];

describe('the storefront loads only the elements a page shows', () => {
  it.each([
    ['/', 'lapasar-home'],
    ['/search?q=mask', 'lapasar-product-grid'],
    ['/products/1', 'lapasar-product-detail'],
  ])('%s fetches the scripts of its own elements and of no other', async (path, screen) => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator(screen).evaluate((element) => element.shadowRoot !== null)).toBe(true);

    const elements = scripts
      .filter((script) => script.startsWith('/sdk/elements/'))
      .map((script) => script.slice('/sdk/elements/'.length, -'.js'.length));
    expect(elements.sort()).toEqual([...EVERY_PAGE, screen].sort());
    // The entries that pull in every element are never fetched.
    expect(scripts).not.toContain('/sdk/index.js');
    expect(scripts).not.toContain('/sdk/define.js');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fetches the first product images at once and leaves the rest to load when scrolled to', async () => {
    const { page, context } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/search?q=mask');
    const images = page.locator('lapasar-product-grid [part="product-card"] img');
    await expect.poll(() => images.count()).toBeGreaterThan(4);
    const attributes = await images.evaluateAll((found) =>
      found.map((image) => [
        image.getAttribute('loading'),
        image.getAttribute('fetchpriority'),
        image.getAttribute('width'),
        image.getAttribute('height'),
      ]),
    );
    expect(attributes.slice(0, 4)).toEqual(Array(4).fill(['eager', 'high', '240', '240']));
    expect(attributes[4]).toEqual(['lazy', 'auto', '240', '240']);
    await context.close();
  });
});
