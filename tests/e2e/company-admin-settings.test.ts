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

describe("company settings on the storefront, as the demo company's administrator sets them", () => {
  for (const { viewport, location, workflowAt, chargeCode } of [
    { viewport: { width: 1280, height: 900 }, location: 'Johor Depot', workflowAt: 'Johor Depot', chargeCode: null },
    { viewport: { width: 390, height: 844 }, location: 'Shah Alam Plant', workflowAt: 'Head Office', chargeCode: 'HO-IT-01 IT Refresh' },
  ]) {
    it(`sets a budget, builds a two-stage workflow and previews an order, each in the audit log (${viewport.width} px)`, async () => {
      const { page, context, errors } = await harness.newPage({ bypassCSP: true, viewport });
      await presetLocation(context);
      const refused = refusalsOf(page);
      await page.goto('/');
      await signInFromHeader(page, 'buyer@lapasar.test');
      const element = page.locator('lapasar-company-admin');
      const noScroll = () => page.evaluate(() => document.documentElement.scrollWidth);

      // A budget for a location, set from the keyboard and seen in the period's table.
      await page.goto('/company/budgets');
      await expect.poll(() => element.locator('[part="budget-form"]').isVisible()).toBe(true);
      const form = element.locator('[part="budget-form"]');
      await expect.poll(() => form.getByLabel('Location', { exact: true }).locator('option', { hasText: location }).count()).toBe(1);
      await form.getByLabel('Location', { exact: true }).selectOption({ label: location });
      await form.getByLabel('Limit (RM)', { exact: true }).fill('10,000');
      await form.getByLabel('Limit (RM)', { exact: true }).press('Enter');
      await expect
        .poll(() => element.locator('[part="budget-status"]').textContent())
        .toBe(`The budget of ${location} is set to RM 10,000.00.`);
      const row = element.locator('[part="budget"]').filter({ hasText: location }).filter({ hasText: '(whole location)' });
      await expect.poll(() => row.locator('[part="budget-remaining"]').textContent()).toBe('RM 10,000.00');
      expect(await axeViolations(page)).toEqual([]);
      expect(await noScroll()).toBeLessThanOrEqual(viewport.width);

      // A workflow of two stages, the second from RM 1,000, with a spending limit.
      await element.getByRole('link', { name: 'Approval workflows' }).click();
      await page.waitForURL('**/company/workflows');
      await expect
        .poll(() => element.locator('[part="workflows-kept"]').textContent())
        .toContain('Orders already submitted keep the workflow');
      await element.locator('[part="workflow-add"]').focus();
      await page.keyboard.press('Enter');
      const editor = element.locator('[part="workflow-form"]');
      await expect.poll(() => focusedLabel(page)).toBe('New workflow');
      const name = `Settings walk ${viewport.width}`;
      await editor.getByLabel('Name', { exact: true }).fill(name);
      await expect.poll(() => editor.getByLabel('Location', { exact: true }).locator('option', { hasText: workflowAt }).count()).toBe(1);
      await editor.getByLabel('Location', { exact: true }).selectOption({ label: workflowAt });
      if (chargeCode) {
        await expect
          .poll(() => editor.getByLabel('Charge code', { exact: true }).locator('option', { hasText: chargeCode }).count())
          .toBe(1);
        await editor.getByLabel('Charge code', { exact: true }).selectOption({ label: chargeCode });
      }
      await editor.getByLabel('Spending limit (RM)', { exact: true }).fill('50000');
      const stages = editor.locator('[part="workflow-stage-editor"]');
      await stages.nth(0).getByLabel('Label', { exact: true }).fill('Manager');
      await stages.nth(0).locator('fieldset fieldset input[type="checkbox"]').first().check();
      await editor.locator('[part="stage-add"]').click();
      // The new stage's label has the keyboard.
      await page.keyboard.type('Finance');
      await expect.poll(() => stages.nth(1).getByLabel('Label', { exact: true }).inputValue()).toBe('Finance');
      await stages.nth(1).getByLabel('From (RM)', { exact: true }).fill('1000');
      await stages.nth(1).locator('fieldset fieldset input[type="checkbox"]').last().check();
      expect(await axeViolations(page)).toEqual([]);
      expect(await noScroll()).toBeLessThanOrEqual(viewport.width);
      await editor.locator('[part="workflow-save"]').click();
      await expect.poll(() => element.locator('[part="workflow-status"]').textContent()).toBe(`The workflow ${name} is saved.`);
      const listed = element.locator('[part="workflow"]').filter({ hasText: name });
      expect(await listed.textContent()).toContain('RM 50,000.00');
      expect(await listed.locator('[part="workflow-stage"]').allTextContents()).toHaveLength(2);

      // The preview: an order of RM 1,500 there goes through both stages.
      const preview = element.locator('[part="preview-form"]');
      await preview.getByLabel('Amount (RM)', { exact: true }).fill('1500');
      await preview.getByLabel('Location', { exact: true }).selectOption({ label: workflowAt });
      if (chargeCode) {
        await expect
          .poll(() => preview.getByLabel('Charge code', { exact: true }).locator('option', { hasText: chargeCode }).count())
          .toBe(1);
        await preview.getByLabel('Charge code', { exact: true }).selectOption({ label: chargeCode });
      }
      await preview.getByRole('button', { name: 'Preview' }).click();
      await expect.poll(() => element.locator('[part="preview-step"]').count()).toBeGreaterThan(0);
      expect(await element.locator('[part="preview-answer"]').textContent()).toContain(`An order of RM 1,500.00 for ${workflowAt}`);
      const steps = await element.locator('[part="preview-step"]').allTextContents();
      expect(steps.filter((step) => step.startsWith('Stage'))).toEqual([
        expect.stringMatching(/^Stage 1: Manager, decided by /),
        expect.stringMatching(/^Stage 2: Finance, decided by /),
      ]);
      expect(await axeViolations(page)).toEqual([]);
      expect(await noScroll()).toBeLessThanOrEqual(viewport.width);

      // Each change is in the audit log.
      await element.getByRole('link', { name: 'Audit log' }).click();
      await page.waitForURL('**/company/audit');
      await expect.poll(() => element.locator('[part="audit-entry"]').count()).toBeGreaterThan(1);
      const entries = await element.locator('[part="audit-entry"]').allTextContents();
      expect(entries.some((entry) => entry.includes('Workflow added') && entry.includes(name))).toBe(true);
      expect(entries.some((entry) => entry.includes('Budget set') && entry.includes(location))).toBe(true);

      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
