import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CompareCountResponse,
  CompareItem,
  CompareListResponse,
  CompareRecordResponse,
  CompareRemovedResponse,
} from '../../src/api/types';
import { NOT_SHIPPED } from '../../src/lib/add-to-cart';
import { compareItems, productFeatures, products, sellers, skus } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, MASKED_BUYER_ID, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { postForm } from './support/compare-form';
import { signIn } from './support/http';

type Answer<T> = T & { error?: string };
type Item = Awaited<ReturnType<CartFixture['product']>>;

/** The blue SKU of Echo Item 0 is sold from more units than the product's MOQ of 1. */
const SECOND_SKU_MOQ = 2;

describe.each(engines())('compare API on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let masked: string;
  let seller: string;
  let approver: string;
  /** Echo's: free shipping to Selangor. echo[0] has two SKUs (Colour: Red and Blue), features and its own delivery term; echo[1] is not shipped to Selangor. */
  let echo: Item[];
  /** Foxtrot's: RM 12.00 to Selangor. */
  let lamp: Item;
  let secondSku: number;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.131');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.132');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.133');
    approver = await signIn(ctx.app, 'approver@lapasar.test', '192.0.2.134');
    const fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    const echoSeller = await fixture.seller('Echo Supplies Sdn Bhd');
    const foxtrot = await fixture.seller('Foxtrot Trading Sdn Bhd');
    await changeHeard(ctx.db, 'sellers', () =>
      ctx.db
        .update(sellers)
        .set({ defaultDeliveryTermFrom: 3, defaultDeliveryTermTo: 5, rating: 4, totalReview: 17 })
        .where(eq(sellers.id, echoSeller)),
    );
    await fixture.rule({ sellerId: echoSeller, stateId: SELANGOR_ID, mode: 'free' });
    await fixture.rule({ sellerId: foxtrot, stateId: SELANGOR_ID, mode: 'charged', minCharge: 1200, maxCharge: 1200 });
    echo = [];
    for (let n = 0; n < 10; n++)
      echo.push(await fixture.product(echoSeller, { name: `Echo Item ${n}`, categoryId: childId, actPrice: 1000 + n, moq: n + 1 }));
    lamp = await fixture.product(foxtrot, { name: 'Foxtrot Lamp', categoryId: childId, actPrice: 4550 });
    await fixture.rule({ sellerId: echoSeller, productId: echo[1].productId, stateId: SELANGOR_ID, mode: 'not_shipped' });
    [{ id: secondSku }] = await changeHeard(ctx.db, 'skus', () =>
      ctx.db
        .insert(skus)
        .values({ productId: echo[0].productId, code: 'ECHO-0-BLUE', price: 1250, actPrice: 1250, stock: 5, moq: SECOND_SKU_MOQ })
        .returning({ id: skus.id }),
    );
    await fixture.refresh([echo[0].productId, echo[1].productId]);
    await fixture.variantAxis(echo[0].productId, 'Colour', 1, [
      { skuId: echo[0].skuId, label: 'Red' },
      { skuId: secondSku, label: 'Blue' },
    ]);
    await changeHeard(ctx.db, 'products', () =>
      ctx.db
        .update(products)
        .set({ deliveryTermFrom: 2, deliveryTermTo: 2, description: 'A sturdy item' })
        .where(eq(products.id, echo[0].productId)),
    );
    await ctx.db.insert(productFeatures).values([
      { productId: echo[0].productId, label: 'Colour', description: 'Blue' },
      { productId: echo[0].productId, label: 'Weight', description: '2 kg' },
    ]);
  });
  afterAll(() => ctx?.close());
  beforeEach(async () => {
    await ctx.db.execute(sql`delete from ${compareItems}`);
  });

  const post = <T>(call: string, form: Record<string, string | number>, token = buyer, headers: Record<string, string> = SELANGOR) =>
    postForm<Answer<T>>(ctx.app, call, form, { token, headers });
  const add = (item: Item, token = buyer, byId = BUYER_ID) =>
    post<CompareRecordResponse>('add/product', { by_id: byId, product_id: item.productId }, token);
  const list = (token = buyer, byId = BUYER_ID, headers: Record<string, string> = SELANGOR) =>
    post<CompareListResponse>('list', { by_id: byId }, token, headers);
  const count = async (token = buyer, byId = BUYER_ID) =>
    (await post<CompareCountResponse>('count', { by_id: byId }, token)).body.data.count;
  /** Group number to product ids, as stored. */
  const stored = async (buyerId = BUYER_ID) => {
    const rows = await ctx.db
      .select()
      .from(compareItems)
      .where(eq(compareItems.buyerId, buyerId))
      .orderBy(compareItems.groupId, compareItems.id);
    const groups: Record<number, number[]> = {};
    for (const row of rows) (groups[row.groupId] ??= []).push(row.productId);
    return groups;
  };
  const ids = (items: Item[]) => items.map((item) => item.productId);

  describe('who may call', () => {
    it('answers only a signed-in buyer', async () => {
      expect(await postForm(ctx.app, 'count', { by_id: BUYER_ID })).toMatchObject({
        status: 401,
        body: { error: 'Authentication required' },
      });
      expect(await post('count', { by_id: BUYER_ID }, seller)).toMatchObject({
        status: 403,
        body: { error: 'Only buyers have a compare list' },
      });
      expect(await post('add/product', { by_id: BUYER_ID, product_id: lamp.productId }, approver)).toMatchObject({ status: 403 });
      expect(await stored()).toEqual({});
    });

    it("refuses another company's by_id on every call that names one, and serves nothing of its list", async () => {
      await add(lamp, masked, MASKED_BUYER_ID);
      const refused = { status: 403, body: { error: 'You can only use your own compare list' } };
      expect(await post('count', { by_id: MASKED_BUYER_ID })).toMatchObject(refused);
      const answer = await list(buyer, MASKED_BUYER_ID);
      expect(answer).toMatchObject(refused);
      expect(JSON.stringify(answer.body)).not.toContain('Foxtrot');
      expect(await add(echo[2], buyer, MASKED_BUYER_ID)).toMatchObject(refused);
      expect(await post('add/sku', { by_id: MASKED_BUYER_ID, sku_id: echo[2].skuId })).toMatchObject(refused);
      expect(await post('remove/group', { by_id: MASKED_BUYER_ID, group_id: 1 })).toMatchObject(refused);
      expect(await post('remove/all', { by_id: MASKED_BUYER_ID })).toMatchObject(refused);
      expect(await stored(MASKED_BUYER_ID)).toEqual({ 1: [lamp.productId] });
      expect(await stored(BUYER_ID)).toEqual({});
    });

    it("answers 404 for another buyer's compare_id, and changes nothing", async () => {
      const { body } = await add(lamp, masked, MASKED_BUYER_ID);
      const theirs = body.data.compare_id;
      const missing = { status: 404, body: { error: 'Compare item not found' } };
      expect(await post('update', { compare_id: theirs, sku_id: lamp.skuId })).toMatchObject(missing);
      expect(await post('move', { compare_id: theirs, group_id: 2 })).toMatchObject(missing);
      expect(await post('remove', { compare_id: theirs })).toMatchObject(missing);
      const [row] = await ctx.db.select().from(compareItems).where(eq(compareItems.id, theirs));
      expect(row).toMatchObject({ buyerId: MASKED_BUYER_ID, groupId: 1, skuId: null });
    });

    it('answers a malformed or missing field with 400, a body that is not a form with 415, and a huge one with 413', async () => {
      expect(await post('add/product', { by_id: BUYER_ID, product_id: 'x1' })).toMatchObject({
        status: 400,
        body: { error: 'product_id: must be a positive whole number' },
      });
      expect(await post('add/product', { by_id: BUYER_ID })).toMatchObject({ status: 400 });
      expect(await post('move', { compare_id: 1, group_id: '99999999999' })).toMatchObject({ status: 400 });
      const json = await ctx.app.request('/corporate/marketplace/compare/count', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyer}` },
        body: JSON.stringify({ by_id: BUYER_ID }),
      });
      expect(json.status).toBe(415);
      expect(await json.json()).toEqual({ error: expect.any(String), code: 'unsupported_type' });
      expect(await post('count', { by_id: BUYER_ID, padding: 'x'.repeat(100_000) })).toMatchObject({
        status: 413,
        body: { error: 'Request body is too large' },
      });
    });
  });

  describe('count and list', () => {
    it('counts 0 and answers the list 404 while nothing is compared', async () => {
      expect(await count()).toBe(0);
      expect(await list()).toMatchObject({ status: 404, body: { error: 'No items in your compare' } });
    });

    it('lists every group by number with what the table shows, priced and shipped at the location', async () => {
      for (const item of [echo[0], echo[1], lamp, echo[2], echo[3]]) await add(item);
      await post('add/sku', { by_id: BUYER_ID, sku_id: secondSku });
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(Object.keys(body.data)).toEqual(['1', '2']);
      const byName = (name: string) =>
        Object.values(body.data)
          .flat()
          .find((item) => item.product.product_name === name) as CompareItem;
      expect(body.data['1'].map((item) => item.product.product_name)).toEqual([
        'Echo Item 0',
        'Echo Item 1',
        'Foxtrot Lamp',
        'Echo Item 2',
      ]);
      expect(byName('Echo Item 0')).toMatchObject({
        by_id: BUYER_ID,
        product_id: echo[0].productId,
        sku_id: secondSku,
        group_id: 1,
        product: {
          product_description: 'A sturdy item',
          seller: { companyName: 'Echo Supplies Sdn Bhd', rating: 4, total_review: 17 },
          moq: 1,
          delivery_term_from: 2,
          delivery_term_to: 2,
          skus: [
            { recid: echo[0].skuId, sku: echo[0].code, label: 'Colour: Red', price: 10, marketplace_price: null, moq: 1, total_stock: 100 },
            {
              recid: secondSku,
              sku: 'ECHO-0-BLUE',
              label: 'Colour: Blue',
              price: 12.5,
              marketplace_price: null,
              moq: SECOND_SKU_MOQ,
              total_stock: 5,
            },
          ],
          features: [
            { lable: 'Colour', description: 'Blue' },
            { lable: 'Weight', description: '2 kg' },
          ],
          availability: 'Y',
          shipping: { charge: 'Free Shipping', charge_number: 0, shipping_restricted: false },
        },
        sku: {
          recid: secondSku,
          price: 12.5,
          sku: 'ECHO-0-BLUE',
          label: 'Colour: Blue',
          marketplace_price: null,
          moq: SECOND_SKU_MOQ,
          total_stock: 5,
        },
      });
      expect(byName('Echo Item 0').product.thumb).toMatch(/^http.+\/api\/images\/products\//);
      // No own delivery term: the seller's default; no chosen SKU: the first.
      expect(byName('Echo Item 2').product).toMatchObject({ delivery_term_from: 3, delivery_term_to: 5, moq: 3 });
      // A SKU without variant options has no label.
      expect(byName('Echo Item 2').sku).toEqual({
        recid: echo[2].skuId,
        price: 10.02,
        sku: echo[2].code,
        label: null,
        marketplace_price: null,
        moq: 3,
        total_stock: 100,
      });
      expect(byName('Echo Item 1').product.shipping).toEqual({ charge: NOT_SHIPPED, charge_number: 0, shipping_restricted: true });
      expect(byName('Foxtrot Lamp').product.shipping).toEqual({ charge: 'RM 12.00', charge_number: 12, shipping_restricted: false });
      expect(await count()).toBe(5);
    });

    it('masks the seller unless the buyer may see seller names, and asks for a location when none is set', async () => {
      await add(lamp, masked, MASKED_BUYER_ID);
      const { body } = await list(masked, MASKED_BUYER_ID, {});
      const [item] = body.data['1'];
      expect(item.product.seller.companyName).toBe(`VNDR-${String(lamp.sellerId).padStart(6, '0')}`);
      expect(item.product.shipping).toEqual({
        charge: 'Please select your location to view shipping information',
        charge_number: 0,
        shipping_restricted: false,
      });
    });
  });

  describe('add', () => {
    it('fills the lowest-numbered group with room, then opens the next', async () => {
      const answers = [];
      for (const item of echo.slice(0, 5)) answers.push((await add(item)).body);
      expect(answers.map((answer) => answer.data.group_id)).toEqual([1, 1, 1, 1, 2]);
      expect(answers[0]).toMatchObject({
        success: true,
        message: 'Product added to compare',
        data: { by_id: BUYER_ID, product_id: echo[0].productId, sku_id: null },
      });
      expect(answers[0].data.ulid).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(new Set(answers.map((answer) => answer.data.ulid)).size).toBe(5);
      // Room in group 1 is used before group 2.
      await post('remove', { compare_id: answers[1].data.compare_id });
      expect((await add(echo[5])).body.data.group_id).toBe(1);
      expect(await stored()).toEqual({ 1: ids([echo[0], echo[2], echo[3], echo[5]]), 2: ids([echo[4]]) });
    });

    it('answers a product already compared with its record, without a second one', async () => {
      const first = (await add(lamp)).body;
      const again = await add(lamp);
      expect(again).toMatchObject({ status: 200, body: { message: 'Product is already in compare', data: first.data } });
      expect(await count()).toBe(1);
    });

    it('answers 404 for a product or SKU that is not listed', async () => {
      expect(await post('add/product', { by_id: BUYER_ID, product_id: 999999 })).toMatchObject({
        status: 404,
        body: { error: 'Product not found' },
      });
      expect(await post('add/sku', { by_id: BUYER_ID, sku_id: 999999 })).toMatchObject({ status: 404, body: { error: 'SKU not found' } });
      expect(await count()).toBe(0);
    });

    it("add/sku compares the SKU's product with that SKU chosen, and chooses it on a product already compared", async () => {
      const { body } = await post<CompareRecordResponse>('add/sku', { by_id: BUYER_ID, sku_id: echo[0].skuId });
      expect(body.data).toMatchObject({ product_id: echo[0].productId, sku_id: echo[0].skuId, group_id: 1 });
      const again = await post<CompareRecordResponse>('add/sku', { by_id: BUYER_ID, sku_id: secondSku });
      expect(again.body.data).toMatchObject({ compare_id: body.data.compare_id, sku_id: secondSku });
      expect(await count()).toBe(1);
    });

    it('keeps every group at 4 when 10 products are added at once', async () => {
      const answers = await Promise.all(echo.map((item) => add(item)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      const groups = await stored();
      expect(Object.values(groups).map((group) => group.length)).toEqual([4, 4, 2]);
      expect(Object.keys(groups)).toEqual(['1', '2', '3']);
      expect(Object.values(groups).flat().sort()).toEqual(ids(echo).sort());
    });
  });

  describe('update', () => {
    it("chooses one of the product's SKUs, and goes back to the first without one", async () => {
      const { compare_id } = (await add(echo[0])).body.data;
      expect(await post('update', { compare_id, product_id: echo[0].productId, sku_id: secondSku })).toMatchObject({
        status: 200,
        body: { success: true, data: { compare_id, sku_id: secondSku } },
      });
      expect((await list()).body.data['1'][0].sku).toMatchObject({ recid: secondSku });
      expect(await post('update', { compare_id })).toMatchObject({ status: 200, body: { data: { sku_id: null } } });
    });

    it("refuses a SKU of another product and a product_id that is not the record's with 400", async () => {
      const { compare_id } = (await add(echo[0])).body.data;
      expect(await post('update', { compare_id, sku_id: lamp.skuId })).toMatchObject({
        status: 400,
        body: { error: 'The SKU does not belong to this product' },
      });
      expect(await post('update', { compare_id, product_id: lamp.productId, sku_id: lamp.skuId })).toMatchObject({
        status: 400,
        body: { error: 'The compare item holds another product' },
      });
      expect(await post('update', { compare_id: 999999, sku_id: lamp.skuId })).toMatchObject({ status: 404 });
      const [row] = await ctx.db.select().from(compareItems).where(eq(compareItems.id, compare_id));
      expect(row.skuId).toBeNull();
    });
  });

  describe('move', () => {
    /** Groups 1 (4 products) and 2 (1 product); answers their records in order. */
    async function twoGroups() {
      const records = [];
      for (const item of echo.slice(0, 5)) records.push((await add(item)).body.data);
      return records;
    }

    it('moves to an existing group with room and to a new group numbered the highest plus 1', async () => {
      const records = await twoGroups();
      expect(await post('move', { compare_id: records[0].compare_id, group_id: 2 })).toMatchObject({
        status: 200,
        body: { data: { group_id: 2 }, message: 'Moved to Comparison 2' },
      });
      expect(await post('move', { compare_id: records[1].compare_id, group_id: 3 })).toMatchObject({
        status: 200,
        body: { data: { group_id: 3 } },
      });
      expect(await stored()).toEqual({ 1: ids([echo[2], echo[3]]), 2: ids([echo[0], echo[4]]), 3: ids([echo[1]]) });
    });

    it("refuses a full group with 409 and the spec's message, and other targets with 400", async () => {
      const records = await twoGroups();
      const last = records[4].compare_id;
      expect(await post('move', { compare_id: last, group_id: 1 })).toMatchObject({
        status: 409,
        body: { error: 'Comparison Group 1 already has 4 products.' },
      });
      expect(await post('move', { compare_id: last, group_id: 5 })).toMatchObject({
        status: 400,
        body: { error: 'Comparison Group 5 does not exist.' },
      });
      expect(await post('move', { compare_id: last, group_id: 2 })).toMatchObject({
        status: 400,
        body: { error: 'The product is already in this group.' },
      });
      expect(await post('move', { compare_id: 999999, group_id: 2 })).toMatchObject({ status: 404 });
      expect(await stored()).toEqual({ 1: ids(echo.slice(0, 4)), 2: ids([echo[4]]) });
    });

    it('never fills a group past 4 when moves race', async () => {
      const records = [];
      for (const item of echo.slice(0, 7)) records.push((await add(item)).body.data);
      // Group 1 holds 4 and group 2 holds 3: of three moves into group 2 one fits.
      const answers = await Promise.all(records.slice(0, 3).map((record) => post('move', { compare_id: record.compare_id, group_id: 2 })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(Object.values(await stored()).map((group) => group.length)).toEqual([3, 4]);
    });
  });

  describe('remove', () => {
    it('removes one record and answers the count after', async () => {
      const { compare_id } = (await add(echo[0])).body.data;
      await add(lamp);
      expect(await post<CompareRemovedResponse>('remove', { compare_id })).toMatchObject({
        status: 200,
        body: { success: true, data: { removed: 1, count: 1 } },
      });
      expect(await post('remove', { compare_id })).toMatchObject({ status: 404, body: { error: 'Compare item not found' } });
    });

    it('removes a group; the other groups keep their numbers', async () => {
      for (const item of echo.slice(0, 6)) await add(item);
      expect(await post('remove/group', { by_id: BUYER_ID, group_id: 1 })).toMatchObject({
        status: 200,
        body: { data: { removed: 4, count: 2 } },
      });
      expect(await post('remove/group', { by_id: BUYER_ID, group_id: 7 })).toMatchObject({
        status: 200,
        body: { data: { removed: 0, count: 2 } },
      });
      expect(Object.keys((await list()).body.data)).toEqual(['2']);
      // Group 2 has room, so it takes the next product.
      expect((await add(echo[6])).body.data.group_id).toBe(2);
    });

    it("removes all of the buyer's records and nobody else's", async () => {
      for (const item of echo.slice(0, 3)) await add(item);
      await add(lamp, masked, MASKED_BUYER_ID);
      expect(await post('remove/all', { by_id: BUYER_ID })).toMatchObject({ status: 200, body: { data: { removed: 3, count: 0 } } });
      expect(await list()).toMatchObject({ status: 404 });
      expect(await count(masked, MASKED_BUYER_ID)).toBe(1);
    });
  });
});
