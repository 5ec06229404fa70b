import { desc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRM } from '../../src/lib/money';
import { quotations, sellers } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, MASKED_BUYER_ID, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { call, signIn } from './support/http';

type Item = Awaited<ReturnType<CartFixture['product']>>;
type ItemName = 'pens' | 'paper' | 'desk' | 'files' | 'markers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Malaysia as YYYYMMDD. */
function malaysianToday(): string {
  const shifted = new Date(Date.now() + 8 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 10).replaceAll('-', '');
}

/** The PDF's text with runs of white space as one space. */
async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A moment's day in Malaysia, as the quotation prints it. */
const malaysianDay = (at: Date, locale = 'en-MY') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kuala_Lumpur' }).format(at);

describe.each(engines())('quotation on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let seller: string;
  let masked: string;
  let fixture: CartFixture;
  let zeta: number;
  let items: Record<ItemName, Item>;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.141');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.142');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.143');
    fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    zeta = await fixture.seller('Zeta Stationery Sdn Bhd');
    await changeHeard(ctx.db, 'sellers', () =>
      ctx.db.update(sellers).set({ phone: '+60355100200', email: 'orders@zeta.example.my' }).where(eq(sellers.id, zeta)),
    );
    await fixture.rule({ sellerId: zeta, stateId: SELANGOR_ID, mode: 'free' });
    items = {
      pens: await fixture.product(zeta, { name: 'Zeta Gel Pens', categoryId: childId, actPrice: 4550, code: 'ZT-PEN-12' }),
      paper: await fixture.product(zeta, { name: 'Zeta Copier Paper', categoryId: childId, actPrice: 1999, code: 'ZT-PPR-A4' }),
      desk: await fixture.product(zeta, { name: 'Zeta Standing Desk', categoryId: childId, actPrice: 89900, code: 'ZT-DSK-01' }),
      files: await fixture.product(zeta, { name: 'Zeta Box Files', categoryId: childId, actPrice: 600, code: 'ZT-BOX-10', moq: 10 }),
      markers: await fixture.product(zeta, { name: 'Zeta Markers', categoryId: childId, actPrice: 320, code: 'ZT-MRK-05', moq: 5 }),
    };
    await fixture.rule({ sellerId: zeta, productId: items.desk.productId, stateId: SELANGOR_ID, mode: 'not_shipped' });
    await fixture.refresh([items.desk.productId]);
  });
  afterAll(() => ctx?.close());
  beforeEach(() => fixture.clearCarts());

  const quote = (token: string | undefined, headers: Record<string, string> = SELANGOR) =>
    ctx.app.request('/api/cart/quotation', {
      method: 'POST',
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });

  it('answers a PDF of the lines shipped to the location, and saves the quotation', async () => {
    await fixture.line(BUYER_ID, items.pens, 2);
    await fixture.line(BUYER_ID, items.paper, 1);
    await fixture.line(BUYER_ID, items.desk, 1);
    const response = await quote(buyer);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="quotation.pdf"');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const [saved] = await ctx.db.select().from(quotations).orderBy(desc(quotations.id)).limit(1);
    // 2 x 45.50 + 19.99 = 110.99, free shipping, 8% SST 8.88: 119.87 (the desk is not shipped to Selangor).
    expect(saved).toMatchObject({
      buyerId: BUYER_ID,
      userId: 1,
      grandTotal: 11987,
      number: `QT-${malaysianToday()}-${String(saved.id).padStart(6, '0')}`,
    });
    expect(saved.validUntil.getTime() - saved.createdAt.getTime()).toBe(30 * DAY_MS);

    const flat = await textOf(bytes);
    expect(flat).toContain(saved.number);
    expect(flat).toContain('ZT-PEN-12');
    expect(flat).toContain('ZT-PPR-A4');
    expect(flat).toContain(formatRM(119.87));
  });

  it("heads the quotation with the buyer company, its first saved address and the seller's name, place and contact", async () => {
    await fixture.line(BUYER_ID, items.pens, 2);
    const text = await textOf(new Uint8Array(await (await quote(buyer)).arrayBuffer()));
    // The demo company's first location is its Head Office.
    expect(text).toContain('QUOTATION FOR Demo Trading Sdn Bhd Registration no: 201901000001 (1300001-A) SST no: W10-1808-32000001');
    expect(text).toContain('Level 12, Menara Demo, Jalan Sultan Ismail, Bukit Bintang 50250 Kuala Lumpur Kuala Lumpur, Malaysia');
    expect(text).toContain('Seller: Zeta Stationery Sdn Bhd Shah Alam, Selangor | Tel: +60355100200 | Email: orders@zeta.example.my');
  });

  it('shows a buyer who may not see seller names only the masked code and place, without the contact', async () => {
    await fixture.line(MASKED_BUYER_ID, items.pens, 2);
    const response = await quote(masked);
    expect(response.status).toBe(200);
    const text = await textOf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Masked Procurement Sdn Bhd Registration no: 201801000002 (1200002-B) SST no: - Address: not on file');
    expect(text).toContain(`Seller: VNDR-${String(zeta).padStart(6, '0')} Shah Alam, Selangor No.`);
    for (const hidden of ['Zeta Stationery', '+60355100200', 'orders@zeta.example.my']) expect(text).not.toContain(hidden);
    expect(text).toContain('ZT-PEN-12');
  });

  it('prints the dates the quotation is saved with, in Malaysia, valid 30 days', async () => {
    await fixture.line(BUYER_ID, items.paper, 1);
    const text = await textOf(new Uint8Array(await (await quote(buyer)).arrayBuffer()));
    const [saved] = await ctx.db.select().from(quotations).orderBy(desc(quotations.id)).limit(1);
    expect(text).toContain(`Date of issue: ${malaysianDay(saved.createdAt)}, `);
    expect(text).toContain(`Valid until: ${malaysianDay(saved.validUntil)}, `);
    expect(text).toMatch(/Date of issue: [^,]+, \d{1,2}:\d{2} [ap]m MYT Valid until: [^,]+, \d{1,2}:\d{2} [ap]m MYT Validity: 30 days/);
  });

  it('marks a line below its MOQ with a note to raise it, and quotes a line at its MOQ unmarked', async () => {
    await fixture.line(BUYER_ID, items.files, 4);
    await fixture.line(BUYER_ID, items.markers, 5);
    const response = await quote(buyer);
    expect(response.status).toBe(200);
    const text = await textOf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('ZT-BOX-10 Zeta Box Files Below MOQ (min 10) 4 6.00 24.00');
    expect(text).toContain('ZT-MRK-05 Zeta Markers 5 3.20 16.00');
    expect(text).not.toContain('Below MOQ (min 5)');
    expect(text).toContain(
      'raise each to at least its minimum before ordering. No. 1: Minimum order quantity for Zeta Box Files is 10; quoted 4, 6 more needed.',
    );
    // 24.00 + 16.00, free shipping, 8% SST 3.20: the line below its MOQ is still quoted.
    expect(text).toContain(formatRM(43.2));
  });

  it('words the quotation in Bahasa Malaysia when the request asks for ms-MY, the figures as in English', async () => {
    await fixture.line(BUYER_ID, items.files, 4);
    await fixture.line(BUYER_ID, items.pens, 2);
    await fixture.line(BUYER_ID, items.desk, 1);
    const response = await quote(buyer, { ...SELANGOR, 'Accept-Language': 'ms-MY' });
    expect(response.status).toBe(200);
    const text = await textOf(new Uint8Array(await response.arrayBuffer()));
    const [saved] = await ctx.db.select().from(quotations).orderBy(desc(quotations.id)).limit(1);
    for (const expected of [
      `SEBUT HARGA ${saved.number}`,
      `Tarikh dikeluarkan: ${malaysianDay(saved.createdAt, 'ms-MY')}, `,
      `Sah sehingga: ${malaysianDay(saved.validUntil, 'ms-MY')}, `,
      'Tempoh sah: 30 hari',
      'SEBUT HARGA UNTUK Demo Trading Sdn Bhd No. pendaftaran: 201901000001 (1300001-A) No. SST: W10-1808-32000001',
      'LOKASI PENGHANTARAN',
      'DISEDIAKAN OLEH',
      'Penjual: Zeta Stationery Sdn Bhd Shah Alam, Selangor | Tel: +60355100200 | E-mel: orders@zeta.example.my',
      'No. SKU Produk Kuantiti Harga seunit (RM) Jumlah baris (RM)',
      'ZT-BOX-10 Zeta Box Files Bawah MOQ (min 10) 4 6.00 24.00',
      'No. 1: Kuantiti pesanan minimum untuk Zeta Box Files ialah 10; kuantiti disebut harga 4, perlu 6 lagi.',
      'Tidak disebut harga (tiada penghantaran ke lokasi anda): Zeta Standing Desk',
      'Penghantaran Percuma Jumlah kecil',
      // 24.00 + 91.00, free shipping, 8% SST 9.20.
      `Jumlah keseluruhan ${formatRM(124.2)}`,
      'Harga dalam ringgit Malaysia (RM)',
      'Halaman 1 daripada 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Tarikh dikeluarkan: [^,]+, \d{1,2}:\d{2} (PG|PTG) MYT Sah sehingga: /);
    for (const english of [
      'QUOTATION',
      'Date of issue',
      'Valid until',
      'Seller:',
      'Below MOQ',
      'Minimum order quantity',
      'Subtotal',
      'Grand total',
      'Page 1 of',
    ])
      expect(text).not.toContain(english);
  });

  it.each<Record<string, string>>([
    {},
    { 'Accept-Language': 'en-MY' },
    { 'Accept-Language': 'en-MY,ms;q=0.9' },
    { 'Accept-Language': '*' },
  ])('stays in English for Accept-Language %o', async (language) => {
    await fixture.line(BUYER_ID, items.pens, 2);
    const text = await textOf(new Uint8Array(await (await quote(buyer, { ...SELANGOR, ...language })).arrayBuffer()));
    expect(text).toContain('QUOTATION FOR Demo Trading Sdn Bhd Registration no: 201901000001 (1300001-A) SST no: W10-1808-32000001');
    expect(text).toMatch(/Date of issue: [^,]+, \d{1,2}:\d{2} [ap]m MYT Valid until: [^,]+, \d{1,2}:\d{2} [ap]m MYT Validity: 30 days/);
    expect(text).toContain('Grand total');
    for (const malay of ['SEBUT HARGA', 'Tarikh', 'Penjual', 'Jumlah', 'Halaman']) expect(text).not.toContain(malay);
  });

  it('numbers each quotation anew', async () => {
    await fixture.line(BUYER_ID, items.paper, 1);
    expect((await quote(buyer)).status).toBe(200);
    expect((await quote(buyer)).status).toBe(200);
    const [last, before] = await ctx.db.select().from(quotations).orderBy(desc(quotations.id)).limit(2);
    expect(last.number).not.toBe(before.number);
    expect(last.number.endsWith(String(last.id).padStart(6, '0'))).toBe(true);
  });

  it('refuses a cart with nothing to quote at the location', async () => {
    const count = async () => (await ctx.db.select().from(quotations)).length;
    const before = await count();
    const empty = await quote(buyer);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: 'Your cart has no items to quote', code: 'invalid_request' });
    await fixture.line(BUYER_ID, items.desk, 1);
    expect((await quote(buyer)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers only a signed-in buyer', async () => {
    expect((await quote(undefined)).status).toBe(401);
    const refused = await call(ctx.app, '/api/cart/quotation', { method: 'POST', token: seller, headers: SELANGOR });
    expect(refused).toMatchObject({ status: 403, body: { error: 'Only buyers have a cart' } });
  });
});
