import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compareItems, productFeatures, sellers } from '../../server/db/schema';
import { renderComparePdf } from '../../server/domain/compare-pdf';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, MASKED_BUYER_ID, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { postForm } from './support/compare-form';
import { signIn } from './support/http';

type Item = Awaited<ReturnType<CartFixture['product']>>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ROW_LABELS = ['Product', 'Price', 'Variant SKU', 'Features', 'Vendor', 'Delivery Term', 'Vendor Rating', 'Shipping Charge', 'Minimum Order Quantity'];

describe.each(engines())('compare exports on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let masked: string;
  /** Six products: groups 1 (the first four) and 2 (the last two). */
  let items: Item[];

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.141');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.142');
    const fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    const golf = await fixture.seller('Golf Stationery Sdn Bhd');
    await changeHeard(ctx.db, 'sellers', () => ctx.db.update(sellers).set({ defaultDeliveryTermFrom: 3, defaultDeliveryTermTo: 5, rating: 5, totalReview: 42 }).where(eq(sellers.id, golf)));
    await fixture.rule({ sellerId: golf, stateId: SELANGOR_ID, mode: 'charged', minCharge: 800, maxCharge: 800 });
    const names = ['Golf Desk Lamp', 'Golf Paper Tray', 'Golf Ergonomic Office Chair With A Long Name That Wraps Over Lines', 'Golf Whiteboard', 'Golf Marker Set', 'Golf Filing Cabinet'];
    items = [];
    for (const [index, name] of names.entries()) items.push(await fixture.product(golf, { name, categoryId: childId, actPrice: 2000 + index * 100, moq: 2 }));
    await changeHeard(ctx.db, 'product_features', () => ctx.db.insert(productFeatures).values({ productId: items[0].productId, label: 'Bulb', description: 'LED 9 W' }));
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await ctx.db.execute(sql`delete from ${compareItems}`);
  });

  const exportFile = (format: 'pdf' | 'excel', byId = BUYER_ID, token = buyer) => postForm(ctx.app, `export/${format}`, { by_id: byId }, { token, headers: SELANGOR });
  const compareAll = async () => {
    for (const item of items) await postForm(ctx.app, 'add/product', { by_id: BUYER_ID, product_id: item.productId }, { token: buyer });
  };

  it('exports one worksheet a group, titled Comparison {n}, with every product and the rows of the table', async () => {
    await compareAll();
    const { status, response, bytes } = await exportFile('excel');
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(XLSX);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="compare\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as the Buffer of older Node typings.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Comparison 1', 'Comparison 2']);
    const table = (name: string) => {
      const sheet = workbook.getWorksheet(name) as ExcelJS.Worksheet;
      const rows: string[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
      return rows;
    };
    const first = table('Comparison 1');
    expect(first.map((row) => row[0])).toEqual(ROW_LABELS);
    expect(first[0].slice(1)).toEqual(items.slice(0, 4).map((item) => item.name));
    expect(first[1][1]).toBe('RM 20.00');
    expect(first[2][1]).toBe('N/A');
    expect(first[3][1]).toBe('Bulb: LED 9 W');
    expect(first[4][1]).toBe('Golf Stationery Sdn Bhd');
    expect(first[5][1]).toBe('3 - 5 days');
    expect(first[6][1]).toBe('5 / 5 (42 reviews)');
    expect(first[7][1]).toBe('RM 8.00');
    expect(first[8][1]).toBe('2');
    // Group 2's two products, then its empty slots.
    expect(table('Comparison 2')[0].slice(1)).toEqual([items[4].name, items[5].name, 'Empty Slot', 'Empty Slot']);
  });

  it('exports one PDF page a group whose text holds every product of the group', async () => {
    await compareAll();
    const { status, response, bytes } = await exportFile('pdf');
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="compare\.pdf"/);
    const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: false });
    expect(totalPages).toBe(2);
    const pages = text.map((page) => page.replace(/\s+/g, ' '));
    expect(pages[0]).toContain('Comparison 1');
    expect(pages[1]).toContain('Comparison 2');
    for (const item of items.slice(0, 4)) expect(pages[0]).toContain(item.name);
    for (const item of items.slice(4)) expect(pages[1]).toContain(item.name);
    for (const label of ROW_LABELS) expect(pages[0]).toContain(label);
    expect(pages[1]).toContain('Empty Slot');
  });

  it('answers 404 for an empty list and 403 for another company, on both formats', async () => {
    for (const format of ['pdf', 'excel'] as const) {
      expect(await exportFile(format)).toMatchObject({ status: 404, body: { error: 'No items in your compare' } });
      expect(await exportFile(format, MASKED_BUYER_ID)).toMatchObject({ status: 403, body: { error: 'You can only use your own compare list' } });
      expect(await exportFile(format, MASKED_BUYER_ID, masked)).toMatchObject({ status: 404 });
    }
  });
});

describe('compare PDF layout', () => {
  it('keeps each group on one page however long its cells are', async () => {
    const long = 'Tempered steel frame with a powder-coated finish. '.repeat(40);
    const table = (n: number) => ({
      title: `Comparison ${n}`,
      columns: [1, 2, 3, 4].map((column) => `Product ${n}.${column} ${'with a long name '.repeat(6)}`),
      rows: ROW_LABELS.slice(1).map((label) => ({ label, cells: [long, long, long, long] })),
    });
    const pdf = await renderComparePdf([table(1), table(2), table(3)]);
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
    expect(totalPages).toBe(3);
    expect(text[2].replace(/\s+/g, ' ')).toContain('Product 3.4');
  });
});
