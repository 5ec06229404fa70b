import { describe, expect, it } from 'vitest';
import { moqMessage } from '../../src/lib/stock-error';
import { apiOf, chooseLocation, openStep, senOf, stepThree, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { signIn, cart, meetCartRules, checkoutForm, order, decide } = apiOf(harness);
const BUYER = 'buyer@lapasar.test';

describe('the demo cart through checkout, delivered where the cart did not judge it', () => {
  it('holds Submit for the cart’s rules from the start, then orders exactly the lines judged at Head Office, through both approval stages', async () => {
    const buyer = await signIn(BUYER);
    const demo = await cart(buyer);
    const excluded = demo.businessLogic.locationRestrictions.excludedItems;
    const short = demo.cartItems.find((item) => !item.is_excluded && item.quantity < item.moq);
    expect(excluded).toHaveLength(1);
    expect(short).toBeDefined();
    expect(demo.vendorMinimumOrder.errors).toHaveLength(1);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    // Opened straight away, checkout shows the cart's notices and holds Submit before anything is filled in.
    await page.goto('/checkout');
    await signInWithDialog(page, BUYER);
    const wizard = wizardOf(page);
    await expect.poll(() => wizard.locator('[part="moq-notice"]').textContent()).toContain('Minimum Order Quantity Requirements Not Met');
    expect(await wizard.locator('[part="vendor-minimum-notice"]').textContent()).toContain('must exceed');
    await openStep(wizard, 2);
    expect(await wizard.locator('[part="submit"]').isDisabled()).toBe(true);
    expect(await wizard.locator('[part="submit-reason"]').textContent()).toContain(moqMessage(short!.product_name, short!.moq));
    // Step 2 was skipped: not complete until opened.
    expect(await wizard.locator('[part~="step"]').evaluateAll((steps) => steps.map((step) => step.getAttribute('data-state')))).toEqual([
      'pending',
      'pending',
      'active',
    ]);

    // The buyer meets the MOQ and the seller's minimum, as the notices ask.
    await meetCartRules(buyer);
    expect((await cart(buyer)).vendorMinimumOrder.errors).toEqual([]);

    await page.goto('/cart');
    const proceed = page.locator('lapasar-cart [part="checkout"]');
    await expect.poll(() => proceed.textContent()).toBe('Proceed with 3 Valid Items');
    await proceed.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');

    // The checkout goes on where the buyer left it (Product Details); Head Office is in Kuala Lumpur, where the line
    // the cart excluded at Selangor / Petaling is shipped: the wizard says so and includes it.
    await expect.poll(() => wizard.locator('[part~="step"][data-state="active"]').textContent()).toContain('Product Details');
    await openStep(wizard, 0);
    await chooseLocation(wizard, 'Head Office', 'IT Refresh');
    await expect.poll(() => wizard.locator('[part="place-notice"]').textContent()).toContain('Kuala Lumpur');
    expect(await wizard.locator('[part="place-notice"]').textContent()).toContain('Petaling, Selangor');
    expect(await wizard.locator('[part="moq-notice"]').count()).toBe(0);
    await wizard.locator('[part="next"]').click();
    await wizard.locator('[part="next"]').click();

    const form = await checkoutForm(
      buyer,
      `location_id=${(await checkoutForm(buyer)).locations.find((l) => l.location_name === 'Head Office')!.recid}&state=Kuala+Lumpur&district=Kuala+Lumpur`,
    );
    const shown = await stepThree(wizard);
    expect(shown.lines.toSorted()).toEqual(demo.cartItems.map((item) => item.sku_id).toSorted());
    expect(shown.lines).toContain(excluded[0].skuId);
    expect(senOf(shown.grandTotal)).toBe(Math.round(form.totals.grandTotal * 100));
    // The lines listed add up to the subtotal shown.
    expect(shown.lineTotals.reduce((sum, text) => sum + senOf(text), 0)).toBe(senOf(shown.subtotal));
    for (const sku of shown.lines) await wizard.locator(`select[name="item_code_${sku}"]`).selectOption('IC-1001');

    const badge = page.locator('lapasar-header a[href="/cart"] [part="badge"]');
    await expect.poll(() => badge.textContent()).toBe(String(demo.cartItems.length));
    const poId = await submitOrder(page);
    const placed = await order(buyer, poId);
    expect(placed.lines.map((line) => line.skuId).toSorted()).toEqual(shown.lines.toSorted());
    expect(Math.round(placed.grandTotal * 100)).toBe(senOf(shown.grandTotal));
    expect((await cart(buyer)).cartItems).toEqual([]);
    // The header's cart badge follows the emptied cart.
    await expect.poll(() => badge.count()).toBe(0);

    // Both stages approve it (a budget approval first when it is over the charge code's budget).
    const approvers = [await signIn('approver@lapasar.test'), await signIn('finance@lapasar.test')];
    for (let round = 0; round < 3 && (await order(buyer, poId)).status !== 'processing'; round += 1) {
      for (const approver of approvers) await decide(approver, poId, 'approve').catch(() => undefined);
    }
    expect((await order(buyer, poId)).status).toBe('processing');
    expect(errors).toEqual([]);
    await context.close();
  });
});
