import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRM } from '../../src/lib/money';
import { apiOf, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { axeViolations, focusedLabel, presetLocation, refusalsOf, signInFromHeader } from './support';

const harness = useHarness();
const { api, cart, signIn } = apiOf(harness);
const BUYER = 'buyer@lapasar.test';

/** The name of the control that has the keyboard, inside the elements' shadow roots. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('name') ?? null;
  });

describe("price limits and settings on the storefront, as the demo company's administrator sets them", () => {
  for (const [run, viewport] of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ].entries()) {
    it(`sets a price limit that the cart then flags, and a setting that checkout then follows, each in the audit log (${viewport.width} px)`, async () => {
      // A line of the demo buyer's cart, a different one per width, and its category.
      const headers = await signIn(BUYER);
      const lines = (await cart(headers)).cartItems.filter(
        (item) => !item.is_excluded && item.price > 2 && (item.price_limit === null || item.price <= item.price_limit),
      );
      const line = lines[run];
      const category = (await api<{ data: { category_name: string } }>(`/categories/${line.category_id}`)).data.category_name;
      const limit = Math.floor(line.price) - 1;

      const { page, context, errors } = await harness().newPage({ bypassCSP: true, viewport });
      await presetLocation(context);
      const refused = refusalsOf(page);
      await page.goto('/');
      await signInFromHeader(page, BUYER);
      const element = page.locator('lapasar-company-admin');
      const noScroll = () => page.evaluate(() => document.documentElement.scrollWidth);
      const cartLine = () =>
        page.locator('lapasar-cart [part="cart-line"]').filter({ has: page.locator(`a[href="/products/${line.product_id}"]`) });

      // Before the limit the cart accepts the line as it is.
      await page.goto('/cart');
      await expect.poll(() => cartLine().count()).toBe(1);
      expect(await cartLine().locator('[part="price-limit"]').count()).toBe(0);

      // A limit below the line's unit price, set from the keyboard.
      await page.goto('/company/limits');
      const form = element.locator('[part="limit-form"]');
      await expect.poll(() => form.locator(`option[value="${line.category_id}"]`).count()).toBe(1);
      await form.getByLabel('Find a category', { exact: true }).fill(category);
      await form.getByLabel('Category', { exact: true }).selectOption(String(line.category_id));
      await form.getByLabel('Category', { exact: true }).press('Tab');
      expect(await focusedName(page)).toBe('maxUnitPrice');
      await page.keyboard.type(String(limit));
      await page.keyboard.press('Enter');
      const status = element.locator('[part="limit-status"]');
      const saved = `${category}: at most ${formatRM(limit)} per unit.`;
      await expect.poll(async () => (await status.textContent())?.endsWith(saved)).toBe(true);
      const row = element.locator('[part="limit"]').filter({ has: page.locator('[part="limit-category-name"]', { hasText: category }) });
      await expect.poll(() => row.locator('[part="limit-maximum"]').textContent()).toBe(formatRM(limit));
      expect(await axeViolations(page)).toEqual([]);
      expect(await noScroll()).toBeLessThanOrEqual(viewport.width);

      // The audit log has it.
      await element.getByRole('link', { name: 'Audit log' }).click();
      await page.waitForURL('**/company/audit');
      const newest = element.locator('[part="audit-entry"]').first();
      await expect.poll(() => newest.textContent()).toContain('Price limit set');
      expect(await newest.textContent()).toContain(category);
      expect(await newest.textContent()).toContain(`maxUnitPrice: (none) → ${limit}`);

      // The cart now flags the line, and checkout will not take it at this price.
      await page.goto('/cart');
      await expect
        .poll(() => cartLine().locator('[part="price-limit"]').textContent())
        .toBe(`Price Limit Exceeded: maximum ${formatRM(limit)} per unit. Checkout will not accept this line at this price.`);
      const validation = await api<{ checkoutValidations: { sku_id: number; price_limit_exceeded: boolean }[] }>(
        '/workflow/checkout-form',
        { headers },
      );
      expect(validation.checkoutValidations.find((entry) => entry.sku_id === line.sku_id)?.price_limit_exceeded).toBe(true);

      // Removed after a confirmation, the line is accepted again.
      await page.goto('/company/limits');
      const remove = row.locator('[part="limit-remove"]');
      await remove.focus();
      await page.keyboard.press('Enter');
      const dialog = element.locator('dialog[part="confirm"][open]');
      await expect.poll(() => dialog.count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await focusedLabel(page)).toBe(await remove.getAttribute('aria-label'));
      await page.keyboard.press('Enter');
      await dialog.locator('[part="confirm-ok"]').click();
      await expect.poll(() => row.count()).toBe(0);
      expect(await focusedLabel(page)).toBe('Price limits');
      await page.goto('/cart');
      await expect.poll(() => cartLine().count()).toBe(1);
      expect(await cartLine().locator('[part="price-limit"]').count()).toBe(0);

      // Checkout shows the quotation ID field until the setting turns it off.
      await page.goto('/checkout');
      const wizard = wizardOf(page);
      await expect.poll(() => wizard.locator('input[name="sap_poid"]').count()).toBe(1);
      await page.goto('/company/settings');
      const settings = element.locator('[part="settings-form"]');
      const quotation = settings.getByRole('checkbox', { name: 'Quotation ID field' });
      await expect.poll(() => quotation.isChecked()).toBe(true);

      // A combination checkout cannot honour is refused by the server, which names the setting.
      const attachment = settings.getByRole('checkbox', { name: 'Order attachment required' });
      const ownNumbers = settings.getByRole('checkbox', { name: 'The company numbers its own orders' });
      await attachment.focus();
      await page.keyboard.press('Space');
      await ownNumbers.focus();
      await page.keyboard.press('Space');
      await settings.locator('[part="settings-save"]').focus();
      await page.keyboard.press('Enter');
      const refusal = element.locator('[part="settings-error"]');
      await expect
        .poll(() => refusal.locator('p').textContent())
        .toBe(
          'mandatoryOrderAttachment: an order attachment cannot be required while the company numbers its own orders (cartIdGenerator)',
        );
      await expect
        .poll(() => page.evaluate(() => document.querySelector('lapasar-company-admin')?.shadowRoot?.activeElement?.getAttribute('part')))
        .toBe('settings-error');
      expect(await attachment.getAttribute('aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      expect(await noScroll()).toBeLessThanOrEqual(viewport.width);
      await attachment.focus();
      await page.keyboard.press('Space');
      await ownNumbers.focus();
      await page.keyboard.press('Space');

      await quotation.focus();
      await page.keyboard.press('Space');
      await settings.locator('[part="settings-save"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => element.locator('[part="settings-status"]').textContent()).toBe('The settings are saved.');
      await expect.poll(() => refusal.count()).toBe(0);

      await element.getByRole('link', { name: 'Audit log' }).click();
      await page.waitForURL('**/company/audit');
      await expect.poll(() => newest.textContent()).toContain('Company changed');
      expect(await newest.textContent()).toContain('sapPoidConfigured: true → false');

      await page.goto('/checkout');
      await expect.poll(() => wizard.locator('textarea[name="order_note"]').count()).toBe(1);
      expect(await wizard.locator('input[name="sap_poid"]').count()).toBe(0);

      // Turned back on, for the next width.
      await page.goto('/company/settings');
      await expect.poll(() => quotation.isChecked()).toBe(false);
      await quotation.check();
      await settings.locator('[part="settings-save"]').click();
      await expect.poll(() => element.locator('[part="settings-status"]').textContent()).toBe('The settings are saved.');
      await page.goto('/checkout');
      await expect.poll(() => wizard.locator('input[name="sap_poid"]').count()).toBe(1);

      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
