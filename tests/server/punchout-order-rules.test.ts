import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitCompleteResponse } from '../../src/api/types';
import { fill } from '../../src/lib/fill';
import { ONLY_AVAILABLE_IN } from '../../src/lib/add-to-cart';
import { priceLimitMessage } from '../../src/lib/price-limit';
import { categories, preOrders, punchoutOrders } from '../../server/db/schema';
import { SELANGOR_ID } from './support/cart-fixture';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { SHAH_ALAM, sendOrderRequest, shipTo } from './support/order-request';
import { CheckoutScenarios, completeForm, type Item } from './support/workflow-fixture';

const KUALA_LUMPUR_ID = 2308;
/** The demo company's unit price limit on IT & Electronics (server/seed/workflow.ts): RM 6,000. */
const ELECTRONICS_LIMIT = 600_000;

describe.each(engines())('a PunchOut OrderRequest under the checkout rules on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;
  /** A seller charging RM 30 to ship to Selangor and RM 18 to Kuala Lumpur, SST on shipping. */
  let charging: number;
  let plain: Item;
  let klOnly: Item;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
    const catalog = scenarios.catalog;
    charging = await catalog.seller('Charging Supplies Sdn Bhd', true);
    await catalog.rule({ sellerId: charging, stateId: SELANGOR_ID, mode: 'charged', minCharge: 3000, maxCharge: 3000 });
    await catalog.rule({ sellerId: charging, stateId: KUALA_LUMPUR_ID, mode: 'charged', minCharge: 1800, maxCharge: 1800 });
    plain = await scenarios.product({ sellerId: charging, actPrice: 12_345 });
    klOnly = await scenarios.product({ sellerId: charging, actPrice: 5000 });
    await catalog.rule({ sellerId: charging, productId: klOnly.productId, mode: 'not_shipped' });
    await catalog.rule({ sellerId: charging, productId: klOnly.productId, stateId: KUALA_LUMPUR_ID, mode: 'free' });
    await catalog.refresh([plain.productId, klOnly.productId]);
  });
  afterAll(() => ctx?.close());

  const placedCount = async () => (await ctx.db.select({ n: count() }).from(preOrders))[0].n;
  const recordedCount = async () => (await ctx.db.select({ n: count() }).from(punchoutOrders))[0].n;

  /** Sends an OrderRequest that must be refused: answers its status text, and checks nothing was placed or recorded and no stock held. */
  async function refused(lines: { code: string; quantity: number }[], header: Record<string, unknown>, held: Item[] = []) {
    const [orders, recorded] = [await placedCount(), await recordedCount()];
    const stock = await Promise.all(held.map((item) => scenarios.workflow.stock(item.skuId)));
    const answer = await sendOrderRequest(ctx, lines, header);
    expect(answer).toMatchObject({ http: 400, code: 400, order: undefined });
    expect(await placedCount()).toBe(orders);
    expect(await recordedCount()).toBe(recorded);
    expect(await Promise.all(held.map((item) => scenarios.workflow.stock(item.skuId)))).toEqual(stock);
    return answer.text;
  }

  it('charges the shipping and SST a checkout of the same lines at the same place charges', async () => {
    // A checkout of two units to a Shah Alam address.
    const scenario = await scenarios.create({ item: plain, quantity: 2 });
    const formData = completeForm(scenario.locationId, scenario.projectId, {
      ship_street1: SHAH_ALAM.streets[0],
      ship_street2: SHAH_ALAM.streets[1],
      ship_city: SHAH_ALAM.city,
      ship_state: SHAH_ALAM.state,
      ship_district: '',
      ship_pincode: SHAH_ALAM.postalCode,
    });
    const submitted = await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request({ formData }),
    });
    expect(submitted.status).toBe(200);
    const [checkout] = await scenarios.workflow.orders(scenario.buyerId);

    // The same two units from the procurement system, to the same address.
    const punchout = await sendOrderRequest(ctx, [{ code: plain.code, quantity: 2 }], { ShipTo: shipTo(SHAH_ALAM) });
    expect(punchout).toMatchObject({ http: 200, code: 200 });
    const figures = (order: typeof checkout) => ({
      subtotal: order.subtotal,
      shippingFee: order.shippingFee,
      tax: order.tax,
      grandTotal: order.grandTotal,
    });
    expect(figures(punchout.order!)).toEqual(figures(checkout));
    // RM 123.45 × 2, RM 30 to Selangor, 8% SST on both (the seller taxes shipping).
    expect(figures(punchout.order!)).toEqual({ subtotal: 24_690, shippingFee: 3000, tax: 2215, grandTotal: 29_905 });
    expect(punchout.order!.status).toBe('processing');
    expect(punchout.order!.form).toMatchObject({ ship_state: 'Selangor', ship_district: 'Petaling', ship_pincode: '40200' });
  });

  it('refuses a line not shipped to the ShipTo, naming it, and places nothing', async () => {
    const text = await refused(
      [
        { code: plain.code, quantity: 1 },
        { code: klOnly.code, quantity: 1 },
      ],
      { ShipTo: shipTo(SHAH_ALAM) },
      [plain, klOnly],
    );
    expect(text).toBe(`${klOnly.code}: ${fill(ONLY_AVAILABLE_IN, { location: 'Kuala Lumpur' })}`);
  });

  it('refuses a ShipTo that is not a real place, or none at all', async () => {
    const line = [{ code: plain.code, quantity: 1 }];
    expect(await refused(line, { ShipTo: shipTo({ ...SHAH_ALAM, state: 'Selangor.' }) }, [plain])).toBe(
      "ShipTo State: 'Selangor.' is not a state of Malaysia",
    );
    expect(await refused(line, {}, [plain])).toMatch(/^OrderRequestHeader needs a ShipTo Address/);
    expect(await refused(line, { ShipTo: shipTo({ ...SHAH_ALAM, postalCode: '' }) }, [plain])).toBe(
      'ShipTo PostalCode: Postcode must be 5 digits',
    );
  });

  it("refuses a unit price above the company's limit, naming the line", async () => {
    const tree = await ctx.db.select({ id: categories.id, parentId: categories.parentId, name: categories.name }).from(categories);
    const electronics = tree.find((row) => row.name === 'IT & Electronics' && row.parentId === null)!;
    const branch = tree.find((row) => row.parentId === electronics.id)!;
    const leaf = tree.find((row) => row.parentId === branch.id) ?? branch;
    const laptop = await scenarios.catalog.product(charging, { name: 'Workstation 9000', categoryId: leaf.id, actPrice: 700_000 });
    const text = await refused([{ code: laptop.code, quantity: 1 }], { ShipTo: shipTo(SHAH_ALAM) }, [laptop]);
    expect(text).toBe(`${laptop.code}: ${priceLimitMessage('Workstation 9000', ELECTRONICS_LIMIT)}`);
  });

  it("refuses an order below a seller's minimum, and one asking for more than is in stock", async () => {
    const seller = await scenarios.otherSeller();
    const item = await scenarios.product({ sellerId: seller, actPrice: 10_000, stock: 4 });
    await scenarios.catalog.vendorMinimum(seller, scenarios.category, 30_000);
    expect(await refused([{ code: item.code, quantity: 1 }], { ShipTo: shipTo(SHAH_ALAM) }, [item])).toMatch(
      /^Orders from .+ must exceed RM\s?300\.00; the minimum and your current total are RM\s?300\.00 and RM\s?100\.00 respectively\.$/,
    );
    expect(await refused([{ code: item.code, quantity: 5 }], { ShipTo: shipTo(SHAH_ALAM) }, [item])).toBe(
      `${item.code}: Insufficient stock for ${item.name}. Available: 4, Requested: 5`,
    );
    // Enough of it, in two lines of one SKU: one order line of their total.
    const placed = await sendOrderRequest(
      ctx,
      [
        { code: item.code, quantity: 3 },
        { code: item.code.toLowerCase(), quantity: 1 },
      ],
      { ShipTo: shipTo(SHAH_ALAM) },
    );
    expect(placed).toMatchObject({ http: 200, code: 200 });
    expect(placed.order!.subtotal).toBe(40_000);
    expect(await scenarios.workflow.stock(item.skuId)).toBe(0);
  });
});
