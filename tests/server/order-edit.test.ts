import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalsResponse, DecisionResponse, EditOrderResponse, PreOrderResponse, PreOrdersResponse, SubmitCompleteRequest, SubmitCompleteResponse } from '../../src/api/types';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios, completeForm, type Scenario } from './support/workflow-fixture';

type Answer<T> = { status: number; body: T & { error?: string } };

const UNIT_TOTAL = 10800;
const NOT_EDITABLE = 'This order can no longer be edited: only orders waiting for approval or rejected can be';

describe.each(engines())('edited orders on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(() => ctx?.close());

  const submit = (token: string, body: SubmitCompleteRequest) => call(ctx.app, '/api/workflow/submit-complete', { token, body }) as Promise<Answer<SubmitCompleteResponse>>;
  const edit = (token: string, poId: string) => call(ctx.app, `/api/orders/pre-orders/${poId}/edit`, { token, method: 'POST' }) as Promise<Answer<EditOrderResponse>>;
  const decide = (token: string, poId: string, decision: 'approve' | 'reject', comment = 'Decided') =>
    call(ctx.app, `/api/approvals/${poId}/${decision}`, { token, body: { comment } }) as Promise<Answer<DecisionResponse>>;
  const inbox = async (token: string) => ((await call(ctx.app, '/api/approvals', { token })) as Answer<ApprovalsResponse>).body.data.map((order) => order.poId);
  const preOrder = (token: string, poId: string) => call(ctx.app, `/api/orders/pre-orders/${poId}`, { token }) as Promise<Answer<PreOrderResponse>>;

  /** A scenario whose order is submitted (under item code IC-1 with a budget when `itemCode`); answers its PO id. */
  async function placed(options: Parameters<CheckoutScenarios['create']>[0] & { itemCode?: boolean } = {}) {
    const scenario = await scenarios.create({ ...options, company: options.itemCode ? { hasItemCode: 'Y' } : undefined });
    const itemCodeBudget = options.itemCode ? await scenarios.workflow.itemCodeBudget(await scenarios.workflow.itemCode(scenario.buyerId, 'IC-1'), scenario.projectId, 1_000_000) : null;
    const { status, body } = await submit(scenario.buyer.token, editRequest(scenario, options.itemCode));
    expect(status).toBe(200);
    return { ...scenario, poId: body.data.poId, itemCodeBudget };
  }

  /** The submit of the scenario's cart line, with its item code when the company needs one. */
  function editRequest(scenario: Scenario, itemCode = false, overrides: Partial<SubmitCompleteRequest> = {}): SubmitCompleteRequest {
    const formData = completeForm(scenario.locationId, scenario.projectId, itemCode ? { item_code: { [scenario.item.skuId]: 'IC-1' } } : {});
    return scenario.request({ formData, ...overrides });
  }

  it("puts the order's lines in the cart and leaves the order waiting", async () => {
    const scenario = await placed({ quantity: 3, stock: 10 });
    const other = await scenarios.product();
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, other, 5);
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, 1);

    const answer = await edit(scenario.buyer.token, scenario.poId);
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: { poId: scenario.poId } } });
    expect(answer.body.message).toBe("The order's items are in your cart: submitting them replaces the order and restarts its approval");
    const cart = await scenarios.workflow.cartLines(scenario.buyerId);
    expect(cart.toSorted((a, b) => a.skuId - b.skuId)).toEqual(
      [
        { skuId: scenario.item.skuId, quantity: 3 },
        { skuId: other.skuId, quantity: 5 },
      ].toSorted((a, b) => a.skuId - b.skuId),
    );
    expect((await scenarios.workflow.orders(scenario.buyerId))[0]).toMatchObject({ status: 'workflow_approval', currentStage: 1, replacedById: null });
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(7);
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(3 * UNIT_TOTAL);
  });

  it("refuses another buyer's order, a processing order, an approver and a malformed PO id", async () => {
    const scenario = await placed();
    const other = await scenarios.create();
    expect(await edit(other.buyer.token, scenario.poId)).toMatchObject({ status: 404, body: { error: 'Order not found' } });
    expect((await edit(scenario.approvers.first.token, scenario.poId)).status).toBe(403);
    expect((await edit(scenario.buyer.token, 'PO-1')).status).toBe(400);
    expect((await call(ctx.app, `/api/orders/pre-orders/${scenario.poId}/edit`, { method: 'POST' })).status).toBe(401);

    await decide(scenario.approvers.first.token, scenario.poId, 'approve');
    await decide(scenario.approvers.second.token, scenario.poId, 'approve');
    expect(await edit(scenario.buyer.token, scenario.poId)).toMatchObject({ status: 409, body: { error: NOT_EDITABLE } });
    expect(await scenarios.workflow.cartLines(scenario.buyerId)).toEqual([]);
  });

  it('replaces the original on submit: its holds released once, the edited order restarting at stage 1', async () => {
    const scenario = await placed({ quantity: 3, stock: 10, itemCode: true });
    const fixture = scenarios.workflow;
    await decide(scenario.approvers.first.token, scenario.poId, 'approve');
    expect(await inbox(scenario.approvers.second.token)).toEqual([scenario.poId]);
    await edit(scenario.buyer.token, scenario.poId);

    const answer = await submit(scenario.buyer.token, editRequest(scenario, true, { filteredCartItems: [{ sku_id: scenario.item.skuId, quantity: 3 }], editPoId: scenario.poId }));
    expect(answer).toMatchObject({ status: 200, body: { data: { mode: 'created', status: 'workflow_approval', isEdited: true, isBudgetPending: false } } });
    const editedPoId = answer.body.data.poId;
    expect(editedPoId).not.toBe(scenario.poId);

    // Held once: by the edited order, the original's hold given back.
    expect(await fixture.stock(scenario.item.skuId)).toBe(7);
    expect(await fixture.budgetRow(scenario.budgetId)).toMatchObject({ pending: 3 * UNIT_TOTAL, committed: 0 });
    expect(await fixture.itemCodeBudgetRow(scenario.itemCodeBudget ?? 0)).toMatchObject({ pending: 30000, committed: 0 });
    expect(await fixture.cartLines(scenario.buyerId)).toEqual([]);

    const original = (await preOrder(scenario.buyer.token, scenario.poId)).body.data;
    expect(original).toMatchObject({ status: 'replaced', stageLabel: 'Replaced', currentStage: null, replacedBy: editedPoId, editedFrom: null });
    expect(original.timeline.at(-1)).toMatchObject({ key: 'replaced', label: `Replaced by ${editedPoId}`, state: 'done' });
    const edited = (await preOrder(scenario.buyer.token, editedPoId)).body.data;
    expect(edited).toMatchObject({ status: 'workflow_approval', currentStage: 1, isEdited: true, editedFrom: scenario.poId, replacedBy: null });
    expect(edited.timeline.map((step) => [step.key, step.state])).toEqual([
      ['edited', 'done'],
      ['submitted', 'done'],
      ['stage-1', 'current'],
      ['stage-2', 'pending'],
      ['processing', 'pending'],
    ]);
    expect(edited.timeline[0].label).toBe(`Edited from ${scenario.poId}`);
    const list = (await call<PreOrdersResponse>(ctx.app, '/api/orders/pre-orders', { token: scenario.buyer.token })).body.data;
    expect(list.map((order) => [order.poId, order.status])).toEqual([
      [editedPoId, 'workflow_approval'],
      [scenario.poId, 'replaced'],
    ]);

    // The replaced order leaves every inbox and cannot be decided; a replaced order cannot be edited again.
    expect(await inbox(scenario.approvers.second.token)).toEqual([]);
    expect(await inbox(scenario.approvers.first.token)).toEqual([editedPoId]);
    expect((await decide(scenario.approvers.second.token, scenario.poId, 'approve')).status).toBe(404);
    expect((await decide(scenario.approvers.first.token, scenario.poId, 'reject')).status).toBe(409);
    expect(await edit(scenario.buyer.token, scenario.poId)).toMatchObject({ status: 409, body: { error: NOT_EDITABLE } });
  });

  it('answers a replayed edit submit with the first result and changes nothing', async () => {
    const scenario = await placed({ quantity: 2, stock: 10 });
    await edit(scenario.buyer.token, scenario.poId);
    const body = editRequest(scenario, false, { editPoId: scenario.poId });
    const first = await submit(scenario.buyer.token, body);
    const again = await submit(scenario.buyer.token, body);
    expect(again).toMatchObject({ status: 200, body: { data: { poId: first.body.data.poId, mode: 'replayed', isEdited: true, operations: 0 } } });
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(8);
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(2 * UNIT_TOTAL);
    expect((await scenarios.workflow.orders(scenario.buyerId)).map((order) => order.status).toSorted()).toEqual(['replaced', 'workflow_approval']);
  });

  it('releases nothing again for a rejected original, and refuses an edit submit of an order no longer editable', async () => {
    const scenario = await placed({ quantity: 2, stock: 10, itemCode: true });
    await decide(scenario.approvers.first.token, scenario.poId, 'reject', 'Wrong quantity');
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(10);
    await edit(scenario.buyer.token, scenario.poId);
    const request = editRequest(scenario, true, { editPoId: scenario.poId });
    expect((await submit(scenario.buyer.token, request)).body.data).toMatchObject({ status: 'workflow_approval', isEdited: true });
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(8);
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(2 * UNIT_TOTAL);
    expect(await scenarios.workflow.itemCodeBudgetRow(scenario.itemCodeBudget ?? 0)).toMatchObject({ pending: 20000, committed: 0 });

    // The same order named again (its edit already submitted) is refused, and so is another buyer's.
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, 2);
    const replacedAgain = await submit(scenario.buyer.token, editRequest(scenario, true, { editPoId: scenario.poId }));
    expect(replacedAgain).toMatchObject({ status: 409, body: { error: NOT_EDITABLE } });
    const other = await placed();
    expect(await submit(scenario.buyer.token, editRequest(scenario, true, { editPoId: other.poId }))).toMatchObject({ status: 404, body: { error: 'Order not found' } });
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(8);
    expect(await scenarios.workflow.orders(other.buyerId)).toMatchObject([{ status: 'workflow_approval' }]);
  });

  it('restarts an edited order at budget approval when it is still over budget', async () => {
    const scenario = await placed({ budget: UNIT_TOTAL, quantity: 2 });
    expect(await decide(scenario.approvers.second.token, scenario.poId, 'approve')).toMatchObject({ body: { data: { currentStage: 1 } } });
    await edit(scenario.buyer.token, scenario.poId);
    const answer = await submit(scenario.buyer.token, editRequest(scenario, false, { editPoId: scenario.poId }));
    expect(answer.body.data).toMatchObject({ status: 'budget_approval', isBudgetPending: true, isEdited: true });
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(2 * UNIT_TOTAL);
    expect(await inbox(scenario.approvers.first.token)).toEqual([]);
    expect(await inbox(scenario.approvers.second.token)).toEqual([answer.body.data.poId]);
  });

  it('lets either the last approval or the edit submit win, never both, holding everything once', async () => {
    const scenario = await placed({ quantity: 2, stock: 10 });
    await decide(scenario.approvers.first.token, scenario.poId, 'approve');
    await edit(scenario.buyer.token, scenario.poId);
    const [approval, edited] = await Promise.all([
      decide(scenario.approvers.second.token, scenario.poId, 'approve'),
      submit(scenario.buyer.token, editRequest(scenario, false, { editPoId: scenario.poId })),
    ]);
    const budget = await scenarios.workflow.budgetRow(scenario.budgetId);
    const orders = await scenarios.workflow.orders(scenario.buyerId);
    if (approval.status === 200) {
      expect(edited).toMatchObject({ status: 409, body: { error: NOT_EDITABLE } });
      expect(orders.map((order) => order.status)).toEqual(['processing']);
      expect(budget).toMatchObject({ pending: 0, committed: 2 * UNIT_TOTAL });
      expect(await scenarios.workflow.cartLines(scenario.buyerId)).toEqual([{ skuId: scenario.item.skuId, quantity: 2 }]);
    } else {
      expect(approval.status).toBe(409);
      expect(edited.status).toBe(200);
      expect(orders.map((order) => order.status).toSorted()).toEqual(['replaced', 'workflow_approval']);
      expect(budget).toMatchObject({ pending: 2 * UNIT_TOTAL, committed: 0 });
    }
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(8);
  });
});
