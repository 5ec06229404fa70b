import { describe, expect, it } from 'vitest';
import { malaysianToday } from '../../src/lib/workflow';
import { apiOf, senOf, settled, stepThree, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, cart, order, meetCartRules, placeAtPlant, upload } = apiOf(harness);
const BUYER = 'buyer@lapasar.test';

/** Places the demo cart's lines shipped to Shah Alam Plant, with a quotation ID, notes, a delivery date, item codes and an order attachment. */
async function placeDemoOrder(buyer: Record<string, string>) {
  await meetCartRules(buyer);
  const sellerId = (await cart(buyer)).cartItems.find((item) => !item.is_excluded)!.sl_id;
  const attachment = await upload(buyer, 'requisition.pdf', 'order');
  const tomorrow = new Date(Date.now() + 2 * 86_400_000);
  const placed = await placeAtPlant(buyer, {
    formData: {
      sap_poid: 'QT-2026-0042',
      order_note: 'Deliver to loading bay 2',
      note_to_seller: { [sellerId]: 'Call before delivery' },
      delivery_date_request: { [sellerId]: malaysianToday(tomorrow) },
    },
    attachments: { order: [attachment], approval: [] },
  });
  return { poId: placed.order.poId, lines: placed.lines, plant: placed.plant, project: placed.project, sellerId };
}

describe('editing an order', () => {
  it('opens the order pre-filled in a draft of its own and replaces it, leaving an unrelated cart as it was', async () => {
    const buyer = await signIn(BUYER);
    const placed = await placeDemoOrder(buyer);
    // Afterwards the cart holds the line not shipped to the plant, and one of the order's products again, at 17.
    const again = placed.lines.find((line) => line.total_stock >= 17 + line.quantity && line.moq <= 17)!;
    await api('/cart/add', {
      method: 'POST',
      headers: { ...buyer, 'content-type': 'application/json' },
      body: JSON.stringify({
        sku_id: again.sku_id,
        sl_id: again.sl_id,
        product_id: again.product_id,
        product_name: again.product_name,
        price: again.price,
        quantity: 17,
      }),
    });
    const cartBefore = (await cart(buyer)).cartItems.map((item) => [item.sku_id, item.quantity]);
    expect(cartBefore).toContainEqual([again.sku_id, 17]);
    expect(cartBefore.length).toBe(2);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/orders/pre-orders');
    await signInWithDialog(page, BUYER);
    const card = page.locator('lapasar-order-history [part="order"]').filter({ hasText: placed.poId });
    await card.locator('[part="edit-order"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('edit')).toBe(placed.poId);

    // Pre-filled from the order: location, charge code, quotation ID, notes, delivery date, item codes and its attachment.
    const wizard = wizardOf(page);
    await expect.poll(() => wizard.locator('[part="edit-notice"]').textContent()).toContain(placed.poId);
    await settled(wizard);
    expect(await wizard.locator('select[name="location_id"]').inputValue()).toBe(String(placed.plant.recid));
    expect(await wizard.locator('select[name="project_id"]').inputValue()).toBe(String(placed.project.project_id));
    expect(await wizard.locator('input[name="sap_poid"]').inputValue()).toBe('QT-2026-0042');
    expect(await wizard.locator('textarea[name="order_note"]').inputValue()).toBe('Deliver to loading bay 2');
    expect(await wizard.locator(`textarea[name="note_to_seller_${placed.sellerId}"]`).inputValue()).toBe('Call before delivery');
    await wizard.locator('[part="next"]').click();
    await expect.poll(() => wizard.locator('[data-slot="order"] [part~="attachment"]').textContent()).toContain('requisition.pdf');
    await wizard.locator('[part="next"]').click();

    // The order's lines, not the cart's; a quantity changes in the draft only.
    const shown = await stepThree(wizard);
    expect(shown.lines.toSorted()).toEqual(placed.lines.map((line) => line.sku_id).toSorted());
    for (const line of placed.lines) expect(await wizard.locator(`select[name="item_code_${line.sku_id}"]`).inputValue()).toBe('IC-1003');
    const quantity = wizard.locator(`input[name="quantity_${again.sku_id}"]`);
    expect(await quantity.inputValue()).toBe(String(again.quantity));
    await quantity.fill(String(again.quantity + 1));
    await quantity.press('Enter');
    await expect.poll(() => wizard.locator(`[data-sku="${again.sku_id}"]`).textContent()).toContain(`${again.quantity + 1} x`);
    await settled(wizard);

    // Going to the cart and back keeps the edit; the cart never saw it.
    await page.goto('/cart');
    await expect
      .poll(() => page.locator('lapasar-cart').evaluate((element) => element.shadowRoot?.textContent ?? ''))
      .toContain(again.product_name);
    expect((await cart(buyer)).cartItems.map((item) => [item.sku_id, item.quantity])).toEqual(cartBefore);
    await page.goBack();
    await expect.poll(() => wizard.locator(`[data-sku="${again.sku_id}"]`).textContent()).toContain(`${again.quantity + 1} x`);
    await settled(wizard);
    const grandTotal = (await stepThree(wizard)).grandTotal;

    const editedPoId = await submitOrder(page);
    expect(editedPoId).not.toBe(placed.poId);
    const edited = await order(buyer, editedPoId);
    expect(edited.lines.map((line) => [line.skuId, line.quantity]).toSorted()).toEqual(
      placed.lines.map((line) => [line.sku_id, line.sku_id === again.sku_id ? line.quantity + 1 : line.quantity]).toSorted(),
    );
    expect(Math.round(edited.grandTotal * 100)).toBe(senOf(grandTotal));
    expect(edited.attachments.map((file) => file.filename)).toEqual(['requisition.pdf']);
    expect(edited.editedFrom).toBe(placed.poId);
    expect((await order(buyer, placed.poId)).status).toBe('replaced');
    expect((await cart(buyer)).cartItems.map((item) => [item.sku_id, item.quantity])).toEqual(cartBefore);

    // Abandoning an edit of the new order leaves it waiting and its lines as they were.
    await page.goto('/orders/pre-orders');
    await page.locator('lapasar-order-history [part="order"]').filter({ hasText: editedPoId }).locator('[part="edit-order"]').click();
    await expect.poll(() => wizard.locator('[part="edit-notice"]').textContent()).toContain(editedPoId);
    await wizard.locator('[part="abandon-edit"]').click();
    await wizard.locator('[part="confirm-ok"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/orders/pre-orders');
    const kept = await order(buyer, editedPoId);
    expect(kept.status).toBe(edited.status);
    expect(kept.lines.map((line) => [line.skuId, line.quantity])).toEqual(edited.lines.map((line) => [line.skuId, line.quantity]));
    expect((await cart(buyer)).cartItems.map((item) => [item.sku_id, item.quantity])).toEqual(cartBefore);
    expect(errors).toEqual([]);
    await context.close();
  });
});
