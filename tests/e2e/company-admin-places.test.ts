import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { axeViolations, focusedLabel, presetLocation, refusalsOf, signInFromHeader } from './support';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The name attribute of the field that has focus, looking inside shadow roots. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('name') ?? null;
  });

/** Goes to a page of company administration by its link in the element's navigation. */
async function openSection(page: Page, element: Locator, name: string, path: string) {
  await element.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(`**/company/${path}`);
}

describe('locations, codes and access on the storefront, as the demo company administrator keeps them', () => {
  // A colleague each, so each run restricts someone who still orders for every location.
  for (const { colleagueEmail, ...viewport } of [
    { width: 1280, height: 900, colleagueEmail: 'approver@lapasar.test' },
    { width: 390, height: 844, colleagueEmail: 'finance@lapasar.test' },
  ]) {
    it(`adds a location (a postcode in another state refused, then fixed), a charge code and an item code, archives and restores, restricts a person, and the audit log shows each (${viewport.width} px)`, async () => {
      const { page, context, errors } = await harness.newPage({ bypassCSP: true, viewport });
      await presetLocation(context);
      const refused = refusalsOf(page);
      await page.goto('/');
      await signInFromHeader(page, 'buyer@lapasar.test');
      await page.goto('/company/people');
      const element = page.locator('lapasar-company-admin');
      await expect.poll(() => element.locator('[part="person"]').count()).toBeGreaterThan(1);

      // Locations: the form from the keyboard; the postcode lies in Selangor, the state says Johor.
      await openSection(page, element, 'Locations', 'locations');
      const form = element.locator('[part="location-form"]');
      await expect.poll(() => form.isVisible()).toBe(true);
      const name = `Glenmarie Store ${viewport.width}`;
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Lot no.', { exact: true }).fill('Lot 12');
      await form.getByLabel('Street 1', { exact: true }).fill('Jalan Kerajaan');
      await form.getByLabel('Street 2', { exact: true }).fill('Glenmarie');
      await form.getByLabel('Postcode', { exact: true }).fill('40150');
      await form.getByLabel('City', { exact: true }).fill('Shah Alam');
      await form.getByLabel('State', { exact: true }).selectOption('Johor');
      await form.getByLabel('City', { exact: true }).press('Enter');
      const refusal = form.locator('[part="location-form-error"]');
      await expect.poll(() => refusal.textContent()).toBe('postcode: Postcode 40150 is in Petaling, Selangor, not Johor');
      expect(await focusedField(page)).toBe('postcode');
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(viewport.width);

      await form.getByLabel('State', { exact: true }).selectOption('Selangor');
      await form.getByLabel('State', { exact: true }).press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => element.locator('[part="locations-status"]').textContent()).toBe(`${name}: saved.`);
      const row = element.locator('[part="location"]').filter({ hasText: name });
      await expect.poll(() => row.textContent()).toContain('Lot 12, Jalan Kerajaan, Glenmarie, 40150 Shah Alam, Selangor');

      // Archive after the question (Enter confirms), then restore; the keyboard follows the row.
      await row.getByRole('button', { name: `Archive ${name}` }).focus();
      await page.keyboard.press('Enter');
      const question = page.locator('lapasar-company-admin dialog[part="confirm"][open]');
      await expect.poll(() => question.isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await question.getByRole('button', { name: 'Archive' }).click();
      await expect.poll(() => element.locator('[part="locations-status"]').textContent()).toBe(`${name} is archived.`);
      await expect.poll(() => focusedLabel(page)).toBe(`Restore ${name}`);
      expect(await element.locator('table[aria-label="Archived locations"] [part="location"]').filter({ hasText: name }).count()).toBe(1);
      await page.keyboard.press('Enter');
      await expect.poll(() => element.locator('[part="locations-status"]').textContent()).toBe(`${name} is in use again.`);
      await expect.poll(() => focusedLabel(page)).toBe(`Archive ${name}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(viewport.width);

      // A charge code under it, and an item code.
      await openSection(page, element, 'Charge and item codes', 'codes');
      const chargeCodes = element.locator('[part="charge-codes"]');
      await chargeCodes.getByLabel('Location', { exact: true }).selectOption({ label: name });
      const chargeForm = element.locator('[part="charge-code-form"]');
      await expect.poll(() => chargeForm.textContent()).toContain(`Add a charge code at ${name}`);
      const code = `GLEN-${viewport.width}`;
      await chargeForm.getByLabel('Name', { exact: true }).fill('Warehouse racking');
      await chargeForm.getByLabel('Code', { exact: true }).fill(code);
      await chargeForm.getByLabel('Code', { exact: true }).press('Enter');
      await expect.poll(() => element.locator('[part="charge-codes-status"]').textContent()).toBe('Warehouse racking: saved.');
      await expect.poll(() => element.locator('[part="charge-code"]').filter({ hasText: code }).textContent()).toContain("The location's");

      const itemForm = element.locator('[part="item-code-form"]');
      const itemCode = `IC-RACK-${viewport.width}`;
      await itemForm.getByLabel('Code', { exact: true }).fill(itemCode);
      await itemForm.getByLabel('Description', { exact: true }).fill('Racking and shelving');
      await itemForm.getByLabel('GL code (optional)', { exact: true }).fill('6300');
      await itemForm.getByLabel('GL code (optional)', { exact: true }).press('Enter');
      await expect.poll(() => element.locator('[part="item-codes-status"]').textContent()).toBe(`${itemCode}: saved.`);
      await expect.poll(() => element.locator('[part="item-code"]').filter({ hasText: itemCode }).textContent()).toContain('6300');
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(viewport.width);

      // Restrict a colleague to the new location and its charge code, from their row's Access button.
      await openSection(page, element, 'People', 'people');
      const colleague = element.locator('[part="person"]').filter({ hasText: colleagueEmail });
      const person = (await colleague.locator('th').textContent())!.trim();
      await colleague.getByRole('button', { name: `Access of ${person}` }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.locator('lapasar-company-admin dialog[part="access"][open]');
      await expect.poll(() => dialog.locator('[part="access-form"]').isVisible()).toBe(true);
      await dialog.getByRole('radio', { name: 'Only the locations chosen' }).check();
      await dialog.getByRole('checkbox', { name, exact: true }).check();
      await dialog.getByRole('radio', { name: 'Only the charge codes chosen' }).check();
      await dialog.getByRole('checkbox', { name: new RegExp(`^${code} Warehouse racking`) }).check();
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(viewport.width);
      await dialog.getByRole('button', { name: 'Save access' }).click();
      await expect
        .poll(() => dialog.locator('[part="access-status"]').textContent())
        .toBe(`Saved. ${person} orders for delivery locations: 1 chosen and under charge codes: 1 chosen.`);
      await page.keyboard.press('Escape');
      await expect.poll(() => focusedLabel(page)).toBe(`Access of ${person}`);

      // The audit log names each change, newest first.
      await openSection(page, element, 'Audit log', 'audit');
      await expect.poll(() => element.locator('[part="audit-entry"]').count()).toBeGreaterThan(5);
      const actions = (await element.locator('[part="audit-entry"]').allTextContents()).slice(0, 6);
      expect(
        actions.map((entry) =>
          ['Access changed', 'Item code added', 'Charge code added', 'Location restored', 'Location archived', 'Location added'].find(
            (action) => entry.includes(action),
          ),
        ),
      ).toEqual(['Access changed', 'Item code added', 'Charge code added', 'Location restored', 'Location archived', 'Location added']);
      expect(actions[5]).toContain(name);
      expect(actions[2]).toContain(code);
      expect(actions[1]).toContain(itemCode);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(viewport.width);

      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
