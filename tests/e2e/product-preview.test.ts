import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../src/contract/types';
import { useHarness } from './harness';
import { hold, presetLocation } from './support';

const harness = useHarness();

const holdDetail = (page: Page, id: number) => hold(page, new RegExp(`/api/products/${id}(\\?|$)`));

/** Where an element of the page's `host` is: in its preview (light DOM) or its own view (shadow DOM); null when not rendered. */
async function boxIn(page: Page, host: string, selector: string, inShadow: boolean): Promise<number[] | null> {
  return page.evaluate(
    ([tag, css, shadow]) => {
      const element = document.querySelector(tag);
      const found = shadow ? element?.shadowRoot?.querySelector(css) : element?.querySelector(css);
      if (!found || !found.checkVisibility()) return null;
      const { x, y, width, height } = found.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    },
    [host, selector, inShadow] as const,
  );
}

const boxOf = (page: Page, selector: string, inShadow = false) => boxIn(page, 'lapasar-product-detail', selector, inShadow);
const gridBox = (page: Page, selector: string, inShadow: boolean) => boxIn(page, 'lapasar-product-grid', selector, inShadow);

async function listedIds(): Promise<number[]> {
  const response = await fetch(`${harness().url}/api/products/unified?limit=3`, {
    headers: { 'X-State': 'Selangor', 'X-District': 'Petaling' },
  });
  return ((await response.json()) as ProductListResponse).products.map((product) => product.product_id);
}

