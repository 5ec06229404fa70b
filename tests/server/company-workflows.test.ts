import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalsResponse, DecisionResponse, PreOrderResponse, SubmitCompleteResponse } from '../../src/api/types';
import { companyAuditLog, users, workflows } from '../../server/db/schema';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { MASKED_BUYER_ID } from './support/cart-fixture';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';
import { CheckoutScenarios, type Scenario } from './support/workflow-fixture';
import { expectWordedByCode } from './support/refusal-words';

interface Approver {
  id: number;
  name: string;
  email: string;
  activeApprover: boolean;
}
interface Workflow {
  id: number;
  name: string;
  location: { id: number; name: string };
  project: { id: number; name: string; code: string } | null;
  spendingLimit: number | null;
  budgetApprovalFirst: boolean;
  stages: { stage: number; label: string; fromAmount: number; approvers: Approver[] }[];
  ordersInApproval: number;
}
interface Preview {
  approvalRequired: boolean;
  workflow: { id: number; name: string } | null;
  refusal: { code: string; message: string } | null;
  overBudget: boolean;
  steps: { kind: string; stage: number; label: string; approvers: { id: number; name: string }[] }[];
}
interface AuditEntry {
  action: string;
  subject: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
type Answer<T> = { status: number; body: T & { error?: string; code?: string; stage?: string } };
interface StageBody {
  label: string;
  fromAmount: number;
  approverIds: number[];
}

const HOOK_URL = 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI';

describe.each(engines())('company workflows on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;
  let address = 0;
  const nextAddress = () => `192.0.2.${(address += 1)}`;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(() => ctx?.close());

  const list = (token?: string) => call(ctx.app, '/api/company/workflows', { token }) as Promise<Answer<{ data: Workflow[] }>>;
  const create = (token: string | undefined, body: unknown) =>
    call(ctx.app, '/api/company/workflows', { token, body }) as Promise<Answer<{ data: Workflow }>>;
  const replace = (token: string | undefined, id: number, body: unknown) =>
    call(ctx.app, `/api/company/workflows/${id}`, { method: 'PUT', token, body }) as Promise<Answer<{ data: Workflow }>>;
  const remove = (token: string | undefined, id: number) =>
    call(ctx.app, `/api/company/workflows/${id}`, { method: 'DELETE', token }) as Promise<Answer<{ success: true }>>;
  const preview = (token: string | undefined, query: string) =>
    call(ctx.app, `/api/company/workflows/preview?${query}`, { token }) as Promise<Answer<{ data: Preview }>>;
  const audit = (token: string, action: string) =>
    call(ctx.app, `/api/company/audit?action=${action}`, { token }) as Promise<Answer<{ data: AuditEntry[] }>>;
  const changePerson = (token: string, id: number, body: unknown) =>
    call(ctx.app, `/api/company/people/${id}`, { method: 'PATCH', token, body }) as Promise<Answer<{ person: { role: string } }>>;
  const submit = async (scenario: Scenario) => {
    const answer = (await call(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request(),
    })) as Answer<SubmitCompleteResponse>;
    expect(answer.status).toBe(200);
    return answer.body.data.poId;
  };
  const inbox = async (token: string) =>
    ((await call(ctx.app, '/api/approvals', { token })) as Answer<ApprovalsResponse>).body.data.map((order) => [
      order.poId,
      order.stageLabel,
    ]);
  const approve = (token: string, poId: string) =>
    call(ctx.app, `/api/approvals/${poId}/approve`, { token, body: {} }) as Promise<Answer<DecisionResponse>>;
  const timeline = async (scenario: Scenario, poId: string) =>
    (
      (await call(ctx.app, `/api/orders/pre-orders/${poId}`, { token: scenario.buyer.token })) as Answer<PreOrderResponse>
    ).body.data.timeline.map((step) => [step.key, step.label, step.actor]);
  const auditCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(companyAuditLog))[0].n;

  /** A checkout scenario (buyer, approvers, a three-stage workflow for its location's charge code) whose buyer administers the company. */
  async function administered(options: Parameters<CheckoutScenarios['create']>[0] = {}) {
    const scenario = await scenarios.create(options);
    await changeHeard(ctx.db, 'users', () =>
      ctx.db.update(users).set({ companyAdministrator: true }).where(eq(users.id, scenario.buyer.id)),
    );
    return { ...scenario, admin: scenario.buyer.token };
  }

  /** The scenario's workflow as a request, with these changes. */
  const definition = (scenario: Scenario, changes: Partial<{ stages: StageBody[] } & Record<string, unknown>> = {}) => ({
    name: 'Project approvals',
    locationId: scenario.locationId,
    projectId: scenario.projectId,
    spendingLimit: null,
    budgetApprovalFirst: true,
    stages: [
      { label: 'Manager Approval', fromAmount: 0, approverIds: [scenario.approvers.first.id, scenario.approvers.firstToo.id] },
      { label: 'Finance Approval', fromAmount: 0, approverIds: [scenario.approvers.second.id] },
    ],
    ...changes,
  });

  it('lists the workflows with location and charge code names, stages, approvers and the orders waiting under each', async () => {
    const scenario = await administered();
    const poId = await submit(scenario);
    const { status, body } = await list(scenario.admin);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const [workflow] = body.data;
    expect(workflow).toMatchObject({
      id: scenario.workflowId,
      location: { id: scenario.locationId, name: expect.stringMatching(/^Location-/) },
      project: { id: scenario.projectId, name: expect.stringMatching(/^Project-/), code: expect.stringMatching(/^CC-/) },
      spendingLimit: null,
      budgetApprovalFirst: true,
      ordersInApproval: 1,
    });
    expect(workflow.stages.map((stage) => [stage.stage, stage.label, stage.fromAmount, stage.approvers.map((a) => a.name)])).toEqual([
      [1, 'Manager Approval', 0, ['First Approver', 'Other First Approver']],
      [2, 'Finance Approval', 0, ['Second Approver']],
      [3, 'Director Approval', 1_000_000, ['First Approver']],
    ]);
    expect(workflow.stages[0].approvers[0]).toEqual({
      id: scenario.approvers.first.id,
      name: 'First Approver',
      email: scenario.approvers.first.email,
      activeApprover: true,
    });
    expect(poId).toMatch(/^PO-/);
  });

  it('creates, replaces and removes a workflow, each audited with before and after', async () => {
    const scenario = await administered();
    const { first, second } = scenario.approvers;
    const created = await create(scenario.admin, {
      name: 'Site approvals',
      locationId: scenario.locationId,
      projectId: null,
      spendingLimit: 50_000,
      budgetApprovalFirst: false,
      stages: [
        { label: 'Manager', fromAmount: 0, approverIds: [first.id] },
        { label: 'Finance Director', fromAmount: 1000, approverIds: [second.id] },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Site approvals',
      project: null,
      spendingLimit: 50_000,
      budgetApprovalFirst: false,
      stages: [
        { stage: 1, label: 'Manager', fromAmount: 0, approvers: [{ id: first.id, name: 'First Approver' }] },
        { stage: 2, label: 'Finance Director', fromAmount: 1000, approvers: [{ id: second.id, name: 'Second Approver' }] },
      ],
      ordersInApproval: 0,
    });
    const id = created.body.data.id;
    // The location's own workflow is listed before its charge codes'.
    expect((await list(scenario.admin)).body.data.map((workflow) => workflow.id)).toEqual([id, scenario.workflowId]);

    const replaced = await replace(scenario.admin, id, {
      name: 'Site approvals',
      locationId: scenario.locationId,
      spendingLimit: null,
      stages: [{ label: 'Manager', fromAmount: 0, approverIds: [second.id, first.id] }],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      spendingLimit: null,
      budgetApprovalFirst: true,
      stages: [{ stage: 1, label: 'Manager', approvers: [{ id: second.id }, { id: first.id }] }],
    });
    expect((await remove(scenario.admin, id)).status).toBe(200);
    expect((await list(scenario.admin)).body.data.map((workflow) => workflow.id)).toEqual([scenario.workflowId]);
    expect((await remove(scenario.admin, id)).status).toBe(404);

    const [createdEntry] = (await audit(scenario.admin, 'workflow_created')).body.data;
    expect(createdEntry).toMatchObject({
      subject: `workflow:${id}`,
      before: null,
      after: {
        name: 'Site approvals',
        spendingLimit: 50_000,
        budgetApprovalFirst: false,
        stages: [
          { label: 'Manager', fromAmount: 0, approvers: [{ id: first.id, name: 'First Approver' }] },
          { label: 'Finance Director', fromAmount: 1000, approvers: [{ id: second.id, name: 'Second Approver' }] },
        ],
      },
    });
    const [changedEntry] = (await audit(scenario.admin, 'workflow_changed')).body.data;
    expect(changedEntry).toMatchObject({
      subject: `workflow:${id}`,
      before: { spendingLimit: 50_000, stages: [{ label: 'Manager' }, { label: 'Finance Director' }] },
      after: { spendingLimit: null, stages: [{ label: 'Manager', approvers: [{ id: second.id }, { id: first.id }] }] },
    });
    const [removedEntry] = (await audit(scenario.admin, 'workflow_removed')).body.data;
    expect(removedEntry).toMatchObject({ subject: `workflow:${id}`, before: { name: 'Site approvals' }, after: null });
  });

  it('refuses a definition the rules forbid, with the reason and the stage, changing nothing', async () => {
    const scenario = await administered();
    const { first } = scenario.approvers;
    const fixture = scenarios.workflow;
    const buyer = await fixture.user(scenario.buyerId, 'buyer', 'Plain Buyer');
    const gone = await fixture.user(scenario.buyerId, 'approver', 'Gone Approver');
    await ctx.db.update(users).set({ active: 'N' }).where(eq(users.id, gone.id));
    const elsewhere = await administered();
    const otherLocation = await fixture.location(scenario.buyerId);
    const before = (await list(scenario.admin)).body.data;
    const entries = await auditCount();
    const site = (stages: StageBody[], changes: Record<string, unknown> = {}) =>
      definition(scenario, { projectId: null, stages, ...changes });

    const refusals: [unknown, number, string, string | undefined, RegExp][] = [
      [
        site([
          { label: 'Manager', fromAmount: 0, approverIds: [first.id] },
          { label: 'Finance', fromAmount: 0, approverIds: [] },
        ]),
        400,
        'stage_without_approver',
        'Finance',
        /^stages\.1\.approverIds: stage 2 \(Finance\) has no approver/,
      ],
      ...[buyer, gone, elsewhere.approvers.first].map((who): [unknown, number, string, string | undefined, RegExp] => [
        site([{ label: 'Manager', fromAmount: 0, approverIds: [first.id, who.id] }]),
        400,
        'not_an_approver',
        'Manager',
        new RegExp(`^stages\\.0\\.approverIds: user ${who.id} is not an active approver of your company`),
      ]),
      [site([{ label: 'Large orders', fromAmount: 1000, approverIds: [first.id] }]), 400, 'no_stage_from_zero', undefined, /^stages: /],
      [
        site(
          [
            { label: 'Manager', fromAmount: 0, approverIds: [first.id] },
            { label: 'Board', fromAmount: 60_000, approverIds: [first.id] },
          ],
          { spendingLimit: 50_000 },
        ),
        400,
        'stage_unreachable',
        'Board',
        /^stages\.1\.fromAmount: stage 2 \(Board\) applies from above the spending limit/,
      ],
      // The scenario's charge code already has its workflow.
      [definition(scenario), 409, 'workflow_exists', undefined, /^projectId: the workflow "Workflow-.*" already serves/],
      [
        site([{ label: 'Manager', fromAmount: 0, approverIds: [first.id] }], { locationId: elsewhere.locationId }),
        404,
        'not_found',
        undefined,
        /^No such location in your company \(locationId\)$/,
      ],
      [
        definition(scenario, { locationId: otherLocation }),
        404,
        'not_found',
        undefined,
        /^No such charge code at this location of your company \(projectId\)$/,
      ],
      [site([]), 400, 'invalid_request', undefined, /^stages: must have at least one stage/],
      [
        site([{ label: 'Manager', fromAmount: 0, approverIds: [first.id, first.id] }]),
        400,
        'invalid_request',
        undefined,
        /^stages\.0\.approverIds: must not name an approver twice/,
      ],
      [site([{ label: 'Manager', fromAmount: -1, approverIds: [first.id] }]), 400, 'invalid_request', undefined, /^stages\.0\.fromAmount/],
      [site([{ label: ' ', fromAmount: 0, approverIds: [first.id] }]), 400, 'invalid_request', undefined, /^stages\.0\.label/],
      [
        { ...site([{ label: 'Manager', fromAmount: 0, approverIds: [first.id] }]), name: undefined },
        400,
        'invalid_request',
        undefined,
        /^name/,
      ],
    ];
    for (const [body, status, code, stage, message] of refusals) {
      const answer = await create(scenario.admin, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status, body: { code } });
      if (code !== 'invalid_request' && code !== 'not_found') expectWordedByCode(answer.body);
      expect(answer.body.error).toMatch(message);
      expect(answer.body.stage).toBe(stage);
    }
    // A replace is held to the same rules.
    const emptied = await replace(
      scenario.admin,
      scenario.workflowId,
      definition(scenario, { stages: [{ label: 'Manager', fromAmount: 0, approverIds: [] }] }),
    );
    expect(emptied).toMatchObject({ status: 400, body: { code: 'stage_without_approver', stage: 'Manager' } });
    const moved = await create(scenario.admin, site([{ label: 'Manager', fromAmount: 0, approverIds: [first.id] }]));
    expect(moved.status).toBe(201);
    expect(await replace(scenario.admin, moved.body.data.id, definition(scenario))).toMatchObject({
      status: 409,
      body: { code: 'workflow_exists' },
    });
    expect(await remove(scenario.admin, moved.body.data.id)).toMatchObject({ status: 200 });

    expect((await list(scenario.admin)).body.data).toEqual(before);
    // The created and removed workflow wrote its two entries; no refusal wrote any.
    expect(await auditCount()).toBe(entries + 2);
  });

  it('previews which workflow an order of an amount goes through, its stages and approvers, or why it is refused', async () => {
    const scenario = await administered();
    const { first, firstToo, second } = scenario.approvers;
    await scenarios.workflow.budget(scenario.buyerId, scenario.locationId, null, 10_000_000);
    const site = await create(scenario.admin, {
      name: 'Site approvals',
      locationId: scenario.locationId,
      projectId: null,
      spendingLimit: 50_000,
      stages: [
        { label: 'Manager', fromAmount: 0, approverIds: [first.id] },
        { label: 'Finance Director', fromAmount: 1000, approverIds: [second.id] },
      ],
    });
    const steps = (answer: Answer<{ data: Preview }>) =>
      answer.body.data.steps.map((step) => [step.kind, step.label, step.approvers.map((a) => a.id)]);
    const at = (amount: string, project = '') => preview(scenario.admin, `location=${scenario.locationId}&amount=${amount}${project}`);

    const small = await at('500');
    expect(small).toMatchObject({
      status: 200,
      body: { data: { approvalRequired: true, workflow: { id: site.body.data.id }, refusal: null, overBudget: false } },
    });
    expect(steps(small)).toEqual([['stage', 'Manager', [first.id]]]);
    expect(steps(await at('1500'))).toEqual([
      ['stage', 'Manager', [first.id]],
      ['stage', 'Finance Director', [second.id]],
    ]);
    expect((await at('60000')).body.data).toMatchObject({
      refusal: { code: 'workflow_budget_limit', message: 'Order exceeds workflow spending limit' },
      steps: [],
    });
    // The charge code's own workflow wins over the location's.
    const project = await at('216', `&project=${scenario.projectId}`);
    expect(project.body.data.workflow?.id).toBe(scenario.workflowId);
    expect(steps(project)).toEqual([
      ['stage', 'Manager Approval', [first.id, firstToo.id]],
      ['stage', 'Finance Approval', [second.id]],
    ]);
    const unconfigured = await scenarios.workflow.location(scenario.buyerId);
    expect((await preview(scenario.admin, `location=${unconfigured}&amount=100`)).body.data).toMatchObject({
      workflow: null,
      refusal: { code: 'workflow_not_configured', message: 'Please configure your Workflow Settings.' },
      steps: [],
    });
    for (const query of [
      'amount=100',
      `location=${scenario.locationId}`,
      `location=${scenario.locationId}&amount=1.234`,
      `location=x&amount=1`,
    ]) {
      expect((await preview(scenario.admin, query)).status, query).toBe(400);
    }
    const other = await administered();
    expect((await preview(scenario.admin, `location=${other.locationId}&amount=1`)).status).toBe(404);
    expect((await preview(scenario.admin, `location=${scenario.locationId}&project=${other.projectId}&amount=1`)).status).toBe(404);
  });

  it('keeps an order in the stages and approvers it was submitted under when the workflow changes; the next order gets the new ones', async () => {
    const scenario = await administered();
    const { first, second } = scenario.approvers;
    const newcomer = await scenarios.workflow.user(scenario.buyerId, 'approver', 'Newcomer Approver');
    const before = await submit(scenario);

    const changed = await replace(
      scenario.admin,
      scenario.workflowId,
      definition(scenario, { stages: [{ label: 'Head of Department', fromAmount: 0, approverIds: [newcomer.id] }] }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.ordersInApproval).toBe(1);

    expect(await inbox(first.token)).toEqual([[before, 'Manager Approval']]);
    expect(await inbox(newcomer.token)).toEqual([]);
    expect((await approve(newcomer.token, before)).status).toBe(404);
    expect((await approve(first.token, before)).body.data).toMatchObject({
      status: 'workflow_approval',
      currentStage: 2,
      stageLabel: 'Finance Approval',
    });
    expect((await approve(second.token, before)).body.data).toMatchObject({ status: 'processing' });
    expect(await timeline(scenario, before)).toEqual([
      ['submitted', 'Submitted', expect.any(String)],
      ['stage-1', 'Manager Approval', 'First Approver'],
      ['stage-2', 'Finance Approval', 'Second Approver'],
      ['processing', 'Processing', null],
    ]);

    await scenarios.workflow.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, scenario.quantity);
    const after = await submit(scenario);
    expect(await inbox(newcomer.token)).toEqual([[after, 'Head of Department']]);
    expect(await inbox(first.token)).toEqual([]);
    expect((await approve(first.token, after)).status).toBe(404);
    expect((await approve(newcomer.token, after)).body.data).toMatchObject({ status: 'processing' });
  });

  it('lets the orders of a removed workflow go on through the stages they were submitted under', async () => {
    const scenario = await administered();
    const { first, second } = scenario.approvers;
    const poId = await submit(scenario);
    expect((await remove(scenario.admin, scenario.workflowId)).status).toBe(200);
    expect(await ctx.db.select().from(workflows).where(eq(workflows.id, scenario.workflowId))).toEqual([]);
    // Its last workflow gone, the company's next orders are placed without approval, and the preview says so.
    expect((await preview(scenario.admin, `location=${scenario.locationId}&amount=216`)).body.data).toMatchObject({
      approvalRequired: false,
      workflow: null,
      refusal: null,
      steps: [],
    });
    expect(await inbox(first.token)).toEqual([[poId, 'Manager Approval']]);
    expect((await approve(first.token, poId)).body.data).toMatchObject({ currentStage: 2, stageLabel: 'Finance Approval' });
    expect((await approve(second.token, poId)).body.data).toMatchObject({ status: 'processing' });
    expect(await scenarios.workflow.budgetRow(scenario.budgetId)).toMatchObject({ pending: 0, committed: 2 * 10800 });
  });

  it('puts budget approval after the stages where the workflow says so, for checkout, approval and the preview alike', async () => {
    // A budget of RM 108 against an order of RM 216: over it.
    const scenario = await administered({ budget: 10800 });
    const { first, second } = scenario.approvers;
    expect((await replace(scenario.admin, scenario.workflowId, definition(scenario, { budgetApprovalFirst: false }))).status).toBe(200);
    const project = `location=${scenario.locationId}&project=${scenario.projectId}&amount=216`;
    expect((await preview(scenario.admin, project)).body.data).toMatchObject({
      overBudget: true,
      steps: [
        { kind: 'stage', label: 'Manager Approval' },
        { kind: 'stage', label: 'Finance Approval' },
        { kind: 'budget', stage: 0, label: 'Budget Approval', approvers: [{ id: second.id }] },
      ],
    });

    const poId = await submit(scenario);
    expect(await inbox(first.token)).toEqual([[poId, 'Manager Approval']]);
    expect((await approve(first.token, poId)).body.data).toMatchObject({ status: 'workflow_approval', currentStage: 2 });
    expect((await approve(second.token, poId)).body.data).toMatchObject({
      status: 'budget_approval',
      currentStage: 0,
      stageLabel: 'Budget Approval',
    });
    expect((await approve(second.token, poId)).body.data).toMatchObject({ status: 'processing' });
    expect((await timeline(scenario, poId)).map(([key]) => key)).toEqual(['submitted', 'stage-1', 'stage-2', 'budget', 'processing']);

    // Budget approval first again: the preview and the next order say so.
    expect((await replace(scenario.admin, scenario.workflowId, definition(scenario))).status).toBe(200);
    expect((await preview(scenario.admin, project)).body.data.steps.map((step) => step.kind)).toEqual(['budget', 'stage', 'stage']);
  });

  it('refuses to make the only active approver of a stage a buyer or inactive, naming the workflow and the stage', async () => {
    const scenario = await administered();
    const { first, firstToo, second } = scenario.approvers;
    const [{ name }] = await ctx.db.select({ name: workflows.name }).from(workflows).where(eq(workflows.id, scenario.workflowId));
    const entries = await auditCount();
    for (const change of [{ role: 'buyer' }, { active: false }]) {
      const answer = await changePerson(scenario.admin, second.id, change);
      expect(answer).toMatchObject({ status: 409, body: { code: 'only_approver', stage: 'Finance Approval' } });
      expectWordedByCode(answer.body);
      expect(answer.body.error).toBe(
        `${'role' in change ? 'role' : 'active'}: Second Approver is the only active approver of stage 2 (Finance Approval) of the workflow "${name}"; add another approver to that stage first`,
      );
    }
    expect(await auditCount()).toBe(entries);
    // A stage's second approver may go; then the first is its only one.
    expect((await changePerson(scenario.admin, firstToo.id, { role: 'buyer' })).status).toBe(200);
    expect((await changePerson(scenario.admin, first.id, { active: false })).body).toMatchObject({
      code: 'only_approver',
      stage: 'Manager Approval',
    });
    // Once the stage has another active approver, the change is allowed.
    const stages = [
      { label: 'Manager Approval', fromAmount: 0, approverIds: [first.id] },
      { label: 'Finance Approval', fromAmount: 0, approverIds: [second.id, first.id] },
    ];
    expect((await replace(scenario.admin, scenario.workflowId, definition(scenario, { stages }))).status).toBe(200);
    expect((await changePerson(scenario.admin, second.id, { role: 'buyer' })).status).toBe(200);
  });

  describe('who may call', () => {
    let admin: string;
    let approver: string;
    let outsider: string;
    let demo: Workflow;

    beforeAll(async () => {
      await changeHeard(ctx.db, 'users', () =>
        ctx.db.update(users).set({ companyAdministrator: true }).where(eq(users.email, 'masked@lapasar.test')),
      );
      admin = await signIn(ctx.app, 'buyer@lapasar.test', nextAddress());
      approver = await signIn(ctx.app, 'approver@lapasar.test', nextAddress());
      outsider = await signIn(ctx.app, 'masked@lapasar.test', nextAddress());
      demo = (await list(admin)).body.data[0];
    });

    const body = () => ({
      name: demo.name,
      locationId: demo.location.id,
      projectId: demo.project?.id ?? null,
      spendingLimit: demo.spendingLimit,
      budgetApprovalFirst: demo.budgetApprovalFirst,
      stages: demo.stages.map((stage) => ({
        label: stage.label,
        fromAmount: stage.fromAmount,
        approverIds: stage.approvers.map((a) => a.id),
      })),
    });
    const routes = (): [string, (token?: string) => Promise<{ status: number; body: { code?: string } }>][] => [
      ['GET /company/workflows', (token) => list(token)],
      ['POST /company/workflows', (token) => create(token, { ...body(), name: 'Another' })],
      ['PUT /company/workflows/{id}', (token) => replace(token, demo.id, { ...body(), name: 'Renamed' })],
      ['DELETE /company/workflows/{id}', (token) => remove(token, demo.id)],
      ['GET /company/workflows/preview', (token) => preview(token, `location=${demo.location.id}&amount=100`)],
    ];

    it("lists the demo company's workflows to its administrator", () => {
      expect(demo).toMatchObject({
        location: { name: expect.any(String) },
        stages: expect.arrayContaining([expect.objectContaining({ stage: 1 })]),
      });
    });

    it('refuses a signed-out caller (401), an approver who is no administrator and a punch-out session (403), changing nothing', async () => {
      const start = await ctx.app.request('/punchout/oci/start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextAddress() },
        body: new URLSearchParams({ USERNAME: DEMO_PUNCHOUT.ociUsername, PASSWORD: DEMO_PUNCHOUT.ociPassword, HOOK_URL }).toString(),
      });
      expect(start.status).toBe(200);
      const punchout = (JSON.parse(/id="punchout-session">([^<]*)</.exec(await start.text())?.[1] ?? '{}') as { token: string }).token;
      await changeHeard(ctx.db, 'users', () =>
        ctx.db.update(users).set({ companyAdministrator: true }).where(eq(users.email, DEMO_PUNCHOUT.defaultUserEmail)),
      );
      for (const [name, send] of routes()) {
        expect((await send()).status, name).toBe(401);
        expect((await send(approver)).status, name).toBe(403);
        expect(await send(punchout), name).toMatchObject({ status: 403, body: { code: 'punchout_scope' } });
      }
      expect((await list(admin)).body.data[0]).toEqual(demo);
    });

    it("shows another company's administrator none of this company's workflows and lets them change none (404)", async () => {
      expect((await list(outsider)).body.data).toEqual([]);
      expect((await replace(outsider, demo.id, { ...body(), name: 'Renamed' })).status).toBe(404);
      expect((await remove(outsider, demo.id)).status).toBe(404);
      expect((await create(outsider, { ...body(), name: 'Theirs' })).status).toBe(404);
      expect((await preview(outsider, `location=${demo.location.id}&amount=100`)).status).toBe(404);
      expect((await list(admin)).body.data[0]).toEqual(demo);
      const [{ n }] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(companyAuditLog)
        .where(eq(companyAuditLog.buyerId, MASKED_BUYER_ID));
      expect(n).toBe(0);
    });
  });
});
