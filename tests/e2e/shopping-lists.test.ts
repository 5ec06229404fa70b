import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cartItems, shoppingListLines, shoppingLists, users } from '../../server/db/schema';
import { hashPassword } from '../../server/domain/password';
import type { ProductListResponse, ShoppingList } from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

/** buyer@lapasar.test's company, whose cart the colleague fills. */
const BUYER_ID = 1;
const COLLEAGUE = { email: 'nurul@lapasar.test', name: 'Nurul Huda' };
const PHONE = { width: 390, height: 844 };

// A colleague of buyer@ in the same company, and the company's cart emptied so the list's lines are all it holds.
const harness = useHarness({
  prepare: async (db) => {
    await db
      .insert(users)
      .values({ email: COLLEAGUE.email, name: COLLEAGUE.name, buyerId: BUYER_ID, passwordHash: await hashPassword('Demo#2026', 10) });
    await db.delete(cartItems).where(eq(cartItems.buyerId, BUYER_ID));
  },
});

/** A page signed in as `email` at Selangor, Petaling, with the home page's products (as that buyer sees them). */
async function signedIn(email: string, viewport?: { width: number; height: number }) {
  const { page, context, errors } = await harness().newPage(viewport ? { viewport } : {});
  await presetLocation(context);
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/products/covid');
  await page.goto('/');
  const { products } = (await (await listed).json()) as ProductListResponse;
  await signInFromHeader(page, email);
  return { page, errors, products };
}