describe("a product's page as the server sends it", () => {
  it.each([
    ['a phone', { width: 412, height: 823 }],
    ['a desktop', { width: 1280, height: 900 }],
  ])("on %s, shows the name and images before the answer and puts the element's view in their place", async (_, viewport) => {
    const [id] = await listedIds();
    const { page, context, errors } = await harness().newPage({ viewport });
    await presetLocation(context);
    const release = await holdDetail(page, id);
    await page.goto(`/products/${id}`);
    await page.waitForFunction(() =>
      document.querySelector('lapasar-product-detail')?.shadowRoot?.querySelector('[part="product-detail"] > slot[name="preview"]'),
    );

    // The element has rendered and its answer is held: the server's preview is what it shows, not its skeleton.
    const preview = page.locator('lapasar-product-detail .product-preview-title');
    const name = (await preview.textContent()) ?? '';
    expect(name.length).toBeGreaterThan(0);
    expect(await preview.isVisible()).toBe(true);
    expect(await page.locator('lapasar-product-detail [part="skeleton"]').isVisible()).toBe(false);
    const before = { title: await boxOf(page, '.product-preview-title'), image: await boxOf(page, '.product-preview-image') };
    expect(before.title).not.toBeNull();

    release();
    const title = page.locator('lapasar-product-detail [part="title"]');
    await expect.poll(() => title.isVisible()).toBe(true);
    expect(await title.textContent()).toBe(name);
    // Its job done, the preview leaves the page, so no later loading state shows it again.
    expect(await page.locator('lapasar-product-detail [slot="preview"]').count()).toBe(0);
    // In place: the name and the main image are where the preview had them.
    expect(await boxOf(page, '[part="title"]', true)).toEqual(before.title);
    expect(await boxOf(page, '[part="gallery"] img', true)).toEqual(before.image);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the preview painted while the element starts: its first render is in the task that upgrades it', async () => {
    const [id] = await listedIds();
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    const release = await hold(page, '**/sdk/elements/lapasar-product-detail.js');
    await page.goto(`/products/${id}`, { waitUntil: 'domcontentloaded' });
    // Looked at in the microtask after the tag is defined, before any task React schedules.
    const onUpgrade = page.evaluate(async () => {
      await customElements.whenDefined('lapasar-product-detail');
      const host = document.querySelector('lapasar-product-detail');
      return { shadowRoot: host?.shadowRoot !== null, previewShown: host?.querySelector('.product-preview-title')?.checkVisibility() };
    });
    release();
    expect(await onUpgrade).toEqual({ shadowRoot: true, previewShown: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drops the preview when the page moves on to another product, which loads behind its skeleton', async () => {
    const [first, second] = await listedIds();
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto(`/products/${first}`);
    await expect.poll(() => page.locator('lapasar-product-detail [part="title"]').isVisible()).toBe(true);

    const release = await holdDetail(page, second);
    await page.evaluate(
      (href) => document.dispatchEvent(new CustomEvent('lapasar-navigate', { detail: { href }, cancelable: true })),
      `/products/${second}`,
    );
    await expect.poll(() => page.locator('lapasar-product-detail [part="skeleton"]').isVisible()).toBe(true);
    expect(await page.locator('lapasar-product-detail [slot="preview"]').count()).toBe(0);
    release();
    await expect.poll(() => page.locator('lapasar-product-detail [part="title"]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the product behind the location chooser on a first visit', async () => {
    const [id] = await listedIds();
    const { page, context } = await harness().newPage();
    await page.goto(`/products/${id}`);
    await expect.poll(() => page.getByLabel('Postcode').isVisible()).toBe(true);
    await page.waitForFunction(() =>
      document.querySelector('lapasar-product-detail')?.shadowRoot?.querySelector('[part="product-detail"] > slot[name="preview"]'),
    );
    expect(await page.locator('lapasar-product-detail .product-preview-title').isVisible()).toBe(true);
    await context.close();
  });
});

describe("a search's results page as the server sends it", () => {
  it.each([
    ['a phone', { width: 412, height: 823 }],
    ['a desktop', { width: 1280, height: 900 }],
  ])('on %s, shows the first results before the answer and puts the grid in their place', async (_, viewport) => {
    const { page, context, errors } = await harness().newPage({ viewport });
    await presetLocation(context);
    const release = await hold(page, /\/api\/search\?/);
    await page.goto('/search?q=mask');
    await page.waitForFunction(() => document.querySelector('lapasar-product-grid')?.shadowRoot?.querySelector('slot[name="preview"]'));

    // The grid is running and its answer is held: it shows the server's first page, not its skeleton.
    const names = await page.locator('lapasar-product-grid .grid-preview-name').allTextContents();
    expect(names.length).toBeGreaterThan(1);
    expect(await page.locator('lapasar-product-grid [part="grid-root"]').isVisible()).toBe(false);
    const before = {
      title: await gridBox(page, '.grid-preview-title', false),
      count: await gridBox(page, '.grid-preview-count', false),
      image: await gridBox(page, '.grid-preview-image', false),
      name: await gridBox(page, '.grid-preview-name', false),
    };
    expect(before.image).not.toBeNull();

    release();
    await expect.poll(() => page.locator('lapasar-product-grid [part="count"]').isVisible()).toBe(true);
    expect(await page.locator('lapasar-product-grid [part="product-name"]').allTextContents()).toEqual(names);
    expect(await page.locator('lapasar-product-grid [slot="preview"]').count()).toBe(0);
    // In place: the title, the count, the first card's image and name are where the preview had them.
    expect({
      title: await gridBox(page, '[part="title"]', true),
      count: await gridBox(page, '[part="count"]', true),
      image: await gridBox(page, '[part="grid"] li img', true),
      name: await gridBox(page, '[part="product-name"]', true),
    }).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("drops the preview when the page moves on to another search, and never shows the old results' preview for it", async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/search?q=mask');
    await expect.poll(() => page.locator('lapasar-product-grid [part="count"]').isVisible()).toBe(true);
    const release = await hold(page, /\/api\/search\?.*q=gloves/);
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('lapasar-navigate', { detail: { href: '/search?q=gloves' }, cancelable: true })),
    );
    await expect.poll(() => page.locator('lapasar-product-grid').getAttribute('query')).toBe('gloves');
    expect(await page.locator('lapasar-product-grid [slot="preview"]').count()).toBe(0);
    expect(await page.locator('lapasar-product-grid [part="grid-root"]').isVisible()).toBe(true);
    release();
    await expect.poll(() => page.locator('lapasar-product-grid [part="count"]').textContent()).toContain('gloves');
    expect(errors).toEqual([]);
    await context.close();
  });
});
