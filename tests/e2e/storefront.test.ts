import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';

const harness = useHarness();

describe('a new buyer on the storefront', () => {
  it('sets a location by postcode, signs in, sees the user menu and signs out', async () => {
    const { page, context, errors } = await harness().newPage();

    await page.goto('/');
    // No location yet: the location modal opens by itself.
    const postcode = page.getByLabel('Postcode');
    await expect.poll(() => postcode.isVisible()).toBe(true);

    await postcode.fill('40000');
    await postcode.blur();
    const state = page.getByLabel('State', { exact: true });
    const district = page.getByLabel('District', { exact: true });
    await expect.poll(() => state.inputValue()).toBe('Selangor');
    await expect.poll(() => district.inputValue()).toBe('Petaling');
    await page.getByRole('button', { name: 'Set Location', exact: true }).click();
    await expect.poll(() => postcode.isVisible()).toBe(false);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('location') ?? 'null'));
    expect(stored).toMatchObject({ state: 'Selangor', district: 'Petaling', postcode: '40000', country: 'Malaysia' });

    const header = page.locator('lapasar-header');
    await header.getByRole('button', { name: 'Account', exact: true }).click();
    await header.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login to the product' });
    await dialog.getByLabel('Email').fill('buyer@lapasar.test');
    await dialog.getByLabel('Password').fill('Demo#2026');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await header.getByRole('button', { name: 'Account: Aisyah Rahman' }).click();
    const menu = header.locator('[part="user-menu"] > li');
    await expect.poll(() => menu.allTextContents()).toEqual(['Dashboard', 'Profile', 'Company administration', 'Logout']);

    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => header.getByRole('button', { name: 'Account', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves deep links from the storefront', async () => {
    const { page, context } = await harness().newPage();
    const response = await page.goto('/search?q=mask');
    expect(response?.status()).toBe(200);
    expect(await page.locator('lapasar-header').count()).toBe(1);
    await expect.poll(() => page.title()).toBe('Search results | LaPasar');
    await context.close();
  });
});
