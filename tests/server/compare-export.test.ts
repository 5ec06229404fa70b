import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CompareRecordResponse } from '../../src/api/types';
import { compareItems, productFeatures, sellers, skus } from '../../server/db/schema';
import { renderComparePdf } from '../../server/domain/compare-pdf';
import { COMPARE_TEXT, NO_LOCATION, shippingWords } from '../../server/domain/compare-text';
import { NOT_SHIPPED, ONLY_AVAILABLE_IN } from '../../src/lib/add-to-cart';
import { fill } from '../../src/lib/fill';
import { SHIPPING_TEXT } from '../../src/lib/product-detail';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, MASKED_BUYER_ID, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { postForm } from './support/compare-form';
import { signIn } from './support/http';

type Item = Awaited<ReturnType<CartFixture['product']>>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ROW_LABELS = [
  'Product',
  'Price',
  'Variant SKU',
  'Features',
  'Vendor',
  'Delivery Term',
  'Vendor Rating',
  'Shipping Charge',
  'Minimum Order Quantity',
];
const MALAY_ROW_LABELS = [
  'Produk',
  'Harga',
  'SKU Varian',
  'Ciri-ciri',
  'Penjual',
  'Tempoh Penghantaran',
  'Penilaian Penjual',
  'Caj Penghantaran',
  'Kuantiti Pesanan Minimum',
];
/** The signed-in buyer of these tests, and where they are priced and shipped. */
const COMPANY = 'Demo Trading Sdn Bhd';
const USER = 'Aisyah Rahman (buyer@lapasar.test)';
const LOCATION = 'Selangor, Petaling';
/** Today in Malaysia as the exports print it: '23 November 2026' (in ms-MY, '1 Ogos 2026'). */
const today = (locale = 'en-MY') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

/** A worksheet's cells, row by row, as exceljs reads them back. */
function cellsOf(sheet: ExcelJS.Worksheet): ExcelJS.Cell[][] {
  const rows: ExcelJS.Cell[][] = [];
  sheet.eachRow((row) => {
    const cells: ExcelJS.Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell));
    rows.push(cells);
  });
  return rows;
}

const textOf = (cell: ExcelJS.Cell | undefined) => String(cell?.value ?? '');

