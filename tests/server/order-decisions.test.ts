import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyers, preOrders } from '../../server/db/schema';
import { insertReference } from '../../server/queries/cart-references';
import { markReplaced } from '../../server/queries/orders';
import type {
  ApprovalCountResponse,
  ApprovalResponse,
  ApprovalsResponse,
  BulkDecisionResponse,
  DecisionResponse,
  PreOrderResponse,
  PreOrdersResponse,
  SubmitCompleteRequest,
  SubmitCompleteResponse,
} from '../../src/api/types';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios, completeForm, type Scenario } from './support/workflow-fixture';

type Answer<T> = { status: number; body: T & { error?: string } };

const UNIT_TOTAL = 10800;

describe.each(engines())('approver decisions and buyer withdrawals on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(() => ctx?.close());

  /** Puts the scenario's line back in the cart and submits it; answers the PO id. */
  async function place(scenario: Scenario, overrides: Partial<SubmitCompleteRequest> = {}): Promise<string> {
    if ((await scenarios.workflow.cartLines(scenario.buyerId)).length === 0)
      await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, scenario.quantity);
    const { status, body } = await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request(overrides),
    });
    expect(status).toBe(200);
    return body.data.poId;
  }

  const count = (token: string) => call(ctx.app, '/api/approvals/count', { token }) as Promise<Answer<ApprovalCountResponse>>;
  const inbox = async (token: string) =>
    ((await call(ctx.app, '/api/approvals', { token })) as Answer<ApprovalsResponse>).body.data.map((order) => order.poId);
  const decide = (token: string, poId: string, decision: 'approve' | 'reject' | 'return', comment?: string) =>
    call(ctx.app, `/api/approvals/${poId}/${decision}`, { token, body: comment === undefined ? {} : { comment } }) as Promise<
      Answer<DecisionResponse>
    >;
  const bulk = (token: string, body: unknown) =>
    call(ctx.app, '/api/approvals/bulk', { token, body }) as Promise<Answer<BulkDecisionResponse>>;
  const cancel = (token: string, poId: string) =>
    call(ctx.app, `/api/orders/pre-orders/${poId}/cancel`, { token, method: 'POST' }) as Promise<Answer<DecisionResponse>>;
  const preOrder = (token: string, poId: string) =>
    call(ctx.app, `/api/orders/pre-orders/${poId}`, { token }) as Promise<Answer<PreOrderResponse>>;

  it('counts the orders waiting for each approver, and tells who approves', async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const { first, firstToo, second } = scenario.approvers;
    expect((await count(first.token)).body).toEqual({ success: true, isApprover: true, count: 0 });
    await place(scenario);
    await place(scenario);
    expect((await count(first.token)).body).toMatchObject({ isApprover: true, count: 2 });
    expect((await count(firstToo.token)).body).toMatchObject({ count: 2 });
    // Stage 2 waits for stage 1.
    expect((await count(second.token)).body).toMatchObject({ isApprover: true, count: 0 });
    const [poId] = await inbox(first.token);
    await decide(first.token, poId, 'approve');
    expect((await count(first.token)).body).toMatchObject({ count: 1 });
    expect((await count(second.token)).body).toMatchObject({ count: 1 });
    // An approver account of the company who approves no stage, and a buyer, approve nothing.
    const bystander = await scenarios.workflow.user(scenario.buyerId, 'approver');
    expect((await count(bystander.token)).body).toEqual({ success: true, isApprover: false, count: 0 });
    expect((await count(scenario.buyer.token)).body).toEqual({ success: true, isApprover: false, count: 0 });
    expect((await call(ctx.app, '/api/approvals/count')).status).toBe(401);
  });

  it('counts a budget approval for the last stage that applies to its total', async () => {
    const scenario = await scenarios.create({ budget: UNIT_TOTAL, quantity: 2 });
    await place(scenario);
    expect((await count(scenario.approvers.first.token)).body.count).toBe(0);
    expect((await count(scenario.approvers.second.token)).body.count).toBe(1);
  });

  it('tells an approver that the order was replaced by an edited order or withdrawn, with 409', async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const original = await place(scenario);
    const edited = await place(scenario);
    const [originalRow, editedRow] = await Promise.all(
      [original, edited].map(async (poId) => (await ctx.db.select().from(preOrders).where(eq(preOrders.poId, poId)))[0]),
    );
    await markReplaced(ctx.db, originalRow.id, editedRow.id);
    const { first } = scenario.approvers;
    const replaced = `This order was replaced by ${edited} after the buyer edited it`;
    expect(await decide(first.token, original, 'approve')).toMatchObject({ status: 409, body: { error: replaced } });
    expect(await call(ctx.app, `/api/approvals/${original}`, { token: first.token })).toMatchObject({
      status: 409,
      body: { error: replaced },
    });

    expect((await cancel(scenario.buyer.token, edited)).status).toBe(200);
    expect(await decide(first.token, edited, 'reject', 'Too late')).toMatchObject({
      status: 409,
      body: { error: 'This order was withdrawn by the buyer' },
    });
    // Someone who approves nothing in that workflow learns nothing about the order.
    const other = await scenarios.create();
    expect((await decide(other.approvers.first.token, edited, 'approve')).status).toBe(404);
  });

  it('sends an order back with a required comment: returned, holds released, the comment shown to the buyer', async () => {
    const scenario = await scenarios.create({ quantity: 3, stock: 10 });
    const poId = await place(scenario);
    const { first, second } = scenario.approvers;
    expect((await decide(first.token, poId, 'return', '  ')).status).toBe(400);
    expect((await decide(first.token, poId, 'return')).status).toBe(400);
    await decide(first.token, poId, 'approve');
    expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ pending: 3 * UNIT_TOTAL });

    const answer = await decide(second.token, poId, 'return', 'Use the framework supplier instead');
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: { poId, status: 'returned', currentStage: null, stageLabel: 'Sent Back for Changes' },
        message: 'Order sent back to the buyer for changes',
      },
    });
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(10);
    expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ pending: 0, committed: 0 });
    expect(await inbox(second.token)).toEqual([]);
    expect(await decide(second.token, poId, 'approve')).toMatchObject({
      status: 409,
      body: { error: 'This order was sent back to the buyer for changes' },
    });

    const { body } = await preOrder(scenario.buyer.token, poId);
    expect(body.data).toMatchObject({
      status: 'returned',
      sentBack: { by: 'Second Approver', comment: 'Use the framework supplier instead' },
    });
    expect(body.data.timeline.map((step) => [step.key, step.state])).toEqual([
      ['submitted', 'done'],
      ['stage-1', 'done'],
      ['stage-2', 'returned'],
      ['processing', 'pending'],
    ]);
    const list = (await call(ctx.app, '/api/orders/pre-orders', { token: scenario.buyer.token })) as Answer<PreOrdersResponse>;
    expect(list.body.data.find((order) => order.poId === poId)).toMatchObject({ status: 'returned', stageLabel: 'Sent Back for Changes' });
  });

  it('decides several orders at once, each on its own, and reports those it could not decide', async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const { first, second } = scenario.approvers;
    const [a, b, c, d] = [await place(scenario), await place(scenario), await place(scenario), await place(scenario)];
    expect((await cancel(scenario.buyer.token, c)).status).toBe(200);
    await decide(first.token, d, 'approve');

    const approved = await bulk(first.token, { poIds: [a, b, c, d], decision: 'approve', comment: 'Batch approved' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ message: '2 of 4 order(s) decided' });
    expect(approved.body.data).toEqual([
      { poId: a, ok: true, status: 'workflow_approval', stageLabel: 'Finance Approval', error: null },
      { poId: b, ok: true, status: 'workflow_approval', stageLabel: 'Finance Approval', error: null },
      { poId: c, ok: false, status: null, stageLabel: null, error: 'This order was withdrawn by the buyer' },
      { poId: d, ok: false, status: null, stageLabel: null, error: 'This order has already been decided at this stage' },
    ]);
    expect(await inbox(second.token)).toEqual([a, b, d]);

    expect((await bulk(second.token, { poIds: [a, b], decision: 'reject' })).status).toBe(400);
    expect((await bulk(second.token, { poIds: [a, a], decision: 'approve' })).status).toBe(400);
    expect((await bulk(second.token, { poIds: [], decision: 'approve' })).status).toBe(400);
    expect((await bulk(scenario.buyer.token, { poIds: [a], decision: 'approve' })).status).toBe(403);
    const rejected = await bulk(second.token, { poIds: [a, b], decision: 'reject', comment: 'Over plan' });
    expect(rejected.body.data.map((outcome) => [outcome.ok, outcome.status])).toEqual([
      [true, 'rejected'],
      [true, 'rejected'],
    ]);
    const { body } = await preOrder(scenario.buyer.token, a);
    expect(body.data.timeline.map((step) => step.comment)).toEqual([null, 'Batch approved', 'Over plan', null]);
    // d's stock and budget are still held; a, b (rejected) and c (withdrawn) gave theirs back.
    expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ pending: UNIT_TOTAL, committed: 0 });
  });

  it('lets the buyer withdraw a waiting order once: stock, budget and item code budget come back, approvers no longer see it', async () => {
    const scenario = await scenarios.create({ company: { hasItemCode: 'Y' }, quantity: 2, stock: 10 });
    const fixture = scenarios.workflow;
    const itemBudget = await fixture.itemCodeBudget(await fixture.itemCode(scenario.buyerId, 'IC-9'), scenario.projectId, 100000);
    const poId = await place(scenario, {
      formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [scenario.item.skuId]: 'IC-9' } }),
    });
    expect(await fixture.stock(scenario.item.skuId)).toBe(8);
    expect(await fixture.itemCodeBudgetRow(itemBudget)).toMatchObject({ pending: 20000 });
    expect(await inbox(scenario.approvers.first.token)).toEqual([poId]);

    expect((await cancel(scenario.approvers.first.token, poId)).status).toBe(403);
    const other = await scenarios.create();
    expect(await cancel(other.buyer.token, poId)).toMatchObject({ status: 404, body: { error: 'Order not found' } });

    const answer = await cancel(scenario.buyer.token, poId);
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { poId, status: 'cancelled', currentStage: null, stageLabel: 'Cancelled' } },
    });
    expect(await fixture.stock(scenario.item.skuId)).toBe(10);
    expect(await fixture.budgetRow(scenario.budgetId)).toMatchObject({ pending: 0, committed: 0 });
    expect(await fixture.itemCodeBudgetRow(itemBudget)).toMatchObject({ pending: 0, committed: 0 });
    expect(await inbox(scenario.approvers.first.token)).toEqual([]);
    expect((await count(scenario.approvers.first.token)).body.count).toBe(0);
    expect(await cancel(scenario.buyer.token, poId)).toMatchObject({
      status: 409,
      body: { error: 'This order has already been withdrawn' },
    });
    expect(await fixture.stock(scenario.item.skuId)).toBe(10);
    expect((await preOrder(scenario.buyer.token, poId)).body.data.timeline.at(-1)).toMatchObject({ key: 'cancelled', state: 'done' });
  });

  it('refuses to withdraw an order that is processing or rejected', async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const { first, second } = scenario.approvers;
    const processing = await place(scenario);
    await decide(first.token, processing, 'approve');
    await decide(second.token, processing, 'approve');
    const rejected = await place(scenario);
    await decide(first.token, rejected, 'reject', 'No');
    for (const poId of [processing, rejected]) {
      expect(await cancel(scenario.buyer.token, poId)).toMatchObject({
        status: 409,
        body: { error: 'Only an order waiting for approval can be withdrawn' },
      });
    }
    expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ pending: 0, committed: UNIT_TOTAL });
  });

  it('lets either a withdrawal or a decision win, never both', async () => {
    const scenario = await scenarios.create({ quantity: 1, stock: 5 });
    const poId = await place(scenario);
    const [withdrawn, decided] = await Promise.all([
      cancel(scenario.buyer.token, poId),
      decide(scenario.approvers.first.token, poId, 'reject', 'No'),
    ]);
    expect([withdrawn.status, decided.status].toSorted()).toEqual([200, 409]);
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(5);
    expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ pending: 0, committed: 0 });
  });

  it('shows what the buyer entered: sellers (masked without view_sl_info), references, quotation ID, notes and delivery dates', async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const sellerId = scenario.item.sellerId;
    await insertReference(ctx.db, scenario.buyerId, scenario.item.skuId, 'Line 4 conveyor');
    await insertReference(ctx.db, scenario.buyerId, scenario.item.skuId, 'Spare for bay 2');
    const formData = completeForm(scenario.locationId, scenario.projectId, {
      sap_poid: 'QT-2026-0042',
      order_note: 'Deliver after 9 am',
      note_to_seller: { [sellerId]: 'Pack in two boxes' },
      delivery_date_request: { [sellerId]: '2026-12-15' },
    });
    const poId = await place(scenario, { formData });
    const expected = {
      quotationId: 'QT-2026-0042',
      orderNote: 'Deliver after 9 am',
      lines: [{ skuId: scenario.item.skuId, sellerId, references: ['Line 4 conveyor', 'Spare for bay 2'] }],
      sellers: [{ sellerId, noteToSeller: 'Pack in two boxes', deliveryDate: '2026-12-15' }],
      sentBack: null,
    };
    const asBuyer = (await preOrder(scenario.buyer.token, poId)).body.data;
    expect(asBuyer).toMatchObject(expected);
    expect(asBuyer.lines[0].sellerName).not.toMatch(/^VNDR-/);
    expect(asBuyer.sellers[0].sellerName).toBe(asBuyer.lines[0].sellerName);
    const asApprover = (
      (await call(ctx.app, `/api/approvals/${poId}`, { token: scenario.approvers.first.token })) as Answer<ApprovalResponse>
    ).body.data;
    expect(asApprover).toMatchObject(expected);

    await changeHeard(ctx.db, 'buyers', () => ctx.db.update(buyers).set({ viewSlInfo: 'N' }).where(eq(buyers.id, scenario.buyerId)));
    const masked = `VNDR-${String(sellerId).padStart(6, '0')}`;
    const maskedAnswer = (await preOrder(scenario.buyer.token, poId)).body.data;
    expect([maskedAnswer.lines[0].sellerName, maskedAnswer.sellers[0].sellerName]).toEqual([masked, masked]);
    const maskedInbox = ((await call(ctx.app, '/api/approvals', { token: scenario.approvers.first.token })) as Answer<ApprovalsResponse>)
      .body.data;
    expect(maskedInbox[0].lines[0].sellerName).toBe(masked);
  });
});
