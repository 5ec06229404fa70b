import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { ProductListing, ProductListResponse } from '../../src/api/types';
import { useHarness } from './harness';
import { presetLocation, signInFromHeader } from './support';

const harness = useHarness();

const badge = (page: Page, link: 'wishlist-link' | 'cart-link' | 'compare-link') => page.locator(`lapasar-header [part="${link}"] [part="badge"]`);
const badgeCount = async (page: Page, link: 'wishlist-link' | 'cart-link' | 'compare-link') => ((await badge(page, link).count()) === 0 ? '0' : await badge(page, link).textContent());
const cardOf = (page: Page, product: ProductListing) => page.locator('lapasar-home [part="product-card"]').filter({ has: page.locator(`[part="product-name"][title="${product.product_name}"]`) });

/** Hovers the card first: its actions show on hover or focus. */
async function clickCardAction(card: Locator, action: Locator): Promise<void> {
  await card.hover();
  await action.click();
}

async function saved(download: Download): Promise<Buffer> {
  return readFile((await download.path()) as string);
}

describe('wishlist and compare', () => {
  it('hearts three products, compares five into two groups, moves one and back, exports both files and adds wishlist items to the cart', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/products/covid');
    await page.goto('/');
    const { products } = (await (await listed).json()) as ProductListResponse;
    await signInFromHeader(page, 'masked@lapasar.test');
    // Products a wishlist line of quantity 1 can go to the cart with: in stock, shipped here, one SKU, no minimum above 1.
    const addable = products.filter((p) => p.is_variant === 'N' && p.availability === 'Y' && p.total_stock > 0 && p.ships_to_location && p.moq <= 1 && p.primary_sku_id !== null);
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
    await expect.poll(() => page.locator('lapasar-product-detail').getByText(`${fifth.product_name} added to Comparison 2`).count()).toBe(1);
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

    // Both exports: one page or sheet a group, every product in them.
    const compared = [first, second, third, fourth, fifth].map((product) => product.product_name);
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), table.locator('[part="export-pdf"]').click()]);
    expect(pdfDownload.suggestedFilename()).toBe('compare.pdf');
    const pdf = await extractText(new Uint8Array(await saved(pdfDownload)));
    expect(pdf.totalPages).toBe(2);
    const pdfText = pdf.text.join('\n').replace(/\s+/g, ' ');
    for (const name of compared) expect(pdfText).toContain(name.replace(/\s+/g, ' '));

    const [excelDownload] = await Promise.all([page.waitForEvent('download'), table.locator('[part="export-excel"]').click()]);
    expect(excelDownload.suggestedFilename()).toBe('compare.xlsx');
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as the older, non-generic Buffer.
    await workbook.xlsx.load((await saved(excelDownload)) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Comparison 1', 'Comparison 2']);
    const cells = workbook.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
    for (const name of compared) expect(cells).toContain(name);

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
