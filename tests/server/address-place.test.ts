import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutFormResponse, SubmitCompleteRequest, SubmitCompleteResponse, SubmitFormData } from '../../src/api/types';
import { SELANGOR_ID } from './support/cart-fixture';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { SHAH_ALAM, sendOrderRequest, shipTo } from './support/order-request';
import { CheckoutScenarios, completeForm, type Item, type Scenario } from './support/workflow-fixture';

type Answer<T> = {
  status: number;
  body: T & { error?: string; code?: string; validation?: { field: string; message: string }[] };
};

const KUALA_LUMPUR_ID = 2308;
const CONTRADICTION = 'Postcode 40200 is in Petaling, Selangor, not Kuala Lumpur';

/** A Shah Alam address (postcode 40200) as the checkout form holds it; `place` says which state and district it declares. */
const shahAlam = (place: Partial<SubmitFormData> = {}): Partial<SubmitFormData> => ({
  ship_street1: SHAH_ALAM.streets[0],
  ship_street2: SHAH_ALAM.streets[1],
  ship_city: SHAH_ALAM.city,
  ship_pincode: SHAH_ALAM.postalCode,
  ship_state: 'Selangor',
  ship_district: '',
  ...place,
});
/** The address: a Shah Alam postcode declared to be in Kuala Lumpur, where shipping is cheaper and more may be sent. */
const DECLARED_KL = { ship_state: 'Kuala Lumpur', ship_district: 'Kuala Lumpur' };

