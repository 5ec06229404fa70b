import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartItems, products, sellers, skus } from '../../server/db/schema';
import { listedFor } from '../../server/queries/products';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();

/** The buyers of the seeded demo companies. */
const BUYER_ID = { 'buyer@lapasar.test': 1, 'masked@lapasar.test': 2 } as const;
/** Shipped to Selangor, Petaling (the preset location). */
const shippedHere = sql`not ${products.unshippedLocations} && array['selangor.petaling', 'selangor.all', 'all.all']`;
const notShippedHere = sql`${products.unshippedLocations} && array['selangor.petaling', 'selangor.all', 'all.all']`;
/** In stock, shipped here, with a minimum above 100. */
const dearWhere = sql`${shippedHere} and ${products.availability} = 'Y' and ${skus.moq} between 101 and 1000 and ${skus.stock} > ${skus.moq} + 10`;

interface Found {
  id: number;
  name: string;
  skuId: number;
  moq: number;
  stock: number;
  /** RM. */
  price: number;
}

/** The first seeded product (by id) the buyer may see matching `where` (its primary SKU's columns as `skus`), and not among `taken`. */
async function seededProduct(where: SQL, taken: readonly Found[] = []): Promise<Found> {
  const db = harness().db;
  const [row] = await db
    .select({ id: products.id, name: products.name, skuId: skus.id, moq: skus.moq, stock: skus.stock, price: skus.actPrice })
    .from(products)
    .innerJoin(skus, eq(skus.id, products.primarySkuId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        listedFor(BUYER_ID['masked@lapasar.test']),
        sql`${products.id} <> all(${`{${[0, ...taken.map((found) => found.id)].join(',')}}`}::int[])`,
        where,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  expect(row, 'the seed has such a product').toBeDefined();
  return { ...row, price: row.price / 100 };
}

/** The quantity of the product in the buyer's cart (one SKU of it at most here). */
async function cartQuantity(buyer: keyof typeof BUYER_ID, product: Found): Promise<number | undefined> {
  const [line] = await harness()
    .db.select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.buyerId, BUYER_ID[buyer]), eq(cartItems.productId, product.id)));
  return line?.quantity;
}

