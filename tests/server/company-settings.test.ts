import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyers, checkoutSettings, companyAuditLog, preOrders, users } from '../../server/db/schema';
import { insertCompany } from '../../server/queries/operator';
import { issueToken } from '../../server/services/sessions';
import { BUYER_ID, SELANGOR } from './support/cart-fixture';
import { createTestContext, engines, type TestContext } from './support/context';
import { call } from './support/http';
import { administeredScenario, punchoutToken } from './support/company-callers';
import { CheckoutScenarios, completeForm } from './support/workflow-fixture';

type Answer<T> = T & { error?: string; code?: string };
interface Settings {
  id: number;
  companyName: string;
  checkoutType: string;
  budgetType: string;
  hasItemCode: string;
  hasEbNumber: string;
  approvalDocAmountFrom: number;
  mandatoryOrderAttachment: boolean;
  cartIdGenerator: boolean;
  [key: string]: unknown;
}
interface CheckoutForm {
  formConfig: { show_charge_code: boolean; approval_doc_amount_from: number };
  projects: { project_id: number; project_code: string; project_name: string }[];
  cartItems: { sku_id: number; quantity: number }[];
}

describe.each(engines())("a company's own settings on %s", (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;
  let admin: string;
  let colleague: string;
  let punchout: string;

  const settingsOf = (token?: string) => call<Answer<{ settings: Settings }>>(ctx.app, '/api/company/settings', { token });
  const change = (token: string | undefined, body: unknown) =>
    call<Answer<{ settings: Settings }>>(ctx.app, '/api/company/settings', { method: 'PATCH', token, body });
  const companyChanges = async (buyerId: number) =>
    (await ctx.db.select().from(companyAuditLog).where(eq(companyAuditLog.buyerId, buyerId))).filter(
      (entry) => entry.action === 'company_changed',
    );
  const form = (token: string, query = '') =>
    call<Answer<CheckoutForm>>(ctx.app, `/api/workflow/checkout-form?state=Selangor&district=Petaling${query}`, { token });
  const administered = (options: Parameters<CheckoutScenarios['create']>[0] = {}) => administeredScenario(ctx.db, scenarios, options);

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
    const [demo] = await ctx.db.select().from(users).where(eq(users.email, 'buyer@lapasar.test'));
    await ctx.db
      .insert(users)
      .values({ email: 'settings-colleague@lapasar.test', name: 'Aida', buyerId: BUYER_ID, passwordHash: 'unused' });
    const [other] = await ctx.db.select().from(users).where(eq(users.email, 'settings-colleague@lapasar.test'));
    admin = await issueToken(ctx.db, demo.id);
    colleague = await issueToken(ctx.db, other.id);
    punchout = await punchoutToken(ctx.db, BUYER_ID, demo.id);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  describe('authorization', () => {
    it.each([
      ['GET', undefined],
      ['PATCH', { hasCapex: 'N' }],
    ])(
      '%s is refused to the signed out (401), a non-administrator and a punch-out session (403), changing nothing',
      async (method, body) => {
        const before = await ctx.db.select().from(buyers).where(eq(buyers.id, BUYER_ID));
        const send = (token?: string) => call<Answer<object>>(ctx.app, '/api/company/settings', { method, token, body });
        expect((await send()).status).toBe(401);
        expect((await send(colleague)).status).toBe(403);
        expect((await send(punchout)).status).toBe(403);
        expect(await ctx.db.select().from(buyers).where(eq(buyers.id, BUYER_ID))).toEqual(before);
      },
    );
  });

  it('answers every setting with its current value, money in RM', async () => {
    const answer = await settingsOf(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.settings).toEqual({
      id: BUYER_ID,
      companyName: 'Demo Trading Sdn Bhd',
      registrationNo: '201901000001 (1300001-A)',
      sstNumber: 'W10-1808-32000001',
      taxNumber: 'C2581234500',
      viewSlInfo: 'Y',
      checkoutType: 'workflow',
      budgetType: 'department',
      hasItemCode: 'Y',
      hasEbNumber: 'N',
      hasCapex: 'Y',
      hasSpecialBudgetCategory: 'N',
      hasPaymentCode: 'N',
      approvalDocAmountFrom: 5000,
      mandatoryOrderAttachment: false,
      cartIdGenerator: false,
      sapPoidConfigured: true,
      alternateRecipientRequired: false,
    });
  });

  describe('bad input: 400 naming the field, nothing changed', () => {
    it.each([
      [{}, 'Name at least one of'],
      [{ checkoutType: 'express' }, 'checkoutType'],
      [{ budgetType: 'project' }, 'budgetType'],
      [{ hasItemCode: true }, 'hasItemCode'],
      [{ approvalDocAmountFrom: -1 }, 'approvalDocAmountFrom'],
      [{ approvalDocAmountFrom: 10.005 }, 'approvalDocAmountFrom'],
      [{ mandatoryOrderAttachment: 1 }, 'mandatoryOrderAttachment'],
      [{ companyName: '   ' }, 'companyName'],
      [{ registrationNo: 'ABC' }, 'registrationNo'],
      [{ sstNumber: '123' }, 'sstNumber'],
      [{ taxNumber: 'x' }, 'taxNumber'],
      [{ viewSlInfo: 'yes' }, 'viewSlInfo'],
      // What checkout cannot honour.
      [{ checkoutType: 'standard' }, 'checkoutType: item code budgets'],
      [{ cartIdGenerator: true }, 'cartIdGenerator: the quotation ID'],
      [{ hasEbNumber: 'Y', checkoutType: 'standard', budgetType: 'general' }, 'hasEbNumber: EB numbers'],
      [{ companyName: 'masked procurement sdn bhd' }, 'companyName: a company named'],
    ])('%j', async (body, field) => {
      const before = { company: await ctx.db.select().from(buyers), checkout: await ctx.db.select().from(checkoutSettings) };
      const answer = await change(admin, body);
      expect([400, 409]).toContain(answer.status);
      expect(answer.body.error).toContain(field);
      expect({ company: await ctx.db.select().from(buyers), checkout: await ctx.db.select().from(checkoutSettings) }).toEqual(before);
    });
  });

  it('writes the fields changed, and one audit entry of those only; a change to the same values writes nothing', async () => {
    const scenario = await administered();
    const before = await companyChanges(scenario.buyerId);
    const answer = await change(scenario.buyer.token, { hasCapex: 'Y', approvalDocAmountFrom: 1234.5, hasItemCode: 'N' });
    expect(answer.status).toBe(200);
    expect(answer.body.settings).toMatchObject({
      hasCapex: 'Y',
      approvalDocAmountFrom: 1234.5,
      hasItemCode: 'N',
      checkoutType: 'workflow',
    });
    expect((await settingsOf(scenario.buyer.token)).body.settings).toEqual(answer.body.settings);
    const [row] = await ctx.db.select().from(checkoutSettings).where(eq(checkoutSettings.buyerId, scenario.buyerId));
    expect(row.approvalDocAmountFrom).toBe(123_450);
    const entries = (await companyChanges(scenario.buyerId)).slice(before.length);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: scenario.buyer.id,
      subject: `company:${scenario.buyerId}`,
      before: { hasCapex: 'N', approvalDocAmountFrom: 0 },
      after: { hasCapex: 'Y', approvalDocAmountFrom: 1234.5 },
    });
    // hasItemCode was already N: it is no change.
    expect(Object.keys(entries[0].after as object).sort()).toEqual(['approvalDocAmountFrom', 'hasCapex']);

    expect((await change(scenario.buyer.token, { hasCapex: 'Y', approvalDocAmountFrom: 1234.5 })).status).toBe(200);
    expect(await companyChanges(scenario.buyerId)).toHaveLength(before.length + 1);
  });

  it('item codes on: a line without one is refused at submit; off: the same order is placed', async () => {
    const scenario = await administered({ company: { hasItemCode: 'N' } });
    expect((await change(scenario.buyer.token, { hasItemCode: 'Y' })).status).toBe(200);
    const refused = await call<Answer<object>>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/Item code required/);
    expect(await scenarios.workflow.orders(scenario.buyerId)).toEqual([]);

    expect((await change(scenario.buyer.token, { hasItemCode: 'N' })).status).toBe(200);
    const placed = await call<Answer<object>>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request(),
    });
    expect(placed.status).toBe(200);
    expect(await scenarios.workflow.orders(scenario.buyerId)).toHaveLength(1);
  });

  it('the approval document amount: an order at or above it needs an approval document, below it does not', async () => {
    // Two units at RM 108 each: RM 216.
    const scenario = await administered();
    expect((await change(scenario.buyer.token, { approvalDocAmountFrom: 200 })).status).toBe(200);
    expect((await form(scenario.buyer.token)).body.formConfig.approval_doc_amount_from).toBe(200);
    const refused = await call<Answer<object>>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request(),
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'approval_document_required' } });
    expect(refused.body.error).toContain('200');

    expect((await change(scenario.buyer.token, { approvalDocAmountFrom: 216.01 })).status).toBe(200);
    const placed = await call<Answer<object>>(ctx.app, '/api/workflow/submit-complete', {
      token: scenario.buyer.token,
      body: scenario.request(),
    });
    expect(placed.status).toBe(200);
  });

  it('a company the operator created starts standard; checkout type workflow lets a buyer with charge-code access order under a charge code', async () => {
    const company = await insertCompany(ctx.db, {
      companyName: 'Settings Start Sdn Bhd',
      registrationNo: '202401000123',
      sstNumber: '',
      taxNumber: '',
    });
    const fixture = scenarios.workflow;
    const buyer = await fixture.user(company.id, 'buyer');
    const approver = await fixture.user(company.id, 'approver');
    const adminUser = await fixture.user(company.id, 'approver');
    await ctx.db.update(users).set({ companyAdministrator: true }).where(eq(users.id, adminUser.id));
    const locationId = await fixture.location(company.id);
    const projectId = await fixture.project(company.id, locationId, 'Plant Upkeep');
    await fixture.workflow(company.id, locationId, projectId, [{ label: 'Manager Approval', approverIds: [approver.id] }]);
    await fixture.budget(company.id, locationId, projectId, 10_000_000);
    const access = await call(ctx.app, `/api/company/people/${buyer.id}/access`, {
      method: 'PUT',
      token: adminUser.token,
      body: { locationIds: 'all', chargeCodeIds: 'all', pickChargeCodes: true, viewSlInfo: null },
    });
    expect(access.status).toBe(200);
    const item = await scenarios.product();
    const added = await call(ctx.app, '/api/cart/add', {
      token: buyer.token,
      headers: SELANGOR,
      body: { sku_id: item.skuId, sl_id: item.sellerId, product_id: item.productId, product_name: item.name, quantity: 2, price: 100 },
    });
    expect(added.status).toBe(200);

    const start = await settingsOf(adminUser.token);
    expect(start.body.settings).toMatchObject({ checkoutType: 'standard', budgetType: 'none', hasItemCode: 'N', approvalDocAmountFrom: 0 });
    const standard = await form(buyer.token, `&location_id=${locationId}`);
    expect(standard.body.formConfig.show_charge_code).toBe(false);
    expect(standard.body.projects).toEqual([]);

    expect((await change(adminUser.token, { checkoutType: 'workflow' })).status).toBe(200);
    const workflow = await form(buyer.token, `&location_id=${locationId}`);
    expect(workflow.body.formConfig.show_charge_code).toBe(true);
    const project = workflow.body.projects.find((entry) => entry.project_id === projectId);
    expect(project?.project_name).toBe('Plant Upkeep');

    const placed = await call<Answer<{ data: { poId: string } }>>(ctx.app, '/api/workflow/submit-complete', {
      token: buyer.token,
      body: {
        formData: { ...completeForm(locationId, projectId), charge_code: project?.project_code, charge_code_name: project?.project_name },
        attachments: { order: [], approval: [] },
        seller_attachments: {},
        filteredCartItems: workflow.body.cartItems.map((line) => ({ sku_id: line.sku_id, quantity: line.quantity })),
        customBatchId: `WF_${Date.now()}001`,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await ctx.db.select().from(preOrders).where(eq(preOrders.buyerId, company.id));
    expect(order.projectId).toBe(projectId);
  });
});
