import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skus } from '../../server/db/schema';
import type { ProductListResponse, SubmitCompleteResponse } from '../../src/api/types';
import { apiOf, openStep, settled, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, checkoutForm, cart, meetCartRules, placeAtPlant, decide } = apiOf(harness);
const MASKED = 'masked@lapasar.test';
/** The delivery address a company without saved locations types. */
const ADDRESS = {
  sst_number: 'W10-1808-32000002',
  tax_identification_number: 'C2581234502',
  ship_lotno: 'Lot 5',
  ship_street1: 'Jalan Kilang 2',
  ship_street2: 'Seksyen 15',
  ship_pincode: '40000',
};

/** A product shipped to Selangor / Petaling, in stock, of MOQ 1, that the buyer can add `quantity` of; the first such, or the last (another test's stock stays its own). */
async function productFor(headers: Record<string, string>, quantity: number, which: 'first' | 'last' = 'first') {
  const listing = await api<ProductListResponse>('/products/unified?limit=100', { headers });
  return listing.products[which === 'first' ? 'find' : 'findLast'](
    (p) =>
      p.is_variant === 'N' &&
      p.availability === 'Y' &&
      p.ships_to_location &&
      p.primary_sku_id !== null &&
      p.moq <= 1 &&
      (p.primary_sku_price ?? 0) * quantity <= 500 &&
      p.total_stock >= quantity + 5,
  )!;
}

async function add(headers: Record<string, string>, product: Awaited<ReturnType<typeof productFor>>, quantity: number) {
  await api('/cart/add', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      sku_id: product.primary_sku_id,
      sl_id: product.sl_id,
      product_id: product.product_id,
      product_name: product.product_name,
      price: product.primary_sku_price,
      quantity,
    }),
  });
}

/** Places the buyer's cart through the API at the typed address; answers the PO id. */
async function placeCart(headers: Record<string, string>): Promise<string> {
  const form = await checkoutForm(headers, 'state=Selangor&district=Petaling&postcode=40000');
  const answer = await api<SubmitCompleteResponse>('/workflow/submit-complete', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      formData: { ...form.formDefaults, ...ADDRESS, ship_city: 'Shah Alam', ship_state: 'Selangor', ship_district: 'Petaling' },
      attachments: { order: [], approval: [] },
      seller_attachments: {},
      filteredCartItems: form.cartItems.map((item) => ({ sku_id: item.sku_id, quantity: item.quantity })),
      customBatchId: `WF_${Date.now()}`,
    }),
  });
  return answer.data.poId;
}

const numberOf = (poId: string) => Number(poId.slice(-6));

describe('what a refused submit tells the buyer and what it costs', () => {
  it('names the product and the figures when stock ran short, lets the buyer set the line to what is left, and uses up no PO number', async () => {
    const masked = await signIn(MASKED);
    const product = await productFor(masked, 3);
    await add(masked, product, 1);
    const before = await placeCart(masked);
    await add(masked, product, 3);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/checkout');
    await signInWithDialog(page, MASKED);
    const wizard = wizardOf(page);
    await settled(wizard);
    for (const [name, value] of Object.entries(ADDRESS)) await wizard.locator(`input[name="${name}"]`).fill(value);
    await expect.poll(() => wizard.locator('input[name="ship_city"]').inputValue()).not.toBe('');
    await settled(wizard);
    await openStep(wizard, 2);
    const submit = wizard.locator('[part="submit"]');
    await expect.poll(() => submit.isEnabled()).toBe(true);

    // Another company buys all but one unit before the buyer submits.
    await harness().db.update(skus).set({ stock: 1 }).where(eq(skus.id, product.primary_sku_id!));
    await submit.click();
    const alert = wizard.locator('[part="alert"]');
    await expect.poll(() => alert.textContent()).toContain(`Insufficient stock for ${product.product_name}. Available: 1, Requested: 3`);
    await alert.locator('[part="alert-ok"]').click();

    // The line offers what is left, and the order goes through with it.
    const setToLeft = wizard.locator(`[data-sku="${product.primary_sku_id}"] [part="set-quantity"]`);
    await expect.poll(() => setToLeft.textContent()).toBe('Set to 1');
    await setToLeft.click();
    await expect.poll(async () => (await cart(masked)).cartItems.find((item) => item.sku_id === product.primary_sku_id)?.quantity).toBe(1);
    await settled(wizard);
    const after = await submitOrder(page);
    // The refused submit took no PO number: the next order has the next one.
    expect(numberOf(after)).toBe(numberOf(before) + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the order's current status on the success page, whatever its address says", async () => {
    const buyer = await signIn('buyer@lapasar.test');
    const product = await productFor(buyer, 1, 'last');
    await add(buyer, product, 1);
    await meetCartRules(buyer);
    const { order } = await placeAtPlant(buyer);
    expect(order.status).toBe('workflow_approval');
    await decide(await signIn('approver@lapasar.test'), order.poId, 'reject', 'Not this quarter');

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto(`/workflow/success?poId=${order.poId}&budgetPending=false&edited=false`);
    await signInWithDialog(page, 'buyer@lapasar.test');
    const success = page.locator('lapasar-order-success');
    await expect.poll(() => success.locator('[part="outcome"]').textContent()).toBe('Your order is now: Rejected.');
    expect(await success.locator('[part="stages"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