const rm = (ringgit: number) => `RM ${ringgit.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Hearts the product on its own page. */
async function heart(page: Page, product: Found): Promise<void> {
  await page.goto(`/products/${product.id}`);
  const toggle = page.locator('lapasar-product-detail [part="wishlist-toggle"]');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
}

const rowOf = (wishlist: Locator, product: Found) =>
  wishlist.locator('[part="wishlist-item"]').filter({ has: wishlist.page().locator(`[part="product-link"]`, { hasText: product.name }) });

describe('quantities and stock as a buyer meets them', () => {
  it('adds from compare through quick add: the MOQ, the rule and the line total show first, and the cart holds what was shown', async () => {
    const dear = await seededProduct(dearWhere);
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto(`/products/${dear.id}`);
    await signInFromHeader(page, 'buyer@lapasar.test');
    await page.locator('lapasar-product-detail [part="add-to-compare"]').click();
    await expect.poll(() => page.locator('lapasar-product-detail').getByText(`${dear.name} added to Comparison`).count()).toBe(1);
    await page.locator('lapasar-header [part="compare-link"]').click();
    const table = page.locator('lapasar-compare-table');
    await table.getByRole('button', { name: `Add to Cart: ${dear.name}` }).click();

    // Nothing is in the cart until the buyer has seen what will be.
    const dialog = table.getByRole('dialog', { name: 'Quick Add to Cart' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await cartQuantity('buyer@lapasar.test', dear)).toBeUndefined();
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    expect(await quantity.inputValue()).toBe(String(dear.moq));
    expect(await dialog.locator('[part="quick-add-moq"]').textContent()).toBe(`Minimum order quantity: ${dear.moq} units`);
    expect(await dialog.locator('[part="quick-add-total"]').textContent()).toBe(
      `Line total: ${rm(dear.price * dear.moq)} (${dear.moq} x ${rm(dear.price)})`,
    );
    expect(await dialog.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);

    // One more than the minimum, and the total follows before anything is added.
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    const chosen = dear.moq + 1;
    await expect
      .poll(() => dialog.locator('[part="quick-add-total"]').textContent())
      .toBe(`Line total: ${rm(dear.price * chosen)} (${chosen} x ${rm(dear.price)})`);
    await dialog.locator('[part="quick-add-submit"]').click();
    await expect.poll(() => table.locator('[part="toast"]').textContent()).toBe(`${chosen} x ${dear.name} added to cart`);
    expect(await cartQuantity('buyer@lapasar.test', dear)).toBe(chosen);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("saves wishlist products at their MOQ, shows the server's reasons, and says the same about stock everywhere", async () => {
    const small = await seededProduct(
      sql`${shippedHere} and ${products.availability} = 'Y' and ${skus.moq} between 2 and 100 and ${skus.stock} > ${skus.moq} + 10`,
    );
    // Not the product the compare journey adds (the tests run in any order on one database).
    const dear = await seededProduct(dearWhere, [small, await seededProduct(dearWhere)]);
    // Marked unavailable, with stock on hand: out of stock, whatever the count says.
    const unavailable = await seededProduct(sql`${shippedHere} and ${products.availability} = 'N' and ${skus.stock} > 0`, [small, dear]);
    const restricted = await seededProduct(sql`${notShippedHere} and ${products.availability} = 'Y' and ${skus.stock} > ${skus.moq}`, [
      small,
      dear,
      unavailable,
    ]);

    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    await page.goto(`/products/${small.id}`);
    await signInFromHeader(page, 'masked@lapasar.test');
    for (const product of [small, dear, unavailable]) await heart(page, product);

    // The search card of the unavailable product offers no Quick Add.
    await page.goto(`/search?q=${encodeURIComponent(unavailable.name)}`);
    const card = page
      .locator('lapasar-product-grid [part="product-card"]')
      .filter({ has: page.locator(`[part="product-name"][title="${unavailable.name}"]`) });
    await expect.poll(() => card.locator('[part="out-of-stock"]').textContent()).toBe('Out of Stock');
    expect(await card.locator('[part="quick-add"]').count()).toBe(0);

    await page.locator('lapasar-header [part="wishlist-link"]').click();
    const wishlist = page.locator('lapasar-wishlist');
    await expect.poll(() => wishlist.locator('[part="wishlist-item"]').count()).toBe(3);

    // Each starts at its MOQ, says it, and its stepper goes no lower.
    for (const product of [small, dear]) {
      const row = rowOf(wishlist, product);
      expect(await row.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe(String(product.moq));
      expect(await row.locator('[part="item-moq"]').textContent()).toBe(`Minimum order quantity: ${product.moq}`);
      expect(await row.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    }
    // The unavailable product says Out of Stock beside its disabled button, not a count in stock.
    const unavailableRow = rowOf(wishlist, unavailable);
    expect(await unavailableRow.locator('[part="item-stock"]').textContent()).toBe('Out of Stock');
    expect(await unavailableRow.locator('[part="add-to-cart"]').isDisabled()).toBe(true);
    const addAll = wishlist.locator('[part="add-all"]');
    expect(await addAll.textContent()).toBe('Some Items Are Out of Stock');
    expect(await addAll.isDisabled()).toBe(true);

    // A row goes to the cart at its MOQ.
    await rowOf(wishlist, small)
      .getByRole('button', { name: `Add to Cart: ${small.name}` })
      .click();
    await expect.poll(() => cartQuantity('masked@lapasar.test', small)).toBe(small.moq);

    // The seller raises the dear product's minimum meanwhile: the refusal is in the server's words.
    const raised = dear.moq + 5;
    await harness().db.update(skus).set({ moq: raised }).where(eq(skus.id, dear.skuId));
    await rowOf(wishlist, dear)
      .getByRole('button', { name: `Add to Cart: ${dear.name}` })
      .click();
    const alert = wishlist.locator('dialog[part="alert"]');
    await expect.poll(() => alert.textContent()).toContain(`Minimum order quantity for ${dear.name} is ${raised}`);
    await alert.getByRole('button', { name: 'OK' }).click();
    expect(await cartQuantity('masked@lapasar.test', dear)).toBeUndefined();

    // A product not shipped here: counted among the items, left out of the money, and said so.
    await heart(page, restricted);
    await page.locator('lapasar-header [part="wishlist-link"]').click();
    await expect.poll(() => wishlist.locator('[part="wishlist-item"]').count()).toBe(4);
    expect(await wishlist.locator('[part="total-items"]').textContent()).toBe('4');
    expect(await wishlist.locator('[part="summary"] [part="excluded-note"]').textContent()).toBe(
      '1 item(s) not shipped to your location are left out of these figures.',
    );
    expect(await addAll.textContent()).toBe("Some Items Can't Be Shipped");
    const restrictedRow = rowOf(wishlist, restricted);
    const restrictedCard = wishlist
      .locator('[part="seller-card"]')
      .filter({ has: page.locator('[part="product-link"]', { hasText: restricted.name }) });
    const restrictionText = (await restrictedRow.locator('[part="item-shipping"]').textContent())?.replace(/^Shipping: /, '');
    // The card's Shipping is the charge its figures count, never the restricted line's reason.
    expect(await restrictedCard.locator('[part="seller-shipping"]').textContent()).not.toBe(restrictionText);
    expect(await restrictedCard.locator('[part="seller-excluded-note"]').textContent()).toBe(
      '1 item(s) not shipped to your location are left out of these figures.',
    );

    // REMOVE SELECTED asks first, as Remove and Remove All do.
    await wishlist.getByRole('checkbox', { name: `Select ${restricted.name}` }).check();
    await wishlist.locator('[part="remove-selected"]').click();
    const confirm = wishlist.getByRole('dialog', { name: 'Remove 1 selected item(s) from your wishlist?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await wishlist.locator('[part="wishlist-item"]').count()).toBe(4);
    await wishlist.locator('[part="remove-selected"]').click();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => wishlist.locator('[part="wishlist-item"]').count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });
});
