import { readFile } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../src/api/types';
import { categoryPriceLimits, products, sellers } from '../../server/db/schema';
import { DEMO_ALTERNATIVE_MATERIAL } from '../../server/seed/demo-paths';
import { vendorMinimumMessage } from '../../src/lib/cart';
import { formatRM } from '../../src/lib/money';
import { apiOf, chooseLocation, openStep, SELANGOR, settled, wizardOf } from './checkout-support';
import { useHarness } from './harness';
import { axeViolations, presetLocation, signInFromHeader, signInWithDialog } from './support';

const harness = useHarness();
const { api, signIn, cart, meetCartRules, placeAtPlant } = apiOf(harness);

const BUYER = 'buyer@lapasar.test';
const APPROVER = 'approver@lapasar.test';
const PHONE = { width: 390, height: 844 };

/**
 * Each RM amount, and each of `codes`, in the page's text (shadow roots included) that the layout
 * breaks across lines, as its text: its characters' boxes on more than one line.
 */
function brokenAcrossLines(page: Page, codes: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const broken: string[] = [];
    const patterns = [/RM\s-?\d[\d.,]*/g, ...wanted.map((code) => new RegExp(code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))];
    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      const blocks = new Map<Element, Text[]>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
        if (node instanceof Text && node.parentElement) {
          const block = node.parentElement.closest('p, td, dd, li, div, span, strong, s, a, button, h1, h2, h3, h4') ?? node.parentElement;
          blocks.set(block, [...(blocks.get(block) ?? []), node]);
        }
      }
      for (const nodes of blocks.values()) {
        const text = nodes.map((node) => node.data).join('');
        for (const pattern of patterns) {
          for (const match of text.matchAll(pattern)) {
            // The match's characters, over the text nodes it spans.
            const tops = new Set<number>();
            let offset = 0;
            for (const node of nodes) {
              const start = Math.max(match.index - offset, 0);
              const end = Math.min(match.index + match[0].length - offset, node.data.length);
              for (let at = start; at < end; at += 1) {
                if (node.data[at] === ' ') continue;
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + 1);
                for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
              }
              offset += node.data.length;
            }
            // Characters on one line share a top within a pixel or two (a bold run may sit a little lower).
            const lines = [...tops].sort((a, b) => a - b).filter((top, index, all) => index === 0 || top - all[index - 1] > 4);
            if (lines.length > 1) broken.push(match[0]);
          }
        }
      }
    };
    visit(document);
    return broken;
  }, codes);
}

/** Places one order of the demo buyer through the API (a cheap product shipped to Petaling) at Shah Alam Plant, which approver@ decides; answers its PO id. */
async function placeOrder(): Promise<string> {
  const buyer = await signIn(BUYER);
  const listing = await api<ProductListResponse>('/products/unified?limit=48', { headers: SELANGOR });
  const product = listing.products.find(
    (item) =>
      item.is_variant === 'N' &&
      item.availability === 'Y' &&
      item.ships_to_location &&
      item.primary_sku_id !== null &&
      (item.primary_sku_price ?? Infinity) < 200 &&
      item.total_stock > item.moq + 10,
  );
  if (!product) throw new Error('no cheap product shipped to Petaling');
  await api('/cart/add', {
    method: 'POST',
    headers: { ...buyer, 'content-type': 'application/json' },
    body: JSON.stringify({
      sku_id: product.primary_sku_id,
      sl_id: product.sl_id,
      product_id: product.product_id,
      product_name: product.product_name,
      quantity: Math.max(product.moq, 1),
      price: product.primary_sku_price,
    }),
  });
  await meetCartRules(buyer);
  const placed = await placeAtPlant(buyer);
  return placed.order.poId;
}