describe.each(engines())('the postcode decides the delivery place on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;
  let plain: Item;
  let klOnly: Item;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
    const catalog = scenarios.catalog;
    // RM 30 to ship to Selangor, RM 18 to Kuala Lumpur; one product sold to Kuala Lumpur only.
    const seller = await catalog.seller('Place Supplies Sdn Bhd');
    await catalog.rule({ sellerId: seller, stateId: SELANGOR_ID, mode: 'charged', minCharge: 3000, maxCharge: 3000 });
    await catalog.rule({ sellerId: seller, stateId: KUALA_LUMPUR_ID, mode: 'charged', minCharge: 1800, maxCharge: 1800 });
    plain = await scenarios.product({ sellerId: seller, actPrice: 10_000 });
    klOnly = await scenarios.product({ sellerId: seller, actPrice: 5000 });
    await catalog.rule({ sellerId: seller, productId: klOnly.productId, mode: 'not_shipped' });
    await catalog.rule({ sellerId: seller, productId: klOnly.productId, stateId: KUALA_LUMPUR_ID, mode: 'free' });
    await catalog.refresh([plain.productId, klOnly.productId]);
  });
  afterAll(() => ctx?.close());

  const submit = (token: string, body: SubmitCompleteRequest) =>
    call(ctx.app, '/api/workflow/submit-complete', { token, body }) as Promise<Answer<SubmitCompleteResponse>>;
  const checkoutForm = (token: string, query: Record<string, string>) =>
    call(ctx.app, `/api/workflow/checkout-form?${new URLSearchParams(query)}`, { token }) as Promise<Answer<CheckoutFormResponse>>;

  /** A buyer with both products in the cart, at Shah Alam with the address as declared. */
  async function withBothLines(): Promise<Scenario> {
    const scenario = await scenarios.create({ item: plain, quantity: 1 });
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, klOnly, 1);
    return scenario;
  }
  const bothLines = () => [
    { sku_id: plain.skuId, quantity: 1 },
    { sku_id: klOnly.skuId, quantity: 1 },
  ];
  const request = (scenario: Scenario, address: Partial<SubmitFormData>, lines = bothLines(), extra: Partial<SubmitCompleteRequest> = {}) =>
    scenario.request({ formData: completeForm(scenario.locationId, scenario.projectId, address), filteredCartItems: lines, ...extra });

  const contradiction = (message = CONTRADICTION) => ({
    status: 400,
    body: { code: 'postcode_mismatch', error: `ship_pincode: ${message}`, validation: [{ field: 'ship_pincode', message }] },
  });

  it("refuses a submit whose state or district contradicts the postcode, and prices the postcode's place", async () => {
    const scenario = await withBothLines();
    // Declared Kuala Lumpur: RM 18 and the Kuala Lumpur-only line, were the declaration believed.
    expect(await submit(scenario.buyer.token, request(scenario, shahAlam(DECLARED_KL)))).toMatchObject(contradiction());
    expect(await submit(scenario.buyer.token, request(scenario, shahAlam({ ship_district: 'Klang' })))).toMatchObject(
      contradiction('Postcode 40200 is in Petaling, Selangor, not Klang, Selangor'),
    );
    expect(await scenarios.workflow.orders(scenario.buyerId)).toEqual([]);
    // As it is: Selangor, where the line sold only in Kuala Lumpur stays in the cart and shipping is RM 30.
    const placed = await submit(scenario.buyer.token, request(scenario, shahAlam(), [{ sku_id: plain.skuId, quantity: 1 }]));
    expect(placed.status).toBe(200);
    const [order] = await scenarios.workflow.orders(scenario.buyerId);
    expect(order).toMatchObject({ subtotal: 10_000, shippingFee: 3000 });
    expect(await scenarios.workflow.cartLines(scenario.buyerId)).toEqual([{ skuId: klOnly.skuId, quantity: 1 }]);
  });

  it('refuses the checkout form asked for a place the postcode contradicts, and judges the lines where the postcode is', async () => {
    const scenario = await withBothLines();
    const token = scenario.buyer.token;
    expect(await checkoutForm(token, { state: 'Kuala Lumpur', district: 'Kuala Lumpur', postcode: '40200' })).toMatchObject(
      contradiction(),
    );
    // Shah Alam is a city, not a district: the postcode names it.
    const form = await checkoutForm(token, { state: 'Selangor', district: 'Shah Alam', postcode: '40200' });
    expect(form.status).toBe(200);
    expect(form.body.place).toEqual({ state: 'Selangor', district: 'Petaling' });
    expect(form.body.totals.shippingCharge).toBe(30);
    expect(form.body.cartItems.map((item) => item.sku_id)).toEqual([plain.skuId]);
    expect(form.body.businessLogic.excludedItems.map((item) => item.skuId)).toEqual([klOnly.skuId]);
  });

  it("refuses an order's edit to a place the postcode contradicts, in its form and its submit", async () => {
    const scenario = await scenarios.create({ item: plain, quantity: 1 });
    const token = scenario.buyer.token;
    expect((await submit(token, request(scenario, shahAlam(), [{ sku_id: plain.skuId, quantity: 1 }]))).status).toBe(200);
    const [order] = await scenarios.workflow.orders(scenario.buyerId);
    expect((await call(ctx.app, `/api/orders/pre-orders/${order.poId}/edit`, { token, method: 'POST' })).status).toBe(200);
    const editForm = { edit_po_id: order.poId, state: 'Kuala Lumpur', district: 'Kuala Lumpur', postcode: '40200' };
    expect(await checkoutForm(token, editForm)).toMatchObject(contradiction());
    const line = [{ sku_id: plain.skuId, quantity: 1 }];
    const edit = (address: Partial<SubmitFormData>) => request(scenario, address, line, { editPoId: order.poId });
    expect(await submit(token, edit(shahAlam(DECLARED_KL)))).toMatchObject(contradiction());
    expect((await scenarios.workflow.orders(scenario.buyerId)).map((row) => row.status)).toEqual([order.status]);
    expect((await submit(token, edit(shahAlam()))).status).toBe(200);
  });

  it('refuses a PunchOut OrderRequest whose ShipTo State contradicts its PostalCode, naming the PostalCode', async () => {
    const answer = await sendOrderRequest(ctx, [{ code: plain.code, quantity: 1 }], {
      ShipTo: shipTo({ ...SHAH_ALAM, state: 'Kuala Lumpur' }),
    });
    expect(answer).toMatchObject({ http: 400, code: 400, text: `ShipTo PostalCode: ${CONTRADICTION}`, order: undefined });
  });

  it('leaves a postcode the table does not hold to the state and district given, and refuses one that is not 5 digits', async () => {
    const scenario = await scenarios.create({ item: plain, quantity: 1 });
    const line = [{ sku_id: plain.skuId, quantity: 1 }];
    const malformed = 'Postcode must be 5 digits';
    expect(await submit(scenario.buyer.token, request(scenario, shahAlam({ ship_pincode: '4020' }), line))).toMatchObject({
      status: 400,
      body: { code: 'unknown_location', validation: [{ field: 'ship_pincode', message: malformed }] },
    });
    // 68000 (Ampang) is a real Selangor postcode the seeded table has no range for.
    const ampang = { ship_city: 'Ampang', ship_pincode: '68000', ship_state: 'Selangor' };
    expect(await submit(scenario.buyer.token, request(scenario, { ...ampang, ship_district: '' }, line))).toMatchObject({
      status: 400,
      body: { validation: [{ field: 'ship_district', message: 'Choose the district in Selangor the goods go to' }] },
    });
    expect((await submit(scenario.buyer.token, request(scenario, { ...ampang, ship_district: 'Hulu Langat' }, line))).status).toBe(200);
    const [order] = await scenarios.workflow.orders(scenario.buyerId);
    expect(order.form).toMatchObject({ ship_state: 'Selangor', ship_district: 'Hulu Langat', ship_pincode: '68000' });
  });
});