/** The list the page's element shows once its next change is answered. */
const changed = (page: Page, method: string) =>
  page.waitForResponse(
    (response) => response.request().method() === method && /\/api\/lists\/\d+/.test(new URL(response.url()).pathname) && response.ok(),
  );

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('shopping lists', () => {
  it('a buyer makes a list from product pages, sets a quantity and a note, shares it to edit; the colleague puts it into the cart at the saved quantities', async () => {
    const owner = await signedIn('buyer@lapasar.test');
    // Products a line can go to the cart with: one SKU, in stock well above its MOQ, shipped here.
    const addable = owner.products.filter(
      (p) =>
        p.is_variant === 'N' &&
        p.availability === 'Y' &&
        p.ships_to_location &&
        p.primary_sku_id !== null &&
        p.total_stock >= Math.max(p.moq, 1) + 5,
    );
    expect(addable.length).toBeGreaterThanOrEqual(2);
    const [first, second] = addable;

    // From the first product's page: a new list.
    await owner.page.goto(`/products/${first.product_id}`);
    const detail = owner.page.locator('lapasar-product-detail');
    await detail.locator('[part="add-to-list"]').click();
    const chooser = detail.getByRole('dialog', { name: 'Add to a shopping list' });
    await chooser.getByLabel('New list name').fill('Site office');
    await chooser.getByRole('button', { name: 'Create and add' }).click();
    await expect.poll(() => chooser.locator('[part="add-to-list-done"]').textContent()).toContain('Added to Site office.');
    await chooser.getByRole('button', { name: 'Close' }).click();

    // From the second product's page: the same list, chosen.
    await owner.page.goto(`/products/${second.product_id}`);
    await detail.locator('[part="add-to-list"]').click();
    await chooser.getByRole('button', { name: 'Site office' }).click();
    await expect.poll(() => chooser.locator('[part="add-to-list-done"]').count()).toBe(1);
    await chooser.getByRole('link', { name: 'View list' }).click();

    const lists = owner.page.locator('lapasar-shopping-lists');
    await expect.poll(() => lists.locator('[part="list-line"]').count()).toBe(2);
    expect(owner.page.url()).toMatch(/\/lists\/\d+$/);
    const firstLine = lists.locator('[part="list-line"]').filter({ hasText: first.product_name });
    const quantity = Math.max(first.moq, 1) + 3;
    const quantitySaved = changed(owner.page, 'PATCH');
    await firstLine.getByLabel('Quantity', { exact: true }).fill(String(quantity));
    await firstLine.getByLabel('Quantity', { exact: true }).press('Tab');
    await quantitySaved;
    const noteSaved = changed(owner.page, 'PATCH');
    await firstLine.getByLabel(`Note for ${first.product_name}`).fill('For the Shah Alam site');
    await firstLine.getByLabel(`Note for ${first.product_name}`).press('Tab');
    await noteSaved;

    await lists.locator('[part="share"]').click();
    const share = lists.getByRole('dialog', { name: 'Share "Site office"' });
    await share.getByLabel(new RegExp(COLLEAGUE.name)).selectOption('edit');
    const shared = changed(owner.page, 'PUT');
    await share.getByRole('button', { name: 'Save Sharing' }).click();
    await shared;
    await expect.poll(() => lists.locator('[part="shared-with"]').textContent()).toBe(`Shared with ${COLLEAGUE.name}`);

    // What the owner saved.
    const db = harness().db;
    const [list] = await db.select().from(shoppingLists).where(eq(shoppingLists.name, 'Site office'));
    const saved = await db.select().from(shoppingListLines).where(eq(shoppingListLines.listId, list.id));
    expect(saved.find((line) => line.productId === first.product_id)).toMatchObject({
      quantity,
      note: 'For the Shah Alam site',
      skuId: first.primary_sku_id,
    });
    const secondQuantity = Math.max(second.moq, 1);
    expect(saved.find((line) => line.productId === second.product_id)).toMatchObject({
      quantity: secondQuantity,
      skuId: second.primary_sku_id,
    });

    // The colleague finds it shared, with the owner's name, and puts it into the cart.
    const colleague = await signedIn(COLLEAGUE.email);
    await colleague.page.goto('/lists');
    const index = colleague.page.locator('lapasar-shopping-lists');
    const card = index.locator('[part~="shared-list-card"]').filter({ hasText: 'Site office' });
    await expect.poll(() => card.locator('[part="shared-by"]').textContent()).toBe('Shared by Aisyah Rahman');
    await card.getByRole('link', { name: 'Site office' }).click();
    await expect.poll(() => index.locator('[part="list-line"]').count()).toBe(2);
    const answered = colleague.page.waitForResponse((response) => new URL(response.url()).pathname === `/api/lists/${list.id}/cart`);
    await index.locator('[part="add-to-cart"]').click();
    const outcome = (await (await answered).json()) as { lines: { added: boolean }[] };
    expect(outcome.lines.every((line) => line.added)).toBe(true);
    const report = index.getByRole('dialog', { name: 'All Items Added to Cart!' });
    await expect.poll(() => report.locator('[part="cart-report-text"]').textContent()).toBe('Successfully added 2 item(s) to cart!');
    await expect.poll(() => colleague.page.locator('lapasar-header [part="cart-link"] [part="badge"]').textContent()).toBe('2');

    const cart = await db
      .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.buyerId, BUYER_ID)));
    expect(cart.sort((a, b) => a.skuId - b.skuId)).toEqual(
      [
        { skuId: first.primary_sku_id, quantity },
        { skuId: second.primary_sku_id, quantity: secondQuantity },
      ].sort((a, b) => (a.skuId ?? 0) - (b.skuId ?? 0)),
    );
    expect([...owner.errors, ...colleague.errors]).toEqual([]);
  });

  it('shows the lists and a list at 390 px without sideways scrolling', async () => {
    const { page, errors, products } = await signedIn('buyer@lapasar.test', PHONE);
    const response = await page.evaluate(async (name) => {
      const token = JSON.parse(localStorage.getItem('token') ?? 'null') as string;
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const created = await fetch('/api/lists', { method: 'POST', headers, body: JSON.stringify({ name }) });
      return (await created.json()) as { data: ShoppingList };
    }, 'A rather long list name for the phone screen check');
    const listId = response.data.id;
    for (const product of products.filter((p) => p.primary_sku_id !== null).slice(0, 3)) {
      await page.evaluate(
        async ({ id, productId }) => {
          const token = JSON.parse(localStorage.getItem('token') ?? 'null') as string;
          await fetch(`/api/lists/${id}/lines`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ product_id: productId, note: 'A note long enough to need wrapping on a phone' }),
          });
        },
        { id: listId, productId: product.product_id },
      );
    }
    await page.goto('/lists');
    const lists = page.locator('lapasar-shopping-lists');
    await expect.poll(() => lists.locator('[part~="list-card"]').count()).toBeGreaterThan(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.goto(`/lists/${listId}`);
    await expect.poll(() => lists.locator('[part="list-line"]').count()).toBe(3);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
