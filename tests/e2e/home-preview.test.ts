import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Banner } from '../../src/contract/types';
import { useHarness } from './harness';
import { axeViolations, hold, presetLocation } from './support';

const harness = useHarness();

const holdBanners = (page: Page) => hold(page, /\/api\/banners\/home$/);

/**
 * The banner image on show and where it is: the server's preview (light DOM) or the carousel's
 * shown slide (shadow DOM); null while there is none.
 */
async function shownBanner(page: Page, inShadow: boolean): Promise<{ box: number[]; src: string; alt: string; loaded: boolean } | null> {
  return page.evaluate((shadow) => {
    const host = document.querySelector('lapasar-home');
    const image = shadow
      ? host?.shadowRoot?.querySelector('[part="slide"]:not([hidden]) img')
      : host?.querySelector('[slot="preview"] img');
    if (!(image instanceof HTMLImageElement) || !image.checkVisibility()) return null;
    const { x, y, width, height } = image.getBoundingClientRect();
    return { box: [x, y, width, height].map(Math.round), src: image.src, alt: image.alt, loaded: image.complete && image.naturalWidth > 0 };
  }, inShadow);
}

/** Where Tab goes from the top of <main>: the address of the link that gets focus, looking inside shadow roots. */
async function tabFromMain(page: Page): Promise<string | null> {
  await page.locator('main').focus();
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('href') ?? null;
  });
}

describe('the home page as the server sends it', () => {
  it.each([
    ['a phone', { width: 412, height: 823 }],
    ['a desktop', { width: 1280, height: 900 }],
  ])('on %s, shows the first banner before any script and puts the carousel in its place', async (_, viewport) => {
    const [first] = (await (await fetch(`${harness().url}/api/banners/home`)).json()) as Banner[];
    const { page, context, errors } = await harness().newPage({ viewport });
    await presetLocation(context);
    const releaseElement = await hold(page, '**/sdk/elements/lapasar-home.js');
    const releaseBanners = await holdBanners(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    // Before the element is defined: the page's own banner, in the carousel's place and shape.
    await expect.poll(async () => (await shownBanner(page, false))?.loaded).toBe(true);
    const before = await shownBanner(page, false);
    expect(before).toMatchObject({ src: first.imagePath, alt: first.title });
    const [, , width, height] = before?.box ?? [];
    expect(Math.abs(width / 3 - height)).toBeLessThanOrEqual(1);

    // The element runs while its banners are held: it shows the preview where it was.
    releaseElement();
    await page.waitForFunction(() => document.querySelector('lapasar-home')?.shadowRoot?.querySelector('slot[name="preview"]'));
    expect(await shownBanner(page, false)).toEqual(before);
    expect(await page.locator('lapasar-home [part="covid"]').isVisible()).toBe(true);

    // With its banners, the carousel's first slide takes the preview's place, and the preview leaves the page.
    releaseBanners();
    await expect.poll(() => shownBanner(page, true)).not.toBeNull();
    expect(await page.locator('lapasar-home [slot="preview"]').count()).toBe(0);
    expect(await shownBanner(page, true)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts the storefront once the first banner has loaded and been painted, and without it after half a second', async () => {
    const [first] = (await (await fetch(`${harness().url}/api/banners/home`)).json()) as Banner[];
    for (const bannerArrives of [true, false]) {
      const { page, context, errors } = await harness().newPage();
      await presetLocation(context);
      // When the header's element is defined (the SDK has started), whether the banner had loaded.
      await page.addInitScript(() => {
        const started = customElements.whenDefined('lapasar-header').then(() => {
          const image = document.querySelector<HTMLImageElement>('.home-preview-image');
          return { bannerLoaded: Boolean(image?.complete && image.naturalWidth > 0) };
        });
        Object.assign(window, { started });
      });
      const releaseImage = await hold(page, `**${first.imagePath}`);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => customElements.get('lapasar-header'))).toBeUndefined();
      if (bannerArrives) releaseImage();
      const started = await page.evaluate(() => (window as unknown as { started: Promise<{ bannerLoaded: boolean }> }).started);
      expect(started).toEqual({ bannerLoaded: bannerArrives });
      await expect.poll(() => page.locator('lapasar-header').evaluate((header) => header.shadowRoot !== null)).toBe(true);
      releaseImage();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('has no serious or critical axe-core violation with the preview shown or replaced, and the first banner next from the keyboard', async () => {
    const [first] = (await (await fetch(`${harness().url}/api/banners/home`)).json()) as Banner[];
    // axe-core goes in as an inline script, which the storefront's policy refuses.
    const { page, context, errors } = await harness().newPage({ bypassCSP: true });
    await presetLocation(context);
    const release = await holdBanners(page);
    await page.goto('/');
    await page.waitForFunction(() => document.querySelector('lapasar-home')?.shadowRoot?.querySelector('slot[name="preview"]'));
    expect(await shownBanner(page, false)).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expect(await tabFromMain(page)).toBe(first.url);

    release();
    await expect.poll(() => shownBanner(page, true)).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expect(await tabFromMain(page)).toBe(first.url);
    // One heading for the page, one carousel, and the first banner's link is in the tab order.
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Home']);
    expect(await page.getByRole('region', { name: 'Promotions' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
