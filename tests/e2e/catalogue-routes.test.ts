import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();
const CATALOGUE = '/app/marketplace/product/catalogue';
const CATEGORIES = '/app/marketplace/product/catalogue_category';

describe('storefront catalogue routes', () => {
  it('sends a buyer without a catalogue from the category page to / with the access message', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'buyer@lapasar.test');
    await page.goto(CATEGORIES);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Access Denied' }).textContent())
      .toBe('Access Denied - This page is only accessible to Catalogue users');
    expect(await page.locator('main lapasar-home').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the special buyer from the products screen without id or token to the category page', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'special@lapasar.test');
    await page.goto(CATALOGUE);
    await expect.poll(() => new URL(page.url()).pathname).toBe(CATEGORIES);
    await expect.poll(() => page.locator('main lapasar-catalogue-categories').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a catalogue user on the products screen without id or token: the whole catalogue', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'catalogue@lapasar.test');
    await expect.poll(() => new URL(page.url()).pathname).toBe(CATALOGUE);
    await expect.poll(() => page.locator('main lapasar-catalogue-products').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe(CATALOGUE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the search view of ?category= and the tiles again after Back', async () => {
    const { page, context } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/');
    await signInFromHeader(page, 'energy@lapasar.test');
    await expect.poll(() => new URL(page.url()).pathname).toBe(CATEGORIES);
    await page.goto(`${CATEGORIES}?category=1`);
    const element = page.locator('main lapasar-catalogue-categories');
    await expect.poll(() => element.getAttribute('category-id')).toBe('1');
    await expect.poll(() => element.locator('[part="back-link"]').count()).toBe(1);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe(CATEGORIES);
    await expect.poll(() => element.getAttribute('category-id')).toBe(null);
    await context.close();
  });
});
