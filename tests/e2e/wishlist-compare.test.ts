import { readFile } from 'node:fs/promises';
import { asc, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { products, skus } from '../../server/db/schema';
import { skuVariantOptionRows } from '../../server/queries/cart-view';
import { isListed } from '../../server/queries/products';
import type { ProductListing, ProductListResponse } from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();

/** masked@lapasar.test, its company, and where it shops from (presetLocation's default). */
const MASKED_BUYER_ID = 2;
const RECORD_HEADING = { company: 'Masked Procurement Sdn Bhd', user: 'Daniel Tan (masked@lapasar.test)', location: 'Selangor, Petaling' };
/** Today in Malaysia as the exports print it: '23 November 2026'. */
const today = () =>
  new Intl.DateTimeFormat('en-MY', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

/** A product's SKUs in the order compare offers them (the primary first), each with its variant options as 'Size: S, Colour: Red'. */
async function skusOf(productId: number): Promise<{ code: string; label: string }[]> {
  const db = harness().db;
  const rows = await db
    .select({ id: skus.id, code: skus.code })
    .from(skus)
    .where(eq(skus.productId, productId))
    .orderBy(desc(skus.isPrimary), asc(skus.id));
  const options = await skuVariantOptionRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    code: row.code,
    label: options
      .filter((option) => option.skuId === row.id)
      .map((option) => `${option.variantName}: ${option.option}`)
      .join(', '),
  }));
}

/** The first product with variants and two SKUs or more that the buyer may see, other than `others`. */
async function variantProduct(others: readonly number[]): Promise<{ id: number; name: string }> {
  const db = harness().db;
  for (const product of await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.isVariant, 'Y'))
    .orderBy(asc(products.id))) {
    if (others.includes(product.id) || !(await isListed(db, product.id, MASKED_BUYER_ID))) continue;
    if ((await skusOf(product.id)).length >= 2) return product;
  }
  throw new Error('The seed has no variant product with two SKUs');
}

const badge = (page: Page, link: 'wishlist-link' | 'cart-link' | 'compare-link') =>
  page.locator(`lapasar-header [part="${link}"] [part="badge"]`);
const badgeCount = async (page: Page, link: 'wishlist-link' | 'cart-link' | 'compare-link') =>
  (await badge(page, link).count()) === 0 ? '0' : await badge(page, link).textContent();
const cardOf = (page: Page, product: ProductListing) =>
  page
    .locator('lapasar-home [part="product-card"]')
    .filter({ has: page.locator(`[part="product-name"][title="${product.product_name}"]`) });

/** Hovers the card first: its actions show on hover or focus. */
async function clickCardAction(card: Locator, action: Locator): Promise<void> {
  await card.hover();
  await action.click();
}

async function saved(download: Download): Promise<Buffer> {
  return readFile((await download.path()) as string);
}

