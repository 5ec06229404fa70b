import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApprovalCountResponse,
  ApprovalResponse,
  ApprovalsResponse,
  BulkDecisionResponse,
  CheckoutFormResponse,
  DecisionResponse,
  SubmitCompleteRequest,
  SubmitCompleteResponse,
} from '../../src/api/types';
import { users, workflowStageApprovers, workflowStages } from '../../server/db/schema';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { CheckoutScenarios, completeForm, type FixtureUser, type Scenario } from './support/workflow-fixture';

type Answer<T> = { status: number; body: T & { error?: string; code?: string; stage?: string } };

const OWN_ORDER = 'You placed or edited this order, so you cannot decide it: another approver of Manager Approval decides it';
const NO_OTHER = (stage: string) =>
  `Every approver of ${stage} placed or edited this order, and no one decides an order they placed or edited. Ask your administrator to add another approver to ${stage}.`;

describe.each(engines())('nobody decides an order they placed or edited, on %s', (engine) => {
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
  const count = async (token: string) => ((await call(ctx.app, '/api/approvals/count', { token })) as Answer<ApprovalCountResponse>).body;
  const inbox = async (token: string) => ((await call(ctx.app, '/api/approvals', { token })) as Answer<ApprovalsResponse>).body.data;
  const decide = (token: string, poId: string, decision: 'approve' | 'reject' | 'return', comment = 'Decided') =>
    call(ctx.app, `/api/approvals/${poId}/${decision}`, { token, body: { comment } }) as Promise<Answer<DecisionResponse>>;

  /** A user of the scenario's company with the buyer role who also approves `stage` of its workflow, as a company's role claim makes one. */
  async function buyingApprover(scenario: Scenario, stage: number, name: string): Promise<FixtureUser> {
    const user = await scenarios.workflow.user(scenario.buyerId, 'buyer', name);
    const [row] = await ctx.db
      .select({ id: workflowStages.id })
      .from(workflowStages)
      .where(and(eq(workflowStages.workflowId, scenario.workflowId), eq(workflowStages.stage, stage)));
    await ctx.db.insert(workflowStageApprovers).values({ stageId: row.id, userId: user.id, orderBy: 9 });
    return user;
  }

  /** The role the company's provider gives on the user's next sign-in. */
  const becomes = (user: FixtureUser, role: 'buyer' | 'approver') =>
    changeHeard(ctx.db, 'users', () => ctx.db.update(users).set({ role }).where(eq(users.id, user.id)));

  /** Puts the scenario's line in the cart and submits it as `buyer`; the PO id. */
  async function place(scenario: Scenario, buyer: FixtureUser, overrides: Partial<SubmitCompleteRequest> = {}): Promise<string> {
    if ((await scenarios.workflow.cartLines(scenario.buyerId)).length === 0)
      await scenarios.workflow.cartLine(scenario.buyerId, buyer.id, scenario.item, scenario.quantity);
    const { status, body } = await submit(buyer.token, scenario.request(overrides));
    expect(status, body.error).toBe(200);
    return body.data.poId;
  }

  it("leaves an approver's own order to the stage's other approvers: shown with who decides it, not counted, every decision refused", async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const dual = await buyingApprover(scenario, 1, 'Buying Approver');
    const poId = await place(scenario, dual);
    await becomes(dual, 'approver');
    const { firstToo, first } = scenario.approvers;

    expect(await count(dual.token)).toEqual({ success: true, isApprover: true, count: 0 });
    expect((await count(first.token)).count).toBe(1);
    const [item] = await inbox(dual.token);
    expect(item).toMatchObject({
      poId,
      stageLabel: 'Manager Approval',
      ownOrder: { stage: 'Manager Approval', otherApprovers: ['First Approver', 'Other First Approver'] },
    });
    expect((await inbox(first.token))[0]).toMatchObject({ poId, ownOrder: null });
    expect(((await call(ctx.app, `/api/approvals/${poId}`, { token: dual.token })) as Answer<ApprovalResponse>).body.data.ownOrder).toEqual(
      {
        stage: 'Manager Approval',
        otherApprovers: ['First Approver', 'Other First Approver'],
      },
    );

    for (const decision of ['approve', 'reject', 'return'] as const)
      expect(await decide(dual.token, poId, decision)).toMatchObject({
        status: 403,
        body: { error: OWN_ORDER, code: 'own_order', stage: 'Manager Approval' },
      });
    const bulk = (await call(ctx.app, '/api/approvals/bulk', {
      token: dual.token,
      body: { poIds: [poId], decision: 'approve', comment: '' },
    })) as Answer<BulkDecisionResponse>;
    expect(bulk.body.data).toEqual([{ poId, ok: false, status: null, stageLabel: null, error: OWN_ORDER }]);
    expect((await scenarios.workflow.orders(scenario.buyerId))[0]).toMatchObject({ status: 'workflow_approval', currentStage: 1 });

    // Another approver of the stage decides it.
    expect(await decide(firstToo.token, poId, 'approve')).toMatchObject({ status: 200, body: { data: { currentStage: 2 } } });
  });

  it('counts whoever placed an order an edit replaced as having placed the edited one', async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const submitter = await buyingApprover(scenario, 1, 'Submitting Approver');
    const editor = await buyingApprover(scenario, 1, 'Editing Approver');
    const original = await place(scenario, submitter);
    expect((await call(ctx.app, `/api/orders/pre-orders/${original}/edit`, { token: editor.token, method: 'POST' })).status).toBe(200);
    const edited = await place(scenario, editor, { editPoId: original });
    await becomes(submitter, 'approver');
    await becomes(editor, 'approver');

    for (const approver of [submitter, editor]) {
      expect((await count(approver.token)).count).toBe(0);
      expect((await inbox(approver.token)).map((item) => [item.poId, item.ownOrder?.otherApprovers])).toEqual([
        [edited, ['First Approver', 'Other First Approver']],
      ]);
      expect(await decide(approver.token, edited, 'approve')).toMatchObject({ status: 403, body: { code: 'own_order' } });
    }
    expect((await count(scenario.approvers.first.token)).count).toBe(1);
  });

  it('refuses a submit no one else could decide, naming the stage, and says so before: the submit button and the checkout form', async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const fixture = scenarios.workflow;
    const dual = await fixture.user(scenario.buyerId, 'buyer', 'Sole Approver');
    const locationId = await fixture.location(scenario.buyerId);
    const projectId = await fixture.project(scenario.buyerId, locationId);
    await fixture.workflow(scenario.buyerId, locationId, projectId, [
      { label: 'Department Head', approverIds: [scenario.approvers.first.id] },
      { label: 'Site Manager', approverIds: [dual.id] },
    ]);
    await fixture.budget(scenario.buyerId, locationId, projectId, 10_000_000);
    const body = scenario.request({ formData: completeForm(locationId, projectId) });

    expect(await submit(dual.token, body)).toMatchObject({
      status: 400,
      body: { error: NO_OTHER('Site Manager'), code: 'no_other_approver', stage: 'Site Manager' },
    });
    expect(await fixture.orders(scenario.buyerId)).toEqual([]);
    expect(await fixture.cartLines(scenario.buyerId)).toHaveLength(1);

    const status = await call<{ submit_disabled: boolean; message: string }>(
      ctx.app,
      `/api/workflow/check-submit-button-status?locationId=${locationId}&projectId=${projectId}&grandTotal=108`,
      { token: dual.token },
    );
    expect(status.body).toMatchObject({ submit_disabled: true, message: NO_OTHER('Site Manager') });
    const form = (await call(ctx.app, `/api/workflow/checkout-form?location_id=${locationId}&project_id=${projectId}`, {
      token: dual.token,
    })) as Answer<CheckoutFormResponse>;
    expect(form.body.workflowValidation).toMatchObject({ valid: false, message: NO_OTHER('Site Manager') });

    // Any other buyer of the company places it: the sole approver decides it.
    expect(
      (
        await call<{ submit_disabled: boolean }>(
          ctx.app,
          `/api/workflow/check-submit-button-status?locationId=${locationId}&projectId=${projectId}&grandTotal=108`,
          { token: scenario.buyer.token },
        )
      ).body.submit_disabled,
    ).toBe(false);
    expect((await submit(scenario.buyer.token, scenario.request({ formData: completeForm(locationId, projectId) }))).status).toBe(200);
  });

  it('refuses an edit when the stage has no approver but those who placed the order and who edits it', async () => {
    const scenario = await scenarios.create({ quantity: 1 });
    const fixture = scenarios.workflow;
    const editor = await fixture.user(scenario.buyerId, 'buyer', 'Editing Approver');
    const locationId = await fixture.location(scenario.buyerId);
    const projectId = await fixture.project(scenario.buyerId, locationId);
    await fixture.workflow(scenario.buyerId, locationId, projectId, [{ label: 'Site Manager', approverIds: [editor.id] }]);
    await fixture.budget(scenario.buyerId, locationId, projectId, 10_000_000);
    const at = { formData: completeForm(locationId, projectId) };
    const original = await place(scenario, scenario.buyer, at);
    expect((await call(ctx.app, `/api/orders/pre-orders/${original}/edit`, { token: editor.token, method: 'POST' })).status).toBe(200);

    expect(await submit(editor.token, scenario.request({ ...at, editPoId: original }))).toMatchObject({
      status: 400,
      body: { code: 'no_other_approver', stage: 'Site Manager' },
    });
    expect((await fixture.orders(scenario.buyerId)).map((order) => order.status)).toEqual(['workflow_approval']);
  });
});
