import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalResponse, ApprovalsResponse, DecisionResponse, PreOrderResponse, SubmitCompleteResponse } from '../../src/api/types';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios, completeForm, type Scenario } from './support/workflow-fixture';

type Answer<T> = { status: number; body: T & { error?: string } };

const UNIT_TOTAL = 10800;

describe.each(engines())('approvals on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(() => ctx?.close());

  /** A scenario whose order is submitted; answers its PO id. */
  async function placed(options: Parameters<CheckoutScenarios['create']>[0] = {}): Promise<Scenario & { poId: string }> {
    const scenario = await scenarios.create(options);
    const { status, body } = await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request(),
    });
    expect(status).toBe(200);
    return { ...scenario, poId: body.data.poId };
  }

  const inbox = (token: string) => call(ctx.app, '/api/approvals', { token }) as Promise<Answer<ApprovalsResponse>>;
  const decide = (token: string, poId: string, decision: 'approve' | 'reject', comment?: string) =>
    call(ctx.app, `/api/approvals/${poId}/${decision}`, { token, body: comment === undefined ? {} : { comment } }) as Promise<
      Answer<DecisionResponse>
    >;
  const preOrder = (token: string, poId: string) =>
    call(ctx.app, `/api/orders/pre-orders/${poId}`, { token }) as Promise<Answer<PreOrderResponse>>;

  it("shows the order in its stage's approvers' inbox only, with lines, totals, budget and attachments", async () => {
    const scenario = await scenarios.create({ quantity: 2 });
    const file = await scenarios.workflow.attachment(scenario.buyerId, scenario.buyer.id, 'order');
    const submitted = await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request({ attachments: { order: [file], approval: [] } }),
    });
    const poId = submitted.body.data.poId;
    const { status, body } = await inbox(scenario.approvers.first.token);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      poId,
      status: 'workflow_approval',
      currentStage: 1,
      stageLabel: 'Manager Approval',
      grandTotal: 216,
      itemCount: 2,
      budget: { budgetLimit: 100000, committed: 0, pending: 216, remaining: 99784, exceedsBy: 0 },
      attachments: [{ id: file, kind: 'order', url: `/api/attachments/${file}` }],
      lines: [{ skuId: scenario.item.skuId, quantity: 2, lineTotal: 200 }],
    });
    expect((await inbox(scenario.approvers.firstToo.token)).body.data.map((order) => order.poId)).toEqual([poId]);
    expect((await inbox(scenario.approvers.second.token)).body.data).toEqual([]);
    const detail = (await call(ctx.app, `/api/approvals/${poId}`, { token: scenario.approvers.first.token })) as Answer<ApprovalResponse>;
    expect(detail.body.data).toMatchObject({ poId, budget: { pending: 216 } });
    expect((await call(ctx.app, `/api/approvals/${poId}`, { token: scenario.approvers.second.token })).status).toBe(404);
  });

  it('moves through both stages to processing and commits the budget', async () => {
    const scenario = await placed({ quantity: 2 });
    const { first, second } = scenario.approvers;
    const budgetBefore = await scenarios.workflow.budgetRow(scenario.budgetId);
    expect(budgetBefore).toMatchObject({ pending: 2 * UNIT_TOTAL, committed: 0 });
    // Stage 2's approver cannot act before stage 1 has.
    expect(await decide(second.token, scenario.poId, 'approve')).toMatchObject({ status: 404, body: { error: 'Order not found' } });

    const firstAnswer = await decide(first.token, scenario.poId, 'approve', 'Looks right');
    expect(firstAnswer).toMatchObject({
      status: 200,
      body: {
        data: { poId: scenario.poId, status: 'workflow_approval', currentStage: 2, stageLabel: 'Finance Approval' },
        message: 'Order approved',
      },
    });
    expect((await inbox(first.token)).body.data).toEqual([]);
    expect((await inbox(second.token)).body.data.map((order) => order.poId)).toEqual([scenario.poId]);
    expect(await decide(first.token, scenario.poId, 'approve')).toMatchObject({
      status: 409,
      body: { error: 'This order has already been decided at this stage' },
    });

    const last = await decide(second.token, scenario.poId, 'approve');
    expect(last).toMatchObject({ status: 200, body: { data: { status: 'processing', currentStage: null, stageLabel: 'Processing' } } });
    expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ pending: 0, committed: 2 * UNIT_TOTAL });
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(98);

    const { body } = await preOrder(scenario.buyer.token, scenario.poId);
    expect(body.data.status).toBe('processing');
    // The third stage applies only from RM1,000,000, so it is not on the timeline.
    expect(body.data.timeline.map((step) => [step.key, step.state, step.actor])).toEqual([
      ['submitted', 'done', expect.any(String)],
      ['stage-1', 'done', 'First Approver'],
      ['stage-2', 'done', 'Second Approver'],
      ['processing', 'done', null],
    ]);
    expect(body.data.timeline[1].comment).toBe('Looks right');
  });

  it("sends a budget approval to the last stage's approvers, then through the workflow", async () => {
    const scenario = await placed({ budget: UNIT_TOTAL, quantity: 2 });
    const { first, second } = scenario.approvers;
    expect((await inbox(first.token)).body.data).toEqual([]);
    const waiting = (await inbox(second.token)).body.data;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ status: 'budget_approval', currentStage: 0, stageLabel: 'Budget Approval', isBudgetPending: true });
    // The approver is told how far the order runs over what the budget had left, as the buyer was: RM 216 against RM 108.
    expect(waiting[0].budget).toEqual({ budgetLimit: 108, committed: 0, pending: 216, remaining: 0, exceedsBy: 108 });

    expect(await decide(second.token, scenario.poId, 'approve')).toMatchObject({
      status: 200,
      body: { data: { status: 'workflow_approval', currentStage: 1 } },
    });
    expect((await decide(first.token, scenario.poId, 'approve')).body.data).toMatchObject({ currentStage: 2 });
    expect((await decide(second.token, scenario.poId, 'approve')).body.data).toMatchObject({ status: 'processing' });
    expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ pending: 0, committed: 2 * UNIT_TOTAL });
    const { body } = await preOrder(scenario.buyer.token, scenario.poId);
    expect(body.data.timeline.map((step) => step.key)).toEqual(['submitted', 'budget', 'stage-1', 'stage-2', 'processing']);
    expect(body.data.timeline[1]).toMatchObject({ state: 'done', actor: 'Second Approver', stage: 0 });
  });

  it('rejection needs a comment, ends the order and releases the stock and the budget', async () => {
    const scenario = await placed({ quantity: 3, stock: 10 });
    const { first, second } = scenario.approvers;
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(7);
    expect((await decide(first.token, scenario.poId, 'reject', '  ')).status).toBe(400);
    expect((await decide(first.token, scenario.poId, 'reject')).status).toBe(400);
    expect((await decide(first.token, scenario.poId, 'reject', 'x'.repeat(1001))).status).toBe(400);

    await decide(first.token, scenario.poId, 'approve');
    const rejected = await decide(second.token, scenario.poId, 'reject', 'Over the quarterly plan');
    expect(rejected).toMatchObject({
      status: 200,
      body: { data: { status: 'rejected', currentStage: null, stageLabel: 'Rejected' }, message: 'Order rejected' },
    });
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(10);
    expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ pending: 0, committed: 0 });
    expect(await decide(second.token, scenario.poId, 'approve')).toMatchObject({ status: 409 });
    const { body } = await preOrder(scenario.buyer.token, scenario.poId);
    expect(body.data.timeline.map((step) => step.state)).toEqual(['done', 'done', 'rejected', 'pending']);
    expect(body.data.timeline[2].comment).toBe('Over the quarterly plan');
  });

  it("commits the item code's budget on the last approval and releases it on rejection", async () => {
    const approved = await scenarios.create({ company: { hasItemCode: 'Y' }, quantity: 1 });
    const rejected = await scenarios.create({ company: { hasItemCode: 'Y' }, quantity: 1 });
    const fixture = scenarios.workflow;
    const budgets = [];
    for (const scenario of [approved, rejected]) {
      const budget = await fixture.itemCodeBudget(await fixture.itemCode(scenario.buyerId, 'IC-1'), scenario.projectId, 100000);
      const body = scenario.request({
        formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [scenario.item.skuId]: 'IC-1' } }),
      });
      const poId = (await call<SubmitCompleteResponse>(ctx.app, '/api/workflow/submit-complete', { token: scenario.buyer.token, body }))
        .body.data.poId;
      expect(await fixture.itemCodeBudgetRow(budget)).toMatchObject({ pending: 10000, committed: 0 });
      await decide(scenario.approvers.first.token, poId, 'approve');
      await decide(scenario.approvers.second.token, poId, scenario === approved ? 'approve' : 'reject', 'Decided');
      budgets.push(budget);
    }
    expect(await fixture.itemCodeBudgetRow(budgets[0])).toMatchObject({ pending: 0, committed: 10000 });
    expect(await fixture.itemCodeBudgetRow(budgets[1])).toMatchObject({ pending: 0, committed: 0 });
  });

  it('lets only one of two approvers acting at once decide a stage', async () => {
    const scenario = await placed();
    const { first, firstToo } = scenario.approvers;
    const answers = await Promise.all([
      decide(first.token, scenario.poId, 'approve'),
      decide(firstToo.token, scenario.poId, 'reject', 'No'),
    ]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toBe('This order has already been decided at this stage');
    const [order] = await scenarios.workflow.orders(scenario.buyerId);
    const winner = answers.find((answer) => answer.status === 200)?.body.data;
    expect(order.status).toBe(winner?.status);
  });

  it("refuses another company's approver, buyers and malformed ids", async () => {
    const scenario = await placed();
    const other = await scenarios.create();
    expect((await inbox(other.approvers.first.token)).body.data).toEqual([]);
    expect(await decide(other.approvers.first.token, scenario.poId, 'approve')).toMatchObject({ status: 404 });
    expect((await call(ctx.app, `/api/approvals/${scenario.poId}`, { token: other.approvers.first.token })).status).toBe(404);
    expect(await inbox(scenario.buyer.token)).toMatchObject({ status: 403, body: { error: 'Only approvers decide orders' } });
    expect((await decide(scenario.buyer.token, scenario.poId, 'approve')).status).toBe(403);
    expect((await decide(scenario.approvers.first.token, 'PO-1', 'approve')).status).toBe(400);
    expect((await call(ctx.app, '/api/approvals')).status).toBe(401);
    expect((await scenarios.workflow.orders(scenario.buyerId))[0]).toMatchObject({ status: 'workflow_approval', currentStage: 1 });
  });
});
