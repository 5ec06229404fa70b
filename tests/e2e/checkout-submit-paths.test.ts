import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, skus, workflows } from '../../server/db/schema';
import { DEMO_ALTERNATIVE_MATERIAL, DEMO_LOW_STOCK, DEMO_LOW_STOCK_MATERIAL } from '../../server/seed/demo-paths';
import { apiOf, chooseLocation, openStep, settled, submitOrder, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { presetLocation, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, cart, setQuantity, order, meetCartRules } = apiOf(harness);
const BUYER = 'buyer@lapasar.test';
const PDF = {
  name: 'approval.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

/** The seeded products of the demo paths: the dearer of the two sharing a material, and the one with three units left. */
async function demoProducts() {
  const db = harness().db;
  const columns = {
    productId: products.id,
    name: products.name,
    sellerId: products.sellerId,
    skuId: skus.id,
    price: skus.actPrice,
    moq: skus.moq,
    stock: skus.stock,
  };
  const [dearer] = await db
    .select(columns)
    .from(products)
    .innerJoin(skus, eq(skus.id, products.primarySkuId))
    .where(eq(products.materialId, DEMO_ALTERNATIVE_MATERIAL))
    .orderBy(desc(skus.actPrice))
    .limit(1);
  const [lowStock] = await db
    .select(columns)
    .from(products)
    .innerJoin(skus, eq(skus.id, products.primarySkuId))
    .where(eq(products.materialId, DEMO_LOW_STOCK_MATERIAL));
  return { dearer, lowStock };
}

/** Sets Head Office's workflow spending limit (sen), as the company's administrator would. */
async function headOfficeLimit(limit: number): Promise<void> {
  await harness()
    .db.update(workflows)
    .set({ spendingLimit: limit })
    .where(and(eq(workflows.buyerId, 1), eq(workflows.name, 'Head Office approval')));
}

describe('what checkout asks for and what it refuses at submit', () => {
  it('asks for the approval document and a justification, then refuses stock and a limit that changed meanwhile, each with its reason', async () => {
    const buyer = await signIn(BUYER);
    await meetCartRules(buyer);
    const { dearer, lowStock } = await demoProducts();
    const add = (item: typeof dearer, quantity: number) =>
      api('/cart/add', {
        method: 'POST',
        headers: { ...buyer, 'content-type': 'application/json' },
        body: JSON.stringify({
          sku_id: item.skuId,
          sl_id: item.sellerId,
          product_id: item.productId,
          product_name: item.name,
          price: item.price / 100,
          quantity,
        }),
      });
    await add(lowStock, DEMO_LOW_STOCK);
    // Enough of the dearer product to take the order past the RM 5,000 from which an approval document is needed.
    const total = (await cart(buyer)).cartSummary.grandTotal;
    await add(dearer, Math.max(dearer.moq, Math.ceil(((5_200 - total) * 100) / dearer.price)));

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto('/checkout');
    await signInWithDialog(page, BUYER);
    const wizard = wizardOf(page);
    await chooseLocation(wizard, 'Head Office', 'Office Renovation');

    // The approval document: named at step 2, and the reason takes the buyer to its file input.
    await openStep(wizard, 2);
    const reasons = wizard.locator('[part="blocker"]');
    const documentReason = reasons.filter({ hasText: 'Attachment For Approver › Approval Document' });
    await expect.poll(() => documentReason.count()).toBe(1);
    expect(await wizard.locator('[part="submit-reason"]').textContent()).toContain('Orders over RM5,000.00 require approval attachment.');
    await documentReason.click();
    await expect
      .poll(() =>
        wizard.evaluate((element) => element.shadowRoot?.activeElement?.closest('[data-slot]')?.getAttribute('data-slot') ?? null),
      )
      .toBe('approval');
    await wizard.locator('[data-slot="approval"] input[type="file"]').setInputFiles(PDF);
    await expect.poll(() => wizard.locator('[data-slot="approval"] [part~="attachment"]').getAttribute('data-state')).toBe('uploaded');

    // The dearer product of a material sold cheaper elsewhere needs a justification.
    await openStep(wizard, 2);
    const dearerLine = wizard.locator(`[data-sku="${dearer.skuId}"]`);
    expect(await dearerLine.locator('[part="justification-required"]').textContent()).toBe(
      'Justification required for non-cheapest product selection',
    );
    expect(await reasons.allTextContents()).toContainEqual(`Product Details › Justification (${dearer.name})`);
    await dearerLine.locator(`textarea[name="justification_${dearer.skuId}"]`).fill('Matches the existing fittings');
    const lines = await wizard
      .locator('[part="line"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-sku')));
    for (const sku of lines) await wizard.locator(`select[name="item_code_${sku}"]`).selectOption('IC-1001');
    await expect.poll(() => wizard.locator('[part="submit"]').isEnabled()).toBe(true);

    // Another company buys two of the last three units before the buyer submits.
    await harness().db.update(skus).set({ stock: 1 }).where(eq(skus.id, lowStock.skuId));
    await wizard.locator('[part="submit"]').click();
    const alert = wizard.locator('[part="alert"]');
    await expect
      .poll(() => alert.textContent())
      .toContain(`Insufficient stock for ${lowStock.name}. Available: 1, Requested: ${DEMO_LOW_STOCK}`);
    await alert.locator('[part="alert-ok"]').click();
    await expect.poll(() => wizard.locator(`[data-sku="${lowStock.skuId}"] [part="line-warning"]`).textContent()).toContain(lowStock.name);
    expect(await wizard.locator('[part="submit"]').isDisabled()).toBe(true);
    expect(await reasons.allTextContents()).toContainEqual(`Product Details › ${lowStock.name}`);

    // The buyer takes the one unit left; the checkout, reloaded, goes on with everything entered.
    await setQuantity(buyer, lowStock.skuId, 1);
    // Meanwhile the administrator lowers Head Office's spending limit to RM 1,000.
    await headOfficeLimit(100_000);
    await page.reload();
    await settled(wizard);
    await expect.poll(() => wizard.locator('[part="cannot-submit"]').textContent()).toContain('spending limit of RM 1,000.00');
    expect(await wizard.locator('[part="cannot-submit"]').textContent()).toContain('Please remove some items');
    expect(await wizard.locator('[part="submit"]').isDisabled()).toBe(true);
    expect(await wizard.locator(`textarea[name="justification_${dearer.skuId}"]`).inputValue()).toBe('Matches the existing fittings');

    // Raised again while the buyer looks, then lowered between the check and the submit: the alert says it is the workflow's limit.
    await headOfficeLimit(5_000_000);
    await page.reload();
    await settled(wizard);
    await expect.poll(() => wizard.locator('[part="submit"]').isEnabled()).toBe(true);
    await headOfficeLimit(100_000);
    await wizard.locator('[part="submit"]').click();
    await expect.poll(() => alert.textContent()).toContain('exceeds the maximum allowed of RM 1,000.00');
    expect(await alert.textContent()).toContain('This is a workflow restriction, not a payment problem.');
    await alert.locator('[part="alert-ok"]').click();
    // The refusal has the checks asked again: the banner now says what holds the order.
    await expect.poll(() => wizard.locator('[part="cannot-submit"]').textContent()).toContain('spending limit of RM 1,000.00');

    await headOfficeLimit(5_000_000);
    await page.reload();
    await settled(wizard);
    const poId = await submitOrder(page);
    const placed = await order(buyer, poId);
    expect(placed.lines.find((line) => line.skuId === dearer.skuId)?.justification).toBe('Matches the existing fittings');
    expect(placed.lines.find((line) => line.skuId === lowStock.skuId)?.quantity).toBe(1);
    expect(placed.attachments.map((file) => [file.kind, file.filename])).toEqual([['approval', 'approval.pdf']]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
