import { desc } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRM } from '../../src/lib/money';
import { quotations } from '../../server/db/schema';
import { createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { call, signIn } from './support/http';

type Item = Awaited<ReturnType<CartFixture['product']>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Malaysia as YYYYMMDD. */
function malaysianToday(): string {
  const shifted = new Date(Date.now() + 8 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 10).replaceAll('-', '');
}

describe.each(engines())('quotation on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let seller: string;
  let fixture: CartFixture;
  let items: Record<'pens' | 'paper' | 'desk', Item>;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.141');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.142');
    fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    const zeta = await fixture.seller('Zeta Stationery Sdn Bhd');
    await fixture.rule({ sellerId: zeta, stateId: SELANGOR_ID, mode: 'free' });
    items = {
      pens: await fixture.product(zeta, { name: 'Zeta Gel Pens', categoryId: childId, actPrice: 4550, code: 'ZT-PEN-12' }),
      paper: await fixture.product(zeta, { name: 'Zeta Copier Paper', categoryId: childId, actPrice: 1999, code: 'ZT-PPR-A4' }),
      desk: await fixture.product(zeta, { name: 'Zeta Standing Desk', categoryId: childId, actPrice: 89900, code: 'ZT-DSK-01' }),
    };
    await fixture.rule({ sellerId: zeta, productId: items.desk.productId, stateId: SELANGOR_ID, mode: 'not_shipped' });
    await fixture.refresh([items.desk.productId]);
  });
  afterAll(() => ctx?.close());
  beforeEach(() => fixture.clearCarts());

  const quote = (token: string | undefined, headers: Record<string, string> = SELANGOR) =>
    ctx.app.request('/api/cart/quotation', { method: 'POST', headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

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
    expect(saved).toMatchObject({ buyerId: BUYER_ID, userId: 1, grandTotal: 11987, number: `QT-${malaysianToday()}-${String(saved.id).padStart(6, '0')}` });
    expect(saved.validUntil.getTime() - saved.createdAt.getTime()).toBe(30 * DAY_MS);

    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(saved.number);
    expect(flat).toContain('ZT-PEN-12');
    expect(flat).toContain('ZT-PPR-A4');
    expect(flat).toContain(formatRM(119.87));
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
    expect(await empty.json()).toEqual({ error: 'Your cart has no items to quote' });
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
