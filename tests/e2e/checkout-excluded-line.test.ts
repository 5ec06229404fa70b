import { describe, expect, it } from 'vitest';
import { apiOf, chooseLocation, openStep, senOf, stepThree, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { signIn, cart, setQuantity, order, meetCartRules } = apiOf(harness);
const BUYER = 'buyer@lapasar.test';

describe('a line not shipped to the delivery address', () => {
  it('stays in the cart while the order holds exactly the lines and totals step 3 lists', async () => {
    const buyer = await signIn(BUYER);
    const demo = await cart(buyer);
    const [excluded] = demo.businessLogic.locationRestrictions.excludedItems;
    // Only the MOQ is met: the seller's minimum is left unmet, and shows.
    const short = demo.cartItems.find((item) => !item.is_excluded && item.quantity < item.moq)!;
    await setQuantity(buyer, short.sku_id, short.moq);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/cart');
    await signInWithDialog(page, BUYER);
    await expect.poll(() => page.locator('lapasar-cart [part="checkout"]').textContent()).toBe('Vendor Minimum Order Required');
    await meetCartRules(buyer);
    await page.reload();
    const proceed = page.locator('lapasar-cart [part="checkout"]');
    await expect.poll(() => proceed.textContent()).toBe('Proceed with 3 Valid Items');
    await proceed.click();

    // Shah Alam Plant is in Selangor / Petaling, as the cart: the line shipped to Kuala Lumpur only stays in the cart, and the wizard says so.
    const wizard = wizardOf(page);
    await chooseLocation(wizard, 'Shah Alam Plant', 'Plant Maintenance');
    const notice = wizard.locator('[part="restricted-notice"]');
    await expect.poll(() => notice.textContent()).toContain('1 item(s) excluded due to location restrictions');
    expect(await notice.textContent()).toContain(excluded.productName);
    expect(await notice.textContent()).toContain('stay in your cart');
    expect(await wizard.locator('[part="place-notice"]').count()).toBe(0);
    await openStep(wizard, 2);
    const shown = await stepThree(wizard);
    expect(shown.lines).toHaveLength(3);
    expect(shown.lines).not.toContain(excluded.skuId);
    expect(shown.lineTotals.reduce((sum, text) => sum + senOf(text), 0)).toBe(senOf(shown.subtotal));
    for (const sku of shown.lines) await wizard.locator(`select[name="item_code_${sku}"]`).selectOption('IC-1003');

    const poId = await submitOrder(page);
    const placed = await order(buyer, poId);
    expect(placed.lines.map((line) => line.skuId).toSorted()).toEqual(shown.lines.toSorted());
    expect(Math.round(placed.grandTotal * 100)).toBe(senOf(shown.grandTotal));
    expect((await cart(buyer)).cartItems.map((item) => item.sku_id)).toEqual([excluded.skuId]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
