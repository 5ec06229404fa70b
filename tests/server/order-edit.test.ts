import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApprovalsResponse,
  CheckoutFormResponse,
  DecisionResponse,
  EditOrderResponse,
  ItemCodeBudgetsResponse,
  PreOrderResponse,
  PreOrdersResponse,
  SubmitCompleteRequest,
  SubmitCompleteResponse,
  ValidateBudgetResponse,
} from '../../src/api/types';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios, completeForm, type Scenario } from './support/workflow-fixture';

type Answer<T> = { status: number; body: T & { error?: string } };

const UNIT_TOTAL = 10800;
const NOT_EDITABLE = 'This order can no longer be edited: only orders waiting for approval, rejected or sent back for changes can be';

describe.each(engines())('edited orders on %s', (engine) => {
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
  const edit = (token: string, poId: string) =>
    call(ctx.app, `/api/orders/pre-orders/${poId}/edit`, { token, method: 'POST' }) as Promise<Answer<EditOrderResponse>>;
  const decide = (token: string, poId: string, decision: 'approve' | 'reject', comment = 'Decided') =>
    call(ctx.app, `/api/approvals/${poId}/${decision}`, { token, body: { comment } }) as Promise<Answer<DecisionResponse>>;
  const inbox = async (token: string) =>
    ((await call(ctx.app, '/api/approvals', { token })) as Answer<ApprovalsResponse>).body.data.map((order) => order.poId);
  const abandon = (token: string, poId: string) =>
    call(ctx.app, `/api/orders/pre-orders/${poId}/edit`, { token, method: 'DELETE' }) as Promise<Answer<EditOrderResponse>>;
  const changeLine = (token: string, poId: string, skuId: number, quantity: number) =>
    call(ctx.app, `/api/orders/pre-orders/${poId}/edit/lines/${skuId}`, { token, method: 'PUT', body: { quantity } }) as Promise<
      Answer<EditOrderResponse>
    >;
  const editForm = (token: string, poId: string, query = 'state=Selangor&district=Petaling') =>
    call(ctx.app, `/api/workflow/checkout-form?edit_po_id=${poId}&${query}`, { token }) as Promise<
      Answer<CheckoutFormResponse & { success: true }>
    >;
  const draftLines = async (token: string, poId: string) =>
    (await editForm(token, poId)).body.cartItems.map((item) => ({ skuId: item.sku_id, quantity: item.quantity }));
  const preOrder = (token: string, poId: string) =>
    call(ctx.app, `/api/orders/pre-orders/${poId}`, { token }) as Promise<Answer<PreOrderResponse>>;

  /** A scenario whose order is submitted (under item code IC-1 with a budget when `itemCode`); answers its PO id. */
  async function placed(options: Parameters<CheckoutScenarios['create']>[0] & { itemCode?: boolean } = {}) {
    const scenario = await scenarios.create({ ...options, company: options.itemCode ? { hasItemCode: 'Y' } : undefined });
    const itemCodeBudget = options.itemCode
      ? await scenarios.workflow.itemCodeBudget(await scenarios.workflow.itemCode(scenario.buyerId, 'IC-1'), scenario.projectId, 1_000_000)
      : null;
    const { status, body } = await submit(scenario.buyer.token, editRequest(scenario, options.itemCode));
    expect(status).toBe(200);
    return { ...scenario, poId: body.data.poId, itemCodeBudget };
  }

  /** The submit of the scenario's cart line, with its item code when the company needs one. */
  function editRequest(scenario: Scenario, itemCode = false, overrides: Partial<SubmitCompleteRequest> = {}): SubmitCompleteRequest {
    const formData = completeForm(
      scenario.locationId,
      scenario.projectId,
      itemCode ? { item_code: { [scenario.item.skuId]: 'IC-1' } } : {},
    );
    return scenario.request({ formData, ...overrides });
  }

  it("opens a draft of the order's lines apart from the cart, pre-filled with the order's form, and leaves the order waiting", async () => {
    const scenario = await placed({ quantity: 3, stock: 10 });
    const other = await scenarios.product();
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, other, 5);
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, 17);

    const answer = await edit(scenario.buyer.token, scenario.poId);
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: { poId: scenario.poId } } });
    expect(answer.body.message).toBe(
      'The order is open for editing in a draft of its own; your cart is unchanged. Submitting it replaces the order and restarts its approval',
    );
    // The cart is as the buyer left it, the unrelated line and the quantity of 17 included.
    const sorted = (lines: { skuId: number; quantity: number }[]) => lines.toSorted((a, b) => a.skuId - b.skuId);
    expect(sorted(await scenarios.workflow.cartLines(scenario.buyerId))).toEqual(
      sorted([
        { skuId: scenario.item.skuId, quantity: 17 },
        { skuId: other.skuId, quantity: 5 },
      ]),
    );
    const form = (await editForm(scenario.buyer.token, scenario.poId)).body;
    expect(form.cartItems.map((item) => [item.sku_id, item.quantity])).toEqual([[scenario.item.skuId, 3]]);
    expect(form.totals.grandTotal).toBe((3 * UNIT_TOTAL) / 100);
    expect(form.edit).toMatchObject({
      poId: scenario.poId,
      form: {
        company_name: 'Fixture Trading Sdn Bhd',
        location_id: scenario.locationId,
        project_id: scenario.projectId,
        ship_street2: 'Taman Sains',
      },
      attachments: [],
    });
    expect((await scenarios.workflow.orders(scenario.buyerId))[0]).toMatchObject({
      status: 'workflow_approval',
      currentStage: 1,
      replacedById: null,
    });
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(7);
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(3 * UNIT_TOTAL);

    // Opening it again (a reload, a second tab) keeps the draft as it is.
    expect((await changeLine(scenario.buyer.token, scenario.poId, scenario.item.skuId, 4)).status).toBe(200);
    await edit(scenario.buyer.token, scenario.poId);
    expect(await draftLines(scenario.buyer.token, scenario.poId)).toEqual([{ skuId: scenario.item.skuId, quantity: 4 }]);
  });

  it('changes, removes and abandons draft lines without touching the cart or the order', async () => {
    const sorted = (lines: { skuId: number; quantity: number }[]) => lines.toSorted((a, b) => a.skuId - b.skuId);
    const scenario = await placed({ quantity: 2, stock: 10 });
    const second = await scenarios.product();
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, second, 4);
    const both = scenario.request({
      filteredCartItems: [
        { sku_id: scenario.item.skuId, quantity: 2 },
        { sku_id: second.skuId, quantity: 4 },
      ],
    });
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, 2);
    const two = (await submit(scenario.buyer.token, both)).body.data.poId;
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, second, 9);
    await edit(scenario.buyer.token, two);

    expect((await changeLine(scenario.buyer.token, two, second.skuId, 0)).status).toBe(200);
    expect(await draftLines(scenario.buyer.token, two)).toEqual([{ skuId: scenario.item.skuId, quantity: 2 }]);
    expect(await changeLine(scenario.buyer.token, two, scenario.item.skuId, 0)).toMatchObject({
      status: 409,
      body: { error: 'An order needs at least one line: to withdraw the whole order, cancel it instead' },
    });
    expect(await changeLine(scenario.buyer.token, two, second.skuId, 3)).toMatchObject({
      status: 404,
      body: { error: 'This product is not in the order being edited' },
    });
    expect((await changeLine(scenario.buyer.token, two, scenario.item.skuId, -1)).status).toBe(400);
    const stranger = await scenarios.create();
    expect((await changeLine(stranger.buyer.token, two, scenario.item.skuId, 1)).status).toBe(404);
    expect((await editForm(stranger.buyer.token, two)).status).toBe(404);

    expect(await abandon(scenario.buyer.token, two)).toMatchObject({
      status: 200,
      body: { message: 'The edit was abandoned; the order is unchanged' },
    });
    expect(await draftLines(scenario.buyer.token, two)).toEqual([]);
    expect(await scenarios.workflow.cartLines(scenario.buyerId)).toEqual([{ skuId: second.skuId, quantity: 9 }]);
    const order = (await preOrder(scenario.buyer.token, two)).body.data;
    expect(order).toMatchObject({ status: 'workflow_approval', replacedBy: null });
    expect(sorted(order.lines.map((line) => ({ skuId: line.skuId, quantity: line.quantity })))).toEqual(
      sorted([
        { skuId: scenario.item.skuId, quantity: 2 },
        { skuId: second.skuId, quantity: 4 },
      ]),
    );
  });

  it('submits exactly the draft: the unrelated cart stays, the new quantities are held', async () => {
    const scenario = await placed({ quantity: 2, stock: 10 });
    const other = await scenarios.product();
    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, other, 6);
    await edit(scenario.buyer.token, scenario.poId);
    await changeLine(scenario.buyer.token, scenario.poId, scenario.item.skuId, 5);
    // The cart's lines are not the order's: naming them is refused.
    const cartLines = await submit(
      scenario.buyer.token,
      editRequest(scenario, false, { editPoId: scenario.poId, filteredCartItems: [{ sku_id: other.skuId, quantity: 6 }] }),
    );
    expect(cartLines).toMatchObject({ status: 409, body: { error: 'Your cart changed; review it and submit again' } });
    const answer = await submit(
      scenario.buyer.token,
      editRequest(scenario, false, { editPoId: scenario.poId, filteredCartItems: [{ sku_id: scenario.item.skuId, quantity: 5 }] }),
    );
    expect(answer.status).toBe(200);
    const edited = (await preOrder(scenario.buyer.token, answer.body.data.poId)).body.data;
    expect(edited.lines.map((line) => [line.skuId, line.quantity])).toEqual([[scenario.item.skuId, 5]]);
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(5);
    expect(await scenarios.workflow.cartLines(scenario.buyerId)).toEqual([{ skuId: other.skuId, quantity: 6 }]);
    expect(await draftLines(scenario.buyer.token, scenario.poId).catch(() => [])).toEqual([]);
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

    const answer = await submit(
      scenario.buyer.token,
      editRequest(scenario, true, { filteredCartItems: [{ sku_id: scenario.item.skuId, quantity: 3 }], editPoId: scenario.poId }),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { mode: 'created', status: 'workflow_approval', isEdited: true, isBudgetPending: false } },
    });
    const editedPoId = answer.body.data.poId;
    expect(editedPoId).not.toBe(scenario.poId);

    // Held once: by the edited order, the original's hold given back.
    expect(await fixture.stock(scenario.item.skuId)).toBe(7);
    expect(await fixture.budgetRow(scenario.budgetId)).toMatchObject({ pending: 3 * UNIT_TOTAL, committed: 0 });
    expect(await fixture.itemCodeBudgetRow(scenario.itemCodeBudget ?? 0)).toMatchObject({ pending: 30000, committed: 0 });
    expect(await fixture.cartLines(scenario.buyerId)).toEqual([]);

    const original = (await preOrder(scenario.buyer.token, scenario.poId)).body.data;
    expect(original).toMatchObject({
      status: 'replaced',
      stageLabel: 'Replaced',
      currentStage: null,
      replacedBy: editedPoId,
      editedFrom: null,
    });
    expect(original.timeline.at(-1)).toMatchObject({ key: 'replaced', label: `Replaced by ${editedPoId}`, state: 'done' });
    const edited = (await preOrder(scenario.buyer.token, editedPoId)).body.data;
    expect(edited).toMatchObject({
      status: 'workflow_approval',
      currentStage: 1,
      isEdited: true,
      editedFrom: scenario.poId,
      replacedBy: null,
    });
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
    expect((await decide(scenario.approvers.second.token, scenario.poId, 'approve')).status).toBe(409);
    expect((await decide(scenario.approvers.first.token, scenario.poId, 'reject')).status).toBe(409);
    expect(await edit(scenario.buyer.token, scenario.poId)).toMatchObject({ status: 409, body: { error: NOT_EDITABLE } });
  });

  it('answers a replayed edit submit with the first result and changes nothing', async () => {
    const scenario = await placed({ quantity: 2, stock: 10 });
    await edit(scenario.buyer.token, scenario.poId);
    const body = editRequest(scenario, false, { editPoId: scenario.poId });
    const first = await submit(scenario.buyer.token, body);
    const again = await submit(scenario.buyer.token, body);
    expect(again).toMatchObject({
      status: 200,
      body: { data: { poId: first.body.data.poId, mode: 'replayed', isEdited: true, operations: 0 } },
    });
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(8);
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(2 * UNIT_TOTAL);
    expect((await scenarios.workflow.orders(scenario.buyerId)).map((order) => order.status).toSorted()).toEqual([
      'replaced',
      'workflow_approval',
    ]);
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
    expect(await submit(scenario.buyer.token, editRequest(scenario, true, { editPoId: other.poId }))).toMatchObject({
      status: 404,
      body: { error: 'Order not found' },
    });
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
      expect(await scenarios.workflow.cartLines(scenario.buyerId)).toEqual([]);
    } else {
      expect(approval.status).toBe(409);
      expect(edited.status).toBe(200);
      expect(orders.map((order) => order.status).toSorted()).toEqual(['replaced', 'workflow_approval']);
      expect(budget).toMatchObject({ pending: 2 * UNIT_TOTAL, committed: 0 });
    }
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(8);
  });

  it('judges an edit as if the original were released, as its submit releases it: only what the edit changes can fail', async () => {
    // The order takes every unit, every sen of its budget and all of its item code's budget.
    const scenario = await scenarios.create({ quantity: 3, stock: 3, budget: 3 * UNIT_TOTAL, company: { hasItemCode: 'Y' } });
    const fixture = scenarios.workflow;
    await fixture.itemCodeBudget(await fixture.itemCode(scenario.buyerId, 'IC-1'), scenario.projectId, 30000);
    const placedOrder = await submit(scenario.buyer.token, editRequest(scenario, true));
    expect(placedOrder.body.data).toMatchObject({ status: 'workflow_approval', isBudgetPending: false });
    const poId = placedOrder.body.data.poId;
    const token = scenario.buyer.token;
    await edit(token, poId);
    const query = `location_id=${scenario.locationId}&project_id=${scenario.projectId}&state=Selangor&district=Petaling`;
    const budgetCheck = (amount: number, editPoId?: string) =>
      call<ValidateBudgetResponse>(ctx.app, '/api/workflow/validate-budget-at-checkout', {
        token,
        body: {
          userId: scenario.buyer.id,
          byId: scenario.buyerId,
          locationId: scenario.locationId,
          projectId: scenario.projectId,
          orderAmount: amount,
          itemCodes: [{ itemCode: 'IC-1', amount: 300 }],
          ...(editPoId ? { editPoId } : {}),
        },
      });
    const codeBudgets = (editPoId?: string) =>
      call<ItemCodeBudgetsResponse>(ctx.app, '/api/workflow/get-item-code-budgets', {
        token,
        body: {
          userId: scenario.buyer.id,
          byId: scenario.buyerId,
          locationId: scenario.locationId,
          chargeCode: scenario.projectId,
          ...(editPoId ? { editPoId } : {}),
        },
      });

    // Unchanged, the edit is judged as the order was: in stock, within its budget and its item code's.
    const unchanged = (await editForm(token, poId, query)).body;
    expect(unchanged.cartItems).toMatchObject([{ sku_id: scenario.item.skuId, quantity: 3, total_stock: 3, problem: null }]);
    expect(unchanged.checkoutValidations).toMatchObject([{ stock: null, messages: [] }]);
    expect(unchanged.workflowValidation).toMatchObject({
      valid: true,
      budgetValidation: { remainingBudget: (3 * UNIT_TOTAL) / 100, isWithinLimit: true, exceedsBy: 0 },
    });
    expect((await budgetCheck((3 * UNIT_TOTAL) / 100, poId)).body).toMatchObject({
      valid: true,
      requiresApproval: false,
      itemCodes: [{ itemCode: 'IC-1', valid: true, remainingBudget: 300 }],
    });
    expect((await codeBudgets(poId)).body.itemCodes).toMatchObject([{ itemCode: 'IC-1', remainingBudget: 300 }]);
    // Another order (no edit named) still counts what the waiting order holds.
    expect((await budgetCheck((3 * UNIT_TOTAL) / 100)).body).toMatchObject({
      requiresApproval: true,
      itemCodes: [{ itemCode: 'IC-1', valid: false, remainingBudget: 0 }],
    });
    expect((await codeBudgets()).body.itemCodes).toMatchObject([{ itemCode: 'IC-1', remainingBudget: 0 }]);

    // One unit more is what fails: the stock and the budget by that unit alone.
    await changeLine(token, poId, scenario.item.skuId, 4);
    const more = (await editForm(token, poId, query)).body;
    expect(more.checkoutValidations[0].stock).toMatch(/Available: 3, Requested: 4/);
    expect(more.workflowValidation?.budgetValidation).toMatchObject({ isWithinLimit: false, exceedsBy: UNIT_TOTAL / 100 });
    expect((await budgetCheck((4 * UNIT_TOTAL) / 100, poId)).body).toMatchObject({ valid: true, requiresApproval: true });

    // Back to 3, the edit is placed as it was judged: within budget, the holds taken once.
    await changeLine(token, poId, scenario.item.skuId, 3);
    const placedEdit = await submit(token, editRequest(scenario, true, { editPoId: poId }));
    expect(placedEdit.body.data).toMatchObject({ status: 'workflow_approval', isBudgetPending: false, isEdited: true });
    expect(await fixture.stock(scenario.item.skuId)).toBe(0);
    expect((await fixture.budgetRow(scenario.budgetId)).pending).toBe(3 * UNIT_TOTAL);
  });
});
