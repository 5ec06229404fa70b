import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutFormResponse, SubmitCompleteRequest, SubmitCompleteResponse } from '../../src/api/types';
import { DELIVERY_DATE_MESSAGES, deliveryPlace, malaysianToday } from '../../src/lib/workflow';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios, completeForm } from './support/workflow-fixture';

type Answer<T> = { status: number; body: T & { error?: string; validation?: { field: string; message: string }[] } };
const JOHOR_ID = 2310;

describe.each(engines())('checkout at the delivery address on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(() => ctx?.close());

  const submit = (token: string, body: SubmitCompleteRequest) =>
    call(ctx.app, '/api/workflow/submit-complete', { token, body }) as Promise<Answer<SubmitCompleteResponse>>;

  it('orders exactly the lines the form lists at the delivery address; a line not shipped there stays in the cart', async () => {
    const scenario = await scenarios.create({ quantity: 2 });
    // A product shipped to Johor only: its line is excluded at the scenario's Selangor address.
    const johorSeller = await scenarios.otherSeller();
    const johorItem = await scenarios.product({ sellerId: johorSeller });
    await scenarios.catalog.rule({ sellerId: johorSeller, productId: johorItem.productId, stateId: JOHOR_ID, mode: 'free' });
    await scenarios.catalog.rule({ sellerId: johorSeller, productId: johorItem.productId, stateId: null, mode: 'not_shipped' });
    await scenarios.catalog.refresh([johorItem.productId]);
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, johorItem, 3);

    const formData = completeForm(scenario.locationId, scenario.projectId, { ship_district: '' });
    const place = deliveryPlace({
      ship_state: formData.ship_state ?? '',
      ship_city: formData.ship_city ?? '',
      ship_district: formData.ship_district,
    });
    const form = (
      await call<CheckoutFormResponse>(ctx.app, `/api/workflow/checkout-form?state=${place?.state}&district=${place?.district}`, {
        token: scenario.buyer.token,
      })
    ).body;
    expect(form.place).toEqual({ state: 'Selangor', district: 'Petaling Jaya' });
    expect(form.cartItems.map((item) => item.sku_id)).toEqual([scenario.item.skuId]);
    expect(form.businessLogic.excludedItems.map((item) => item.skuId)).toEqual([johorItem.skuId]);

    // Naming the excluded line too is refused: the lists must agree.
    const both = await submit(
      scenario.buyer.token,
      scenario.request({
        formData,
        filteredCartItems: [
          { sku_id: scenario.item.skuId, quantity: 2 },
          { sku_id: johorItem.skuId, quantity: 3 },
        ],
      }),
    );
    expect(both).toMatchObject({ status: 409, body: { error: 'Your cart changed; review it and submit again' } });
    const answer = await submit(
      scenario.buyer.token,
      scenario.request({ formData, filteredCartItems: form.cartItems.map((item) => ({ sku_id: item.sku_id, quantity: item.quantity })) }),
    );
    expect(answer.status).toBe(200);
    const [order] = await scenarios.workflow.orders(scenario.buyerId);
    expect(order.grandTotal).toBe(Math.round(form.totals.grandTotal * 100));
    expect(await scenarios.workflow.cartLines(scenario.buyerId)).toEqual([{ skuId: johorItem.skuId, quantity: 3 }]);
  });

  it("refuses a requested delivery date in the past or not a date, naming the seller's field, and places nothing", async () => {
    const scenario = await scenarios.create();
    const request = (date: string) =>
      scenario.request({
        formData: completeForm(scenario.locationId, scenario.projectId, { delivery_date_request: { [scenario.item.sellerId]: date } }),
      });
    const past = await submit(scenario.buyer.token, request('2020-01-15'));
    expect(past).toMatchObject({
      status: 400,
      body: { validation: [{ field: `delivery_date_request.${scenario.item.sellerId}`, message: DELIVERY_DATE_MESSAGES.past }] },
    });
    const impossible = await submit(scenario.buyer.token, request('2031-02-30'));
    expect(impossible).toMatchObject({ status: 400, body: { validation: [{ message: DELIVERY_DATE_MESSAGES.invalid }] } });
    expect(await scenarios.workflow.orders(scenario.buyerId)).toEqual([]);
    expect((await submit(scenario.buyer.token, request(malaysianToday(new Date())))).status).toBe(200);
  });
});
