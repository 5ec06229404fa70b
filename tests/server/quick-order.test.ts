import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { QuickOrderAddResponse, QuickOrderCheckResponse, QuickOrderLineVerdict } from '../../src/api/types';
import { QUICK_ORDER_MAX_BYTES, QUICK_ORDER_MAX_LINES } from '../../src/lib/quick-order';
import { cartItems, products, sellers, skus } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const shippedHere = sql`not ${products.unshippedLocations} && array['selangor.petaling', 'selangor.all', 'all.all']`;
const listed = sql`${products.actMaxPrice} > 0 and ${sellers.active} = 'Y' and not ${sellers.hidden} and ${products.listingType} <> 'catalogue'`;
const orderable = sql`${listed} and ${shippedHere} and ${products.availability} = 'Y'`;

describe.each(engines())('quick order on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let seller: string;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.61');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.62');
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await changeHeard(ctx.db, 'cart_items', () => ctx.db.delete(cartItems));
  });

  /** The first SKU (by id) matching `where`, with its product's name, seller and listing. */
  async function firstSku(where: SQL, skip: number[] = []) {
    const [row] = await ctx.db
      .select({ sku: skus, name: products.name, sellerId: products.sellerId })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(
        skip.length > 0
          ? sql`${where} and ${skus.id} not in (${sql.join(
              skip.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : where,
      )
      .orderBy(skus.id)
      .limit(1);
    if (!row) throw new Error('No SKU in the seed matches');
    return row;
  }

  // token null: a visitor.
  const check = (text: string, token: string | null = buyer) =>
    call<QuickOrderCheckResponse & { error?: string }>(ctx.app, '/api/cart/quick-order/check', {
      token: token ?? undefined,
      headers: LOCATION,
      body: { text },
    });
  const place = (text: string, token: string | null = buyer) =>
    call<QuickOrderAddResponse & { error?: string }>(ctx.app, '/api/cart/quick-order', {
      token: token ?? undefined,
      headers: LOCATION,
      body: { text },
    });
  const cartLines = async () =>
    await ctx.db
      .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.buyerId, 1))
      .orderBy(cartItems.skuId);
  const byLine = (lines: QuickOrderLineVerdict[]) => new Map(lines.map((line) => [line.line, line]));

  /** One SKU of each kind a quick order meets. */
  async function fixtures() {
    const plain = await firstSku(sql`${orderable} and ${skus.moq} = 1 and ${skus.stock} >= 50`);
    const second = await firstSku(sql`${orderable} and ${skus.moq} = 1 and ${skus.stock} >= 50`, [plain.sku.id]);
    const bigMoq = await firstSku(sql`${orderable} and ${skus.moq} >= 5 and ${skus.stock} > ${skus.moq} * 2`);
    // Refused before its quantity is looked at: shipping, then availability and stock come first.
    const unshipped = await firstSku(sql`${listed} and not ${shippedHere} and ${products.availability} = 'Y' and ${skus.stock} > 0`);
    const soldOut = await firstSku(sql`${listed} and ${shippedHere} and ${skus.stock} = 0`);
    const unavailable = await firstSku(sql`${listed} and ${shippedHere} and ${products.availability} = 'N' and ${skus.stock} > 0`);
    const exclusive = await firstSku(sql`${products.listingType} = 'catalogue' and ${skus.stock} > 0`);
    return { plain, second, bigMoq, unshipped, soldOut, unavailable, exclusive };
  }

  it('checks every line against the location and the cart rules, and changes nothing', async () => {
    const f = await fixtures();
    const text = [
      'sku,quantity',
      `${f.plain.sku.code},3`,
      `NO-SUCH-SKU\t2`,
      `${f.bigMoq.sku.code} ${f.bigMoq.sku.moq - 1}`,
      `${f.unshipped.sku.code},1`,
      '',
      `${f.soldOut.sku.code},1`,
      `${f.unavailable.sku.code},1`,
      `${f.exclusive.sku.code},1`,
      `${f.second.sku.code},1.5`,
      `${f.plain.sku.code.toLowerCase()},4`,
    ].join('\n');
    const { status, body } = await check(text);
    expect(status).toBe(200);
    const lines = byLine(body.data.lines);
    expect([...lines.keys()]).toEqual([2, 3, 4, 5, 7, 8, 9, 10, 11]);
    expect(lines.get(2)).toMatchObject({
      sku: f.plain.sku.code,
      quantity: 3,
      order_quantity: 7,
      merged_lines: [11],
      status: 'ready',
      reason: null,
      sku_id: f.plain.sku.id,
      product_name: f.plain.name,
      unit_price: f.plain.sku.actPrice / 100,
      line_total: (f.plain.sku.actPrice * 7) / 100,
      in_cart: 0,
    });
    expect(lines.get(11)).toMatchObject({ status: 'merged', merged_into: 2, reason: 'Merged into line 2' });
    expect(lines.get(3)).toMatchObject({ status: 'problem', reason: 'Unknown SKU code', sku_id: null, product_name: null });
    expect(lines.get(4)).toMatchObject({ status: 'problem', reason: `Minimum order quantity for ${f.bigMoq.name} is ${f.bigMoq.sku.moq}` });
    expect(lines.get(5)).toMatchObject({ status: 'problem', reason: 'The vendor does not provide shipping services to your location' });
    expect(lines.get(7)).toMatchObject({ status: 'problem', reason: `${f.soldOut.name} is out of stock` });
    expect(lines.get(8)).toMatchObject({ status: 'problem', reason: `${f.unavailable.name} is out of stock` });
    // Another catalogue's exclusive product is as unknown as a code that names nothing.
    expect(lines.get(9)).toMatchObject({ status: 'problem', reason: 'Unknown SKU code', sku_id: null, product_name: null });
    expect(lines.get(10)).toMatchObject({ status: 'problem', reason: 'Quantity must be a positive whole number', quantity: null });
    expect(body.data.ready).toBe(1);
    expect(await cartLines()).toEqual([]);
  });

  it('adds the lines the cart takes in one step, on top of what the cart holds, and reports the rest', async () => {
    const f = await fixtures();
    expect(
      (
        await call(ctx.app, '/api/cart/add', {
          token: buyer,
          headers: LOCATION,
          body: {
            sku_id: f.second.sku.id,
            sl_id: f.second.sellerId,
            product_id: f.second.sku.productId,
            product_name: f.second.name,
            quantity: 2,
            price: f.second.sku.actPrice / 100,
          },
        })
      ).status,
    ).toBe(200);
    const text = [
      `${f.plain.sku.code},3`,
      `${f.second.sku.code},5`,
      `${f.bigMoq.sku.code},${f.bigMoq.sku.moq}`,
      `${f.unshipped.sku.code},1`,
      `${f.plain.sku.code},2`,
      'NOPE,1',
    ].join('\r\n');
    const before = await check(text);
    expect(byLine(before.body.data.lines).get(2)).toMatchObject({ status: 'ready', in_cart: 2, order_quantity: 5 });

    const { status, body } = await place(text);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, cartCount: 3, data: { added: 3, cartCount: 3 } });
    const lines = byLine(body.data.lines);
    expect(lines.get(1)).toMatchObject({ status: 'added', order_quantity: 5, merged_lines: [5], in_cart: 0, sku_id: f.plain.sku.id });
    expect(lines.get(2)).toMatchObject({ status: 'added', order_quantity: 5, in_cart: 2 });
    expect(lines.get(3)).toMatchObject({ status: 'added', order_quantity: f.bigMoq.sku.moq });
    expect(lines.get(4)).toMatchObject({ status: 'problem', reason: 'The vendor does not provide shipping services to your location' });
    expect(lines.get(5)).toMatchObject({ status: 'merged', merged_into: 1 });
    expect(lines.get(6)).toMatchObject({ status: 'problem', reason: 'Unknown SKU code' });
    const expected = [
      { skuId: f.plain.sku.id, quantity: 5 },
      { skuId: f.second.sku.id, quantity: 7 },
      { skuId: f.bigMoq.sku.id, quantity: f.bigMoq.sku.moq },
    ].sort((a, b) => a.skuId - b.skuId);
    expect(await cartLines()).toEqual(expected);
    expect((await call<{ count: number }>(ctx.app, '/api/cart/count', { token: buyer })).body.count).toBe(3);
  });

  it('refuses a line whose sum with the cart passes the stock, as the cart add does', async () => {
    const row = await firstSku(sql`${orderable} and ${skus.moq} = 1 and ${skus.stock} between 3 and 1000`);
    const { stock } = row.sku;
    expect((await place(`${row.sku.code},${stock - 1}`)).body.data.added).toBe(1);
    const again = await place(`${row.sku.code},2`);
    expect(again.body.data.lines[0]).toMatchObject({
      status: 'problem',
      reason: `Insufficient stock for ${row.name}. Available: ${stock}, Requested: ${stock + 1}`,
    });
    expect(again.body.data.added).toBe(0);
    expect(await cartLines()).toEqual([{ skuId: row.sku.id, quantity: stock - 1 }]);
  });

  it('refuses visitors and anyone but a buyer', async () => {
    const { plain } = await fixtures();
    for (const answer of [await check(`${plain.sku.code},1`, null), await place(`${plain.sku.code},1`, null)]) {
      expect(answer).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    }
    expect(await place(`${plain.sku.code},1`, seller)).toMatchObject({ status: 403, body: { error: 'Only buyers have a cart' } });
    expect(await cartLines()).toEqual([]);
  });

  it('refuses a list too long, too large, empty or not plain text whole, and changes nothing', async () => {
    const { plain } = await fixtures();
    const tooMany = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, () => `${plain.sku.code},1`).join('\n');
    for (const send of [check, place]) {
      expect(await send(tooMany)).toMatchObject({
        status: 400,
        body: {
          error: `A quick order takes at most ${QUICK_ORDER_MAX_LINES} lines at a time; this list has ${QUICK_ORDER_MAX_LINES + 1}. Split it into smaller lists.`,
        },
      });
      expect(await send('sku,quantity\n\n')).toMatchObject({
        status: 400,
        body: { error: 'Enter at least one line: a SKU code and a quantity.' },
      });
      expect((await send(`${plain.sku.code},1\n`.padEnd(QUICK_ORDER_MAX_BYTES + 1, ' '))).status).toBe(400);
      expect((await send(`${plain.sku.code},1\u0000`)).status).toBe(400);
    }
    expect((await call(ctx.app, '/api/cart/quick-order', { token: buyer, headers: LOCATION, body: { lines: [] } })).status).toBe(400);
    expect(await cartLines()).toEqual([]);
    // The exact limit is taken.
    const atLimit = Array.from({ length: QUICK_ORDER_MAX_LINES }, () => `${plain.sku.code},1`).join('\n');
    const taken = await check(atLimit);
    expect(taken.status).toBe(200);
    expect(taken.body.data.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
  });
});