// The demo cart is shared: the tests that read it as seeded run before those that order from it.
describe('finishing touches of the buyer journeys', { shuffle: false }, () => {
  describe('the quotation PDF', () => {
    it("flags the seller's unmet minimum and prints each seller's registration and SST numbers", async () => {
      const buyer = await signIn(BUYER);
      const demo = await cart(buyer);
      const unmet = demo.vendorMinimumOrder.minimums.filter((minimum) => !minimum.met);
      expect(unmet.length).toBeGreaterThan(0);
      const sellerIds = [...new Set(demo.cartItems.filter((item) => !item.is_excluded).map((item) => item.sl_id))];
      const numbers = await harness()
        .db.select({ id: sellers.id, registrationNo: sellers.registrationNo, sstNumber: sellers.sstNumber })
        .from(sellers)
        .where(inArray(sellers.id, sellerIds));

      const { page, context, errors } = await harness().newPage({ bypassCSP: true });
      await presetLocation(context);
      await page.goto('/cart');
      await signInWithDialog(page, BUYER);
      const cartElement = page.locator('lapasar-cart');
      await expect.poll(() => cartElement.locator('[part="cart-line"]').count()).toBe(demo.cartItems.length);
      const downloading = page.waitForEvent('download');
      await cartElement.getByRole('button', { name: 'Generate Quotation' }).click();
      const download = await downloading;
      const bytes = new Uint8Array(await readFile(await download.path()));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      const read = text.replace(/\s+/g, ' ');
      for (const minimum of unmet) {
        expect(read).toContain(
          `Seller minimum not met: ${vendorMinimumMessage(minimum.sellerName, minimum.categoryName, minimum.minimumAmount, minimum.currentAmount)}`,
        );
      }
      expect(numbers).toHaveLength(sellerIds.length);
      for (const seller of numbers) {
        expect(seller.registrationNo).toMatch(/^\d{12}$/);
        expect(read).toContain(`Registration no: ${seller.registrationNo} | SST no: ${seller.sstNumber}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('the checkout address', () => {
    it('fills City with the town of 46200 and 47301 (Petaling Jaya, not the Petaling district) and lets the buyer change it', async () => {
      const { page, context, errors } = await harness().newPage({ bypassCSP: true });
      await presetLocation(context);
      await page.goto('/checkout');
      await signInWithDialog(page, BUYER);
      const wizard = wizardOf(page);
      const field = (name: string) => wizard.locator(`[name="${name}"]`);
      await expect.poll(() => field('ship_pincode').count()).toBe(1);
      for (const postcode of ['46200', '47301']) {
        await field('ship_pincode').fill(postcode);
        await expect.poll(() => field('ship_state').inputValue()).toBe('Selangor');
        await expect.poll(() => field('ship_city').inputValue()).toBe('Petaling Jaya');
      }
      await field('ship_pincode').fill('40000');
      await expect.poll(() => field('ship_city').inputValue()).toBe('Shah Alam');
      // City is the buyer's to correct; state and country stay as the postcode says.
      expect(await field('ship_city').getAttribute('readonly')).toBeNull();
      expect(await field('ship_state').getAttribute('readonly')).not.toBeNull();
      await field('ship_city').focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Seksyen 13, Shah Alam');
      expect(await field('ship_city').inputValue()).toBe('Seksyen 13, Shah Alam');
      await settled(wizard);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('the price limit and the cheaper product', () => {
    it('warns in the cart of a line over the category price limit, and names the cheaper product and the difference at checkout', async () => {
      const buyer = await signIn(BUYER);
      const db = harness().db;
      const [dearer, cheaper] = await db
        .select({
          id: products.id,
          name: products.name,
          sellerId: products.sellerId,
          skuId: products.primarySkuId,
          price: products.actMinPrice,
        })
        .from(products)
        .where(eq(products.materialId, DEMO_ALTERNATIVE_MATERIAL))
        .then((rows) => rows.toSorted((a, b) => b.price - a.price));
      await api('/cart/add', {
        method: 'POST',
        headers: { ...buyer, 'content-type': 'application/json' },
        body: JSON.stringify({
          sku_id: dearer.skuId,
          sl_id: dearer.sellerId,
          product_id: dearer.id,
          product_name: dearer.name,
          price: dearer.price / 100,
          quantity: 1,
        }),
      });
      const line = (await cart(buyer)).cartItems.find((item) => item.sku_id === dearer.skuId)!;
      // The company's limit for the line's category: one ringgit under its unit price.
      const limit = Math.round(line.price * 100) - 100;
      await db.insert(categoryPriceLimits).values({ buyerId: 1, categoryId: line.category_id, maxUnitPrice: limit });

      const { page, context, errors } = await harness().newPage({ viewport: PHONE, bypassCSP: true });
      await presetLocation(context);
      await page.goto('/cart');
      await signInWithDialog(page, BUYER);
      const cartElement = page.locator('lapasar-cart');
      const row = cartElement.locator('[part="cart-line"]').filter({ has: page.locator(`a[href="/products/${dearer.id}"]`) });
      await expect
        .poll(() => row.locator('[part="price-limit"]').textContent())
        .toBe(`Price Limit Exceeded: maximum ${formatRM(limit / 100)} per unit. Checkout will not accept this line at this price.`);
      expect(await cartElement.locator('[part="price-limit"]').count()).toBe(1);
      expect(await brokenAcrossLines(page, [])).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/checkout');
      const wizard = wizardOf(page);
      await expect.poll(() => wizard.locator('[part="steps"] button').count()).toBe(3);
      await openStep(wizard, 2);
      const wizardLine = wizard.locator(`[data-sku="${dearer.skuId}"]`);
      const difference = formatRM((Math.round(line.price * 100) - cheaper.price) / 100);
      await expect
        .poll(() => wizardLine.locator('[part="cheaper-alternative"]').textContent())
        .toBe(`${cheaper.name} costs ${formatRM(cheaper.price / 100)} per unit, ${difference} less than this product.`);
      expect(errors).toEqual([]);
      await context.close();
      // The orders placed later are priced without the limit and the line.
      await db.delete(categoryPriceLimits).where(eq(categoryPriceLimits.buyerId, 1));
      await api(`/cart/items/${dearer.skuId}`, { method: 'DELETE', headers: buyer });
    });
  });

  describe('the checkout draft', () => {
    it('is not overwritten by an older second tab, which says so and can take up the newer one; Logout clears it', async () => {
      const { page, context, errors } = await harness().newPage({ bypassCSP: true });
      await presetLocation(context);
      await page.goto('/checkout');
      await signInWithDialog(page, BUYER);
      const wizard = wizardOf(page);
      const note = wizard.locator('textarea[name="order_note"]');
      await expect.poll(() => note.count()).toBe(1);
      await note.fill('First');

      // A second tab of the same browser opens the same draft.
      const second = await context.newPage();
      await second.goto('/checkout');
      const secondNote = wizardOf(second).locator('textarea[name="order_note"]');
      await expect.poll(() => secondNote.inputValue()).toBe('First');

      // The second tab writes the newer draft; the first, now older, must not write over it.
      await secondNote.fill('Newer, from the second tab');
      const draftNote = () =>
        page.evaluate(() => {
          const key = Object.keys(localStorage).find((entry) => entry.startsWith('lapasar-checkout-draft:'));
          return key ? (JSON.parse(localStorage.getItem(key)!) as { values: { order_note: string } }).values.order_note : null;
        });
      await expect.poll(draftNote).toBe('Newer, from the second tab');
      const stale = wizard.locator('[part="stale-draft"]');
      await expect.poll(() => stale.isVisible()).toBe(true);
      expect(await stale.getAttribute('role')).toBe('alert');
      await note.fill('Older, from the first tab');
      expect(await draftNote()).toBe('Newer, from the second tab');

      // From the keyboard, the first tab takes up the newer draft.
      await stale.getByRole('button', { name: 'Continue with the newer version' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => note.inputValue()).toBe('Newer, from the second tab');
      await expect.poll(() => stale.count()).toBe(0);
      await note.fill('Newest, from the first tab again');
      await expect.poll(draftNote).toBe('Newest, from the first tab again');
      expect(await axeViolations(page)).toEqual([]);
      await second.close();

      // Logout leaves no draft for the next person at this browser.
      const header = page.locator('lapasar-header');
      await header.getByRole('button', { name: /^Account: / }).click();
      await header.locator('[part="user-menu"]').getByRole('button', { name: 'Logout' }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect.poll(draftNote).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('a buyer and an approver on a phone', () => {
    it('shows the Approvals count on the phone header, beside the cart, and keyboard reaches it', async () => {
      await placeOrder();
      const { page, context, errors } = await harness().newPage({ viewport: PHONE, bypassCSP: true });
      await presetLocation(context);
      await page.goto('/');
      await signInFromHeader(page, APPROVER);
      const header = page.locator('lapasar-header');
      const link = header.locator('[part="phone-approvals-link"]');
      await expect.poll(() => link.isVisible()).toBe(true);
      await expect.poll(() => link.locator('[part="approvals-badge"]').textContent()).toMatch(/^\d+$/);
      expect(await link.getAttribute('href')).toBe('/approvals');
      expect(await link.textContent()).toMatch(/^Approvals, orders waiting for you: \d+$/);
      await link.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/approvals');
      expect(await axeViolations(page)).toEqual([]);

      // At 1280 px the top bar carries it, and the phone's icon is not shown.
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect.poll(() => link.isVisible()).toBe(false);
      expect(await header.locator('[part="approvals-link"]').isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('never breaks an amount between RM and its figure, or an item code, on the cart and the order detail at 390 px', async () => {
      const poId = await placeOrder();
      const { page, context, errors } = await harness().newPage({ viewport: PHONE, bypassCSP: true });
      await presetLocation(context);
      await page.goto('/cart');
      await signInWithDialog(page, BUYER);
      await expect.poll(() => page.locator('lapasar-cart [part="cart-line"]').count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator('lapasar-cart [part="total"]').textContent()).toMatch(/^RM /);
      expect(await brokenAcrossLines(page, [])).toEqual([]);

      await page.goto('/orders/pre-orders');
      const history = page.locator('lapasar-order-history');
      const row = history.locator('[part~="order"]').filter({ hasText: poId }).first();
      await expect.poll(() => row.count()).toBe(1);
      await row.getByRole('button', { name: 'View details' }).click();
      await expect.poll(() => history.locator('[part="order-totals"]').count()).toBeGreaterThan(0);
      await expect.poll(() => history.getByText('IC-1003', { exact: false }).count()).toBeGreaterThan(0);
      const lines = await history.locator('table tbody tr').count();
      expect(lines).toBeGreaterThan(0);
      expect(await brokenAcrossLines(page, ['IC-1003'])).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("never breaks an amount in what the checkout says at 390 px: the lines' problems, why Submit is held, the budget and the server's words", async () => {
      const { page, context, errors } = await harness().newPage({ viewport: PHONE, bypassCSP: true });
      await presetLocation(context);
      await page.goto('/checkout');
      await signInWithDialog(page, BUYER);
      const wizard = wizardOf(page);
      await settled(wizard);
      await chooseLocation(wizard, 'Shah Alam Plant', 'Plant Maintenance');
      expect(await brokenAcrossLines(page, [])).toEqual([]);
      await openStep(wizard, 2);
      await expect.poll(() => wizard.locator('[part~="budget"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await settled(wizard);
      // Something on the step names an amount, so the check below has something to hold.
      expect(await wizard.locator('[part="checkout-wizard"]').textContent()).toMatch(/RM \d/);
      expect(await brokenAcrossLines(page, [])).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