describe('wishlist and compare', () => {
  it('hearts three products, compares five into two groups, moves one and back, adds a product with variants, exports both files as records and adds wishlist items to the cart', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/products/covid');
    await page.goto('/');
    const { products } = (await (await listed).json()) as ProductListResponse;
    await signInFromHeader(page, 'masked@lapasar.test');
    // Products a wishlist line of quantity 1 can go to the cart with: in stock, shipped here, one SKU, no minimum above 1.
    const addable = products.filter(
      (p) =>
        p.is_variant === 'N' &&
        p.availability === 'Y' &&
        p.total_stock > 0 &&
        p.ships_to_location &&
        p.moq <= 1 &&
        p.primary_sku_id !== null,
    );
    expect(addable.length).toBeGreaterThanOrEqual(5);
    const [first, second, third, fourth, fifth] = addable;

    // Three hearts on the cards.
    for (const product of [first, second, third]) {
      const card = cardOf(page, product);
      await clickCardAction(card, card.locator('[part="wishlist-toggle"]'));
      await expect.poll(() => card.locator('[part="wishlist-toggle"]').getAttribute('aria-pressed')).toBe('true');
    }
    await expect.poll(() => badgeCount(page, 'wishlist-link')).toBe('3');

    // Four to compare from the cards: all in group 1.
    for (const [index, product] of [first, second, third, fourth].entries()) {
      const card = cardOf(page, product);
      await clickCardAction(card, card.locator('[part="add-to-compare"]'));
      await expect.poll(() => page.locator('lapasar-home').getByText(`${product.product_name} added to Comparison 1`).count()).toBe(1);
      await expect.poll(() => badgeCount(page, 'compare-link')).toBe(String(index + 1));
    }

    // A fifth from its product page opens group 2.
    await cardOf(page, fifth).locator('[part="product-name"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${fifth.product_id}`);
    await page.locator('lapasar-product-detail [part="add-to-compare"]').click();
    await expect
      .poll(() => page.locator('lapasar-product-detail').getByText(`${fifth.product_name} added to Comparison 2`).count())
      .toBe(1);
    await expect.poll(() => badgeCount(page, 'compare-link')).toBe('5');

    await page.locator('lapasar-header [part="compare-link"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/compare');
    const table = page.locator('lapasar-compare-table');
    const group = (n: number) => table.locator(`[part="group"][aria-label="Comparison ${n}"]`);
    const columns = (n: number) => group(n).locator('[part="product-column"]');
    await expect.poll(() => columns(1).count()).toBe(4);
    await expect.poll(() => columns(2).count()).toBe(1);
    expect(await group(2).textContent()).toContain(fifth.product_name);

    // The fourth moves to group 2, then back to group 1.
    await table.getByRole('combobox', { name: `Move ${fourth.product_name} to` }).selectOption('2');
    await expect.poll(() => columns(2).count()).toBe(2);
    expect(await columns(1).count()).toBe(3);
    await table.getByRole('combobox', { name: `Move ${fourth.product_name} to` }).selectOption('1');
    await expect.poll(() => columns(1).count()).toBe(4);
    expect(await columns(2).count()).toBe(1);
    expect(await group(1).textContent()).toContain(fourth.product_name);

    // A product with variants joins group 2 from its page; its selector names each SKU by its options.
    const plain = [first, second, third, fourth, fifth];
    const variant = await variantProduct(plain.map((product) => product.product_id));
    const variantSkus = await skusOf(variant.id);
    await page.goto(`/products/${variant.id}`);
    await page.locator('lapasar-product-detail [part="add-to-compare"]').click();
    await expect.poll(() => page.locator('lapasar-product-detail').getByText(`${variant.name} added to Comparison 2`).count()).toBe(1);
    await page.locator('lapasar-header [part="compare-link"]').click();
    await expect.poll(() => columns(2).count()).toBe(2);
    const variantSelect = table.getByRole('combobox', { name: `Variant of ${variant.name}` });
    expect(await variantSelect.locator('option').allTextContents()).toEqual(variantSkus.map((sku) => sku.label));

    // Both exports are procurement records: one page or sheet a group, headed by the date, the
    // company, the user and the location, every product with its SKU's code, and no empty slots.
    const compared = [...plain.map((product) => product.product_name), variant.name];
    const codes = [
      ...(await Promise.all(plain.map(async (product) => (await skusOf(product.product_id))[0].code))),
      `${variantSkus[0].code} (${variantSkus[0].label})`,
    ];
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), table.locator('[part="export-pdf"]').click()]);
    expect(pdfDownload.suggestedFilename()).toBe('compare.pdf');
    const pdf = await extractText(new Uint8Array(await saved(pdfDownload)), { mergePages: false });
    expect(pdf.totalPages).toBe(2);
    const pdfPages = pdf.text.map((text) => text.replace(/\s+/g, ' '));
    for (const pdfPage of pdfPages) {
      expect(pdfPage).toContain(`Date: ${today()}, `);
      expect(pdfPage).toContain(`Company: ${RECORD_HEADING.company}`);
      expect(pdfPage).toContain(`Exported by: ${RECORD_HEADING.user}`);
      expect(pdfPage).toContain(`Delivery location: ${RECORD_HEADING.location}`);
      expect(pdfPage).not.toContain('Empty Slot');
    }
    const pdfText = pdfPages.join(' ');
    for (const name of compared) expect(pdfText).toContain(name.replace(/\s+/g, ' '));
    for (const code of codes) expect(pdfText).toContain(code);

    const [excelDownload] = await Promise.all([page.waitForEvent('download'), table.locator('[part="export-excel"]').click()]);
    expect(excelDownload.suggestedFilename()).toBe('compare.xlsx');
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as the older, non-generic Buffer.
    await workbook.xlsx.load((await saved(excelDownload)) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Comparison 1', 'Comparison 2']);
    const cells = workbook.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
    for (const name of compared) expect(cells).toContain(name);
    for (const code of codes) expect(cells).toContain(code);
    expect(cells).not.toContain('Empty Slot');
    for (const sheet of workbook.worksheets) {
      const row = (label: string) => sheet.getColumn(1).values.indexOf(label);
      expect(sheet.getCell(row('Date'), 2).text).toMatch(new RegExp(`^${today()}, .+ MYT$`));
      expect([row('Company'), row('Exported by'), row('Delivery location')].map((at) => sheet.getCell(at, 2).text)).toEqual([
        RECORD_HEADING.company,
        RECORD_HEADING.user,
        RECORD_HEADING.location,
      ]);
      const products = sheet.getRow(row('Product')).cellCount - 1;
      for (let column = 2; column <= products + 1; column++) {
        // Prices are ringgit in an RM format, MOQs whole numbers.
        const price = sheet.getCell(row('Price'), column);
        expect(typeof price.value).toBe('number');
        expect(price.numFmt).toBe('"RM" #,##0.00');
        expect(Number.isInteger(sheet.getCell(row('Minimum Order Quantity'), column).value)).toBe(true);
      }
    }

    // Two of the three wishlist products, selected, go to the cart.
    expect(await badgeCount(page, 'cart-link')).toBe('0');
    await page.locator('lapasar-header [part="wishlist-link"]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/wishlist');
    const wishlist = page.locator('lapasar-wishlist');
    await expect.poll(() => wishlist.locator('[part="wishlist-item"]').count()).toBe(3);
    for (const product of [first, third]) await wishlist.getByRole('checkbox', { name: `Select ${product.product_name}` }).check();
    await wishlist.locator('[part="add-selected"]').click();
    await expect.poll(() => wishlist.locator('[part="bulk-result"]').textContent()).toContain('Successfully added 2 item(s) to cart!');
    await expect.poll(() => badgeCount(page, 'cart-link')).toBe('2');
    expect(errors).toEqual([]);
    await context.close();
  });
});
