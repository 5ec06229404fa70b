import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf, chooseLocation, openStep, settled, stepThree, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { signIn, meetCartRules } = apiOf(harness);
const BUYER = 'buyer@lapasar.test';
const PDF = {
  name: 'signed-requisition.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

const activeStep = (wizard: Locator) => wizard.locator('[part~="step"][data-state="active"]').textContent();

describe('a checkout in progress', () => {
  it('survives reloads at every step, moves between steps with Back and Forward, opens in a second tab, and is gone once the order is placed', async () => {
    await meetCartRules(await signIn(BUYER));
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/cart');
    await signInWithDialog(page, BUYER);
    const proceed = page.locator('lapasar-cart [part="checkout"]');
    await expect.poll(() => proceed.textContent()).toBe('Proceed with 3 Valid Items');
    await proceed.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');

    // Step 1, then a reload.
    const wizard = wizardOf(page);
    await chooseLocation(wizard, 'Shah Alam Plant', 'Plant Maintenance');
    await wizard.locator('input[name="sap_poid"]').fill('QT-RELOAD-1');
    await wizard.locator('textarea[name="order_note"]').fill('Reload me');
    await page.reload();
    await expect.poll(() => wizard.locator('input[name="sap_poid"]').inputValue()).toBe('QT-RELOAD-1');
    expect(await wizard.locator('textarea[name="order_note"]').inputValue()).toBe('Reload me');
    expect(await wizard.locator('select[name="project_id"] option:checked').textContent()).toContain('Plant Maintenance');
    expect(await activeStep(wizard)).toContain('Buyer Details');

    // Step 2 with an uploaded file, then a reload.
    await wizard.locator('[part="next"]').click();
    await wizard.locator('[data-slot="order"] input[type="file"]').setInputFiles(PDF);
    await expect.poll(() => wizard.locator('[data-slot="order"] [part~="attachment"]').getAttribute('data-state')).toBe('uploaded');
    await page.reload();
    await expect.poll(() => activeStep(wizard)).toContain('Attachment For Approver');
    await expect.poll(() => wizard.locator('[data-slot="order"] [part~="attachment"]').getAttribute('data-state')).toBe('uploaded');
    expect(await wizard.locator('[data-slot="order"] [part~="attachment"]').textContent()).toContain(PDF.name);

    // Step 3 with item codes, then a reload.
    await wizard.locator('[part="next"]').click();
    await settled(wizard);
    const { lines } = await stepThree(wizard);
    for (const sku of lines) await wizard.locator(`select[name="item_code_${sku}"]`).selectOption('IC-1003');
    await page.reload();
    await expect.poll(() => activeStep(wizard)).toContain('Product Details');
    for (const sku of lines) await expect.poll(() => wizard.locator(`select[name="item_code_${sku}"]`).inputValue()).toBe('IC-1003');

    // Back goes through the steps, then leaves for the cart; Forward comes back to them.
    await page.goBack();
    await expect.poll(() => activeStep(wizard)).toContain('Attachment For Approver');
    await page.goBack();
    await expect.poll(() => activeStep(wizard)).toContain('Buyer Details');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
    await page.goForward();
    await expect.poll(() => activeStep(wizard)).toContain('Buyer Details');
    expect(await wizard.locator('input[name="sap_poid"]').inputValue()).toBe('QT-RELOAD-1');
    await page.goForward();
    await expect.poll(() => activeStep(wizard)).toContain('Attachment For Approver');
    await page.goForward();
    await expect.poll(() => activeStep(wizard)).toContain('Product Details');

    // A second tab of the same buyer goes on with the same checkout.
    const second = await context.newPage();
    await second.goto('/checkout');
    const other = wizardOf(second);
    await expect.poll(() => activeStep(other)).toContain('Product Details');
    await expect.poll(() => other.locator(`select[name="item_code_${lines[0]}"]`).inputValue()).toBe('IC-1003');
    await openStep(other, 0);
    expect(await other.locator('input[name="sap_poid"]').inputValue()).toBe('QT-RELOAD-1');
    await second.close();

    await submitOrder(page);
    await page.goto('/checkout');
    await expect.poll(() => wizard.locator('input[name="sap_poid"]').count()).toBe(1);
    expect(await wizard.locator('input[name="sap_poid"]').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
