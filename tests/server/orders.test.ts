import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreOrderResponse, PreOrdersResponse, SubmitCompleteRequest, SubmitCompleteResponse } from '../../src/api/types';
import { users } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios, completeForm } from './support/workflow-fixture';

type Answer<T> = { status: number; body: T & { error?: string } };

describe.each(engines())('pre-orders on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(() => ctx?.close());

  const submit = async (token: string, body: SubmitCompleteRequest) => {
    const answer = await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', { token, body });
    expect(answer.status).toBe(200);
    return answer.body.data.poId;
  };
  const list = (token: string, query = '') =>
    call(ctx.app, `/api/orders/pre-orders${query}`, { token }) as Promise<Answer<PreOrdersResponse>>;
  const detail = (token: string, poId: string) =>
    call(ctx.app, `/api/orders/pre-orders/${poId}`, { token }) as Promise<Answer<PreOrderResponse>>;

  it("lists the buyer's orders newest first, a page at a time", async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const first = await submit(scenario.buyer.token, scenario.request());
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, 1);
    const second = await submit(scenario.buyer.token, scenario.request());
    const { status, body } = await list(scenario.buyer.token);
    expect(status).toBe(200);
    expect(body.data.map((order) => order.poId)).toEqual([second, first]);
    expect(body.pagination).toEqual({ page: 1, limit: 24, total: 2, totalPages: 1 });
    expect(body.data[0]).toMatchObject({
      status: 'workflow_approval',
      currentStage: 1,
      stageLabel: 'Manager Approval',
      grandTotal: 108,
      subtotal: 100,
      tax: 8,
      shippingFee: 0,
      itemCount: 1,
      isAlternateRecipient: false,
    });
    const paged = await list(scenario.buyer.token, '?page=2&limit=1');
    expect(paged.body.data.map((order) => order.poId)).toEqual([first]);
    expect(paged.body.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
  });

  it('lists only the orders waiting for approval with filter=waiting, and refuses an unknown filter', async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const withdrawn = await submit(scenario.buyer.token, scenario.request());
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, 1);
    const waiting = await submit(scenario.buyer.token, scenario.request());
    const cancelled = await call(ctx.app, `/api/orders/pre-orders/${withdrawn}/cancel`, { token: scenario.buyer.token, method: 'POST' });
    expect(cancelled.status).toBe(200);
    expect((await list(scenario.buyer.token)).body.data.map((order) => order.poId)).toEqual([waiting, withdrawn]);
    expect((await list(scenario.buyer.token, '?filter=all')).body.data.map((order) => order.poId)).toEqual([waiting, withdrawn]);
    const pre = await list(scenario.buyer.token, '?filter=waiting');
    expect(pre.body.data.map((order) => order.poId)).toEqual([waiting]);
    expect(pre.body.pagination).toMatchObject({ total: 1, totalPages: 1 });
    expect((await list(scenario.buyer.token, '?filter=processing')).status).toBe(400);
  });

  it('shows the detail: lines, addresses, the alternate recipient, attachments and the timeline', async () => {
    const scenario = await scenarios.create({ quantity: 2 });
    const file = await scenarios.workflow.attachment(scenario.buyerId, scenario.buyer.id, 'approval');
    const formData = completeForm(scenario.locationId, scenario.projectId, {
      shipping_address_type: 'new',
      bill_lotno: 'Suite 5',
      bill_street1: 'Jalan Ampang',
      bill_street2: 'KLCC',
      bill_pincode: '50450',
      bill_city: 'Kuala Lumpur',
      bill_State: 'Kuala Lumpur',
      bill_countery: 'Malaysia',
      order_note: 'Call before delivery',
    });
    const poId = await submit(scenario.buyer.token, scenario.request({ formData, attachments: { order: [], approval: [file] } }));
    const { status, body } = await detail(scenario.buyer.token, poId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      poId,
      shippingAddress: {
        lotNo: 'Lot 12',
        street1: 'Jalan Teknologi 3',
        postcode: '47810',
        city: 'Petaling Jaya',
        state: 'Selangor',
        country: 'Malaysia',
      },
      billingAddress: { lotNo: 'Suite 5', city: 'Kuala Lumpur', state: 'Kuala Lumpur' },
      alternateRecipient: null,
      orderNote: 'Call before delivery',
      attachments: [
        { id: file, kind: 'approval', sellerId: null, contentType: 'application/pdf', size: 1234, url: `/api/attachments/${file}` },
      ],
      lines: [{ skuId: scenario.item.skuId, productName: scenario.item.name, quantity: 2, unitPrice: 100, lineTotal: 200 }],
    });
    expect(body.data.timeline.map((step) => [step.key, step.state])).toEqual([
      ['submitted', 'done'],
      ['stage-1', 'current'],
      ['stage-2', 'pending'],
      ['processing', 'pending'],
    ]);
  });

  it("answers 404 for another buyer's order and for an approver who is not its buyer", async () => {
    const scenario = await scenarios.create();
    const poId = await submit(scenario.buyer.token, scenario.request());
    const other = await scenarios.create();
    expect(await detail(other.buyer.token, poId)).toMatchObject({ status: 404, body: { error: 'Order not found' } });
    expect((await list(other.buyer.token)).body.data).toEqual([]);
    expect((await detail(scenario.approvers.first.token, poId)).status).toBe(404);
    expect((await detail(scenario.buyer.token, 'PO-20260101-999999')).status).toBe(404);
    expect((await detail(scenario.buyer.token, 'not-a-po')).status).toBe(400);
    expect((await call(ctx.app, '/api/orders/pre-orders')).status).toBe(401);
  });

  it('shows the order to its alternate recipient, marked', async () => {
    const scenario = await scenarios.create();
    const recipient = await scenarios.create();
    const formData = completeForm(scenario.locationId, scenario.projectId, {
      apply_alt_receipient: 'Y',
      alt_contact_name: 'Siti',
      alt_contact_no: '+60123456799',
      alt_email: recipient.buyer.email.toUpperCase(),
    });
    const poId = await submit(scenario.buyer.token, scenario.request({ formData }));
    // Shown only to the address's verified owner (tests/server/mail.test.ts follows the link).
    await changeHeard(ctx.db, 'users', () =>
      ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, recipient.buyer.id)),
    );
    const { body } = await list(recipient.buyer.token);
    expect(body.data.map((order) => [order.poId, order.isAlternateRecipient])).toEqual([[poId, true]]);
    const seen = await detail(recipient.buyer.token, poId);
    expect(seen.body.data).toMatchObject({ isAlternateRecipient: true, alternateRecipient: { name: 'Siti', phone: '+60123456799' } });
    expect((await list(scenario.buyer.token)).body.data[0].isAlternateRecipient).toBe(false);
  });
});