describe.each(engines())('compare exports on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let masked: string;
  /** Six products: groups 1 (the first four) and 2 (the last two). The first comes in Size S (its first SKU) and Size M; the others have no variants. */
  let items: Item[];
  let sizeM: { id: number; code: string };

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.141');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.142');
    const fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    const golf = await fixture.seller('Golf Stationery Sdn Bhd');
    await changeHeard(ctx.db, 'sellers', () =>
      ctx.db
        .update(sellers)
        .set({ defaultDeliveryTermFrom: 3, defaultDeliveryTermTo: 5, rating: 5, totalReview: 42 })
        .where(eq(sellers.id, golf)),
    );
    await fixture.rule({ sellerId: golf, stateId: SELANGOR_ID, mode: 'charged', minCharge: 800, maxCharge: 800 });
    const names = [
      'Golf Desk Lamp',
      'Golf Paper Tray',
      'Golf Ergonomic Office Chair With A Long Name That Wraps Over Lines',
      'Golf Whiteboard',
      'Golf Marker Set',
      'Golf Filing Cabinet',
    ];
    items = [];
    for (const [index, name] of names.entries())
      items.push(await fixture.product(golf, { name, categoryId: childId, actPrice: 2000 + index * 100, moq: 2 }));
    await changeHeard(ctx.db, 'product_features', () =>
      ctx.db.insert(productFeatures).values({ productId: items[0].productId, label: 'Bulb', description: 'LED 9 W' }),
    );
    [sizeM] = await changeHeard(ctx.db, 'skus', () =>
      ctx.db
        .insert(skus)
        .values({ productId: items[0].productId, code: 'GOLF-LAMP-M', price: 123456, actPrice: 123456, stock: 5, moq: 2 })
        .returning({ id: skus.id, code: skus.code }),
    );
    await fixture.refresh([items[0].productId]);
    await fixture.variantAxis(items[0].productId, 'Size', 1, [
      { skuId: items[0].skuId, label: 'S' },
      { skuId: sizeM.id, label: 'M' },
    ]);
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await ctx.db.execute(sql`delete from ${compareItems}`);
  });

  const exportFile = (format: 'pdf' | 'excel', byId = BUYER_ID, token = buyer, headers: Record<string, string> = SELANGOR) =>
    postForm(ctx.app, `export/${format}`, { by_id: byId }, { token, headers });
  /** Compares every product; answers the compare ids. */
  const compareAll = async () => {
    const ids: number[] = [];
    for (const item of items)
      ids.push(
        (await postForm<CompareRecordResponse>(ctx.app, 'add/product', { by_id: BUYER_ID, product_id: item.productId }, { token: buyer }))
          .body.data.compare_id,
      );
    return ids;
  };
  const workbookOf = async (bytes: Uint8Array) => {
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as the Buffer of older Node typings.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    return workbook;
  };

  it('exports one worksheet a group, titled Comparison {n}, headed by the date, company, user and location, a column a product', async () => {
    await compareAll();
    const { status, response, bytes } = await exportFile('excel');
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(XLSX);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="compare\.xlsx"/);
    const workbook = await workbookOf(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Comparison 1', 'Comparison 2']);
    for (const sheet of workbook.worksheets) {
      const rows = cellsOf(sheet).map((row) => row.map(textOf));
      expect(rows.slice(0, 4).map((row) => row[0])).toEqual(['Date', 'Company', 'Exported by', 'Delivery location']);
      expect(rows[0][1]).toMatch(new RegExp(`^${today()}, .+ MYT$`));
      expect(rows.slice(1, 4).map((row) => row[1])).toEqual([COMPANY, USER, LOCATION]);
      // The screen's empty slots are no part of the record.
      expect(rows.flat()).not.toContain('Empty Slot');
    }
    const table = (name: string) => {
      const rows = cellsOf(workbook.getWorksheet(name) as ExcelJS.Worksheet);
      return rows.slice(rows.findIndex((row) => textOf(row[0]) === 'Product'));
    };
    const first = table('Comparison 1');
    expect(first.map((row) => textOf(row[0]))).toEqual(ROW_LABELS);
    expect(first[0].slice(1).map(textOf)).toEqual(items.slice(0, 4).map((item) => item.name));
    const [, price, sku, features, vendor, term, rating, shipping, moq] = first;
    expect(sku.slice(1).map(textOf)).toEqual([`${items[0].code} (Size: S)`, items[1].code, items[2].code, items[3].code]);
    expect(textOf(features[1])).toBe('Bulb: LED 9 W');
    expect(textOf(vendor[1])).toBe('Golf Stationery Sdn Bhd');
    expect(textOf(term[1])).toBe('3 - 5 days');
    expect(textOf(rating[1])).toBe('5 / 5 (42 reviews)');
    // Money is a number of ringgit shown in RM, the MOQ a whole number.
    expect(price.slice(1).map((cell) => cell.value)).toEqual([20, 21, 22, 23]);
    expect(shipping[1].value).toBe(8);
    for (const cell of [...price.slice(1), shipping[1]]) expect(cell.numFmt).toBe('"RM" #,##0.00');
    expect(moq.slice(1).map((cell) => cell.value)).toEqual([2, 2, 2, 2]);
    expect(moq[1].numFmt).toBe('0');
    // Group 2's two products and no empty slots.
    const second = table('Comparison 2');
    expect(second[0].slice(1).map(textOf)).toEqual([items[4].name, items[5].name]);
    expect(second[2].slice(1).map(textOf)).toEqual([items[4].code, items[5].code]);
  });

  it('exports the chosen SKU by its code and variant options, priced in thousands', async () => {
    const [lamp] = await compareAll();
    await postForm(ctx.app, 'update', { compare_id: lamp, sku_id: sizeM.id }, { token: buyer, headers: SELANGOR });
    const workbook = await workbookOf((await exportFile('excel')).bytes);
    const rows = cellsOf(workbook.getWorksheet('Comparison 1') as ExcelJS.Worksheet);
    const row = (label: string) => rows.find((cells) => textOf(cells[0]) === label) as ExcelJS.Cell[];
    expect(textOf(row('Variant SKU')[1])).toBe('GOLF-LAMP-M (Size: M)');
    expect(row('Price')[1].value).toBe(1234.56);
    expect(row('Price')[1].numFmt).toBe('"RM" #,##0.00');
    const pdf = await extractText(await getDocumentProxy((await exportFile('pdf')).bytes), { mergePages: false });
    const page = pdf.text[0].replace(/\s+/g, ' ');
    expect(page).toContain('GOLF-LAMP-M (Size: M)');
    expect(page).toContain('RM 1,234.56');
  });

  it('says so when no delivery location was chosen', async () => {
    await compareAll();
    const workbook = await workbookOf((await exportFile('excel', BUYER_ID, buyer, {})).bytes);
    const rows = cellsOf(workbook.worksheets[0]).map((row) => row.map(textOf));
    expect(rows[3]).toEqual(['Delivery location', 'Not specified']);
    const pdf = await extractText(await getDocumentProxy((await exportFile('pdf', BUYER_ID, buyer, {})).bytes), { mergePages: false });
    expect(pdf.text[0].replace(/\s+/g, ' ')).toContain('Delivery location: Not specified');
  });

  it('exports one PDF page a group headed by the date, company, user and location, with every product of the group and its SKU', async () => {
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
    for (const page of pages) {
      expect(page).toContain(`Date: ${today()}, `);
      expect(page).toContain(`Company: ${COMPANY}`);
      expect(page).toContain(`Exported by: ${USER}`);
      expect(page).toContain(`Delivery location: ${LOCATION}`);
      expect(page).not.toContain('Empty Slot');
    }
    for (const item of items.slice(0, 4)) expect(pages[0]).toContain(item.name);
    for (const item of items.slice(4)) expect(pages[1]).toContain(item.name);
    expect(pages[0]).toContain(`${items[0].code} (Size: S)`);
    for (const item of items.slice(1, 4)) expect(pages[0]).toContain(item.code);
    for (const item of items.slice(4)) expect(pages[1]).toContain(item.code);
    for (const label of ROW_LABELS) expect(pages[0]).toContain(label);
  });

  it('words the worksheets in Bahasa Malaysia when the request asks for ms-MY, the figures kept as numbers', async () => {
    await compareAll();
    const { status, bytes } = await exportFile('excel', BUYER_ID, buyer, { ...SELANGOR, 'Accept-Language': 'ms-MY' });
    expect(status).toBe(200);
    const workbook = await workbookOf(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Perbandingan 1', 'Perbandingan 2']);
    const rows = cellsOf(workbook.worksheets[0]);
    const texts = rows.map((row) => row.map(textOf));
    expect(texts.slice(0, 4).map((row) => row[0])).toEqual(['Tarikh', 'Syarikat', 'Dieksport oleh', 'Lokasi penghantaran']);
    expect(texts[0][1]).toMatch(new RegExp(`^${today('ms-MY')}, \\d{1,2}:\\d{2} (PG|PTG) MYT$`));
    expect(texts.slice(1, 4).map((row) => row[1])).toEqual([COMPANY, USER, LOCATION]);
    const table = rows.slice(texts.findIndex((row) => row[0] === 'Produk'));
    expect(table.map((row) => textOf(row[0]))).toEqual(MALAY_ROW_LABELS);
    const [, price, , , , term, rating, shipping, moq] = table;
    expect(textOf(term[1])).toBe('3 - 5 hari');
    expect(textOf(rating[1])).toBe('5 / 5 (42 ulasan)');
    expect(price.slice(1).map((cell) => cell.value)).toEqual([20, 21, 22, 23]);
    expect(price[1].numFmt).toBe('"RM" #,##0.00');
    expect(shipping[1].value).toBe(8);
    expect(moq.slice(1).map((cell) => cell.value)).toEqual([2, 2, 2, 2]);
    for (const english of [...ROW_LABELS, 'Date', 'Company', 'Exported by', 'Delivery location', '3 - 5 days', '5 / 5 (42 reviews)'])
      expect(texts.flat()).not.toContain(english);
  });

  it('words the PDF in Bahasa Malaysia when the request asks for ms-MY, and says in Malay that no location was chosen', async () => {
    await compareAll();
    const { status, bytes } = await exportFile('pdf', BUYER_ID, buyer, { ...SELANGOR, 'Accept-Language': 'ms-MY,en;q=0.8' });
    expect(status).toBe(200);
    const proxy = await getDocumentProxy(bytes);
    const { text } = await extractText(proxy, { mergePages: false });
    const pages = text.map((page) => page.replace(/\s+/g, ' '));
    expect(pages[0]).toContain('PERBANDINGAN PRODUK Perbandingan 1');
    expect(pages[1]).toContain('PERBANDINGAN PRODUK Perbandingan 2');
    for (const page of pages) {
      expect(page).toContain(`Tarikh: ${today('ms-MY')}, `);
      expect(page).toContain(`Syarikat: ${COMPANY}`);
      expect(page).toContain(`Dieksport oleh: ${USER}`);
      expect(page).toContain(`Lokasi penghantaran: ${LOCATION}`);
    }
    for (const label of MALAY_ROW_LABELS) expect(pages[0]).toContain(label);
    expect(pages[0]).toContain('3 - 5 hari');
    expect(pages[0]).toContain('RM 8.00');
    for (const english of [
      'PRODUCTS COMPARE',
      'Comparison',
      'Date:',
      'Company:',
      'Exported by',
      'Delivery',
      'Vendor',
      'Minimum Order',
      'days',
      'reviews',
    ])
      expect(pages.join(' ')).not.toContain(english);
    const { info } = await proxy.getMetadata();
    expect((info as { Title?: string }).Title).toBe('PERBANDINGAN PRODUK');

    const unplaced = await extractText(
      await getDocumentProxy((await exportFile('pdf', BUYER_ID, buyer, { 'Accept-Language': 'ms' })).bytes),
      {
        mergePages: false,
      },
    );
    const page = unplaced.text[0].replace(/\s+/g, ' ');
    expect(page).toContain('Lokasi penghantaran: Tidak dinyatakan');
    expect(page).toContain('Sila pilih lokasi anda untuk melihat maklumat penghantaran');
    expect(page).not.toContain('Please select');
  });

  it.each([{ 'Accept-Language': 'en-MY' }, { 'Accept-Language': 'en-GB,ms;q=0.9' }, { 'Accept-Language': '' }])(
    'stays in English for Accept-Language %o',
    async (language) => {
      await compareAll();
      const workbook = await workbookOf((await exportFile('excel', BUYER_ID, buyer, { ...SELANGOR, ...language })).bytes);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Comparison 1', 'Comparison 2']);
      const rows = cellsOf(workbook.worksheets[0]).map((row) => row.map(textOf));
      expect(rows.slice(0, 4).map((row) => row[0])).toEqual(['Date', 'Company', 'Exported by', 'Delivery location']);
      expect(rows.slice(rows.findIndex((row) => row[0] === 'Product')).map((row) => row[0])).toEqual(ROW_LABELS);
      const pdf = await extractText(
        await getDocumentProxy((await exportFile('pdf', BUYER_ID, buyer, { ...SELANGOR, ...language })).bytes),
        {
          mergePages: false,
        },
      );
      const page = pdf.text[0].replace(/\s+/g, ' ');
      expect(page).toContain('PRODUCTS COMPARE Comparison 1');
      expect(page).toContain(`Date: ${today()}, `);
      for (const malay of ['PERBANDINGAN', 'Tarikh', 'Syarikat', 'Penjual', 'hari']) expect(page).not.toContain(malay);
    },
  );

  it('answers 404 for an empty list and 403 for another company, on both formats', async () => {
    for (const format of ['pdf', 'excel'] as const) {
      expect(await exportFile(format)).toMatchObject({ status: 404, body: { error: 'No items in your compare' } });
      expect(await exportFile(format, MASKED_BUYER_ID)).toMatchObject({
        status: 403,
        body: { error: 'You can only use your own compare list' },
      });
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
      rows: ROW_LABELS.slice(1).map((label) => ({ label, cells: [long, long, long, long].map((text) => ({ text })) })),
    });
    const heading = {
      exportedAt: new Date(),
      company: 'A Company With A Long Name Sdn Bhd',
      user: { name: 'A Buyer', email: 'buyer@example.test' },
      location: { state: 'Selangor', district: 'Petaling' },
    };
    const pdf = await renderComparePdf({ heading, tables: [table(1), table(2), table(3)] });
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
    expect(totalPages).toBe(3);
    expect(text[2].replace(/\s+/g, ' ')).toContain('Product 3.4');
  });
});

describe('compare export shipping words', () => {
  it('words free shipping, a restriction and a missing location again in Malay, and leaves a charge and any other text alone', () => {
    const [en, ms] = [COMPARE_TEXT.en, COMPARE_TEXT.ms];
    const restricted = fill(ONLY_AVAILABLE_IN, { location: 'Selangor, Johor' });
    expect(
      [SHIPPING_TEXT.free, NOT_SHIPPED, restricted, NO_LOCATION, 'RM 8.00', 'Something else'].map((charge) => shippingWords(charge, ms)),
    ).toEqual([
      'Penghantaran Percuma',
      'Penjual tidak menyediakan perkhidmatan penghantaran ke lokasi anda',
      'Produk ini hanya tersedia di Selangor, Johor',
      'Sila pilih lokasi anda untuk melihat maklumat penghantaran',
      'RM 8.00',
      'Something else',
    ]);
    for (const charge of [SHIPPING_TEXT.free, NOT_SHIPPED, restricted, NO_LOCATION]) expect(shippingWords(charge, en)).toBe(charge);
  });
});
