import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CheckoutApproversResponse,
  CheckoutFormResponse,
  ItemCodeBudgetsResponse,
  LocationProjectsResponse,
  SubmitButtonStatusResponse,
  ValidateBudgetResponse,
  ValidateFieldResponse,
  ValidateUserWorkflowResponse,
} from '../../src/contract/types';
import { WORKFLOW_MESSAGES } from '../../src/lib/workflow';
import { buyerLocations, chargeCodeProjects, preOrders, users } from '../../server/db/schema';
import { FIELD_MESSAGES } from '../../server/services/workflow-fields';
import { JUSTIFICATION_REQUIRED } from '../../server/services/workflow-checkout';
import { createTestContext, engines, type TestContext } from './support/context';
import { BUYER_ID, CartFixture, SELANGOR, SELANGOR_ID } from './support/cart-fixture';
import { call, signIn } from './support/http';

type Answer<T> = T & { error?: string };

describe.each(engines())('workflow read calls on %s', (engine) => {
  let ctx: TestContext;
  let buyer: string;
  let masked: string;
  let energy: string;
  let approver: string;
  let seller: string;
  let buyerUserId: number;
  let fixture: CartFixture;
  /** Location and project ids by name. */
  const at: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    buyer = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.151');
    masked = await signIn(ctx.app, 'masked@lapasar.test', '192.0.2.152');
    energy = await signIn(ctx.app, 'energy@lapasar.test', '192.0.2.153');
    approver = await signIn(ctx.app, 'approver@lapasar.test', '192.0.2.154');
    seller = await signIn(ctx.app, 'seller@lapasar.test', '192.0.2.155');
    for (const row of await ctx.db.select().from(buyerLocations)) at[row.locationName] = row.id;
    for (const row of await ctx.db.select().from(chargeCodeProjects)) at[row.projectName] = row.id;
    [{ id: buyerUserId }] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@lapasar.test'));
    fixture = new CartFixture(ctx.db);
  });
  afterAll(() => ctx?.close());
  beforeEach(() => fixture.clearCarts());

  const get = <T>(path: string, token: string, headers: Record<string, string> = {}) =>
    call<Answer<T>>(ctx.app, `/api${path}`, { token, headers });
  const post = <T>(path: string, token: string, body: unknown) => call<Answer<T>>(ctx.app, `/api${path}`, { token, body });
  const approvers = (query: string, token = buyer) => get<CheckoutApproversResponse>(`/workflow/checkout-approvers?${query}`, token);
  const submitStatus = (query: string) => get<SubmitButtonStatusResponse>(`/workflow/check-submit-button-status?${query}`, buyer);
  const field = (body: Record<string, unknown>, token = buyer) => post<ValidateFieldResponse>('/workflow/validate-field', token, body);
  const budget = (body: Record<string, unknown>, token = buyer) =>
    post<ValidateBudgetResponse>('/workflow/validate-budget-at-checkout', token, { userId: buyerUserId, byId: BUYER_ID, ...body });

  describe('access', () => {
    const paths = [
      '/workflow/checkout-form',
      '/workflow/validate-user-workflow?grand_total=10',
      '/workflow/attachment-settings',
      '/workflow/capital-budget-codes',
      '/workflow/item-codes',
    ];

    it('answers only a signed-in buyer', async () => {
      for (const path of paths) {
        expect((await call(ctx.app, `/api${path}`)).status).toBe(401);
        expect(await get(path, approver)).toMatchObject({ status: 403, body: { error: 'Only buyers check out' } });
        expect(await get(path, seller)).toMatchObject({ status: 403, body: { error: 'Only buyers check out' } });
      }
      expect((await field({ field: 'alt_email', value: 'a@b.co' }, approver)).status).toBe(403);
    });

    it("answers 404 for another buyer's location or a project of another location", async () => {
      const otherLocation = at['Energy HQ'];
      expect((await get(`/workflow/checkout-form?location_id=${otherLocation}`, buyer)).status).toBe(404);
      expect(
        (await get(`/workflow/checkout-form?location_id=${at['Head Office']}&project_id=${at['Plant Maintenance']}`, buyer)).status,
      ).toBe(404);
      expect((await get(`/workflow/location-projects?location_id=${otherLocation}`, buyer)).status).toBe(404);
      expect((await approvers(`locationId=${otherLocation}&grandTotal=10`)).status).toBe(404);
      expect((await approvers(`locationId=${at['Head Office']}&projectId=${at['Line Expansion']}&grandTotal=10`)).status).toBe(404);
      expect((await submitStatus(`locationId=${otherLocation}&grandTotal=10`)).status).toBe(404);
      expect((await budget({ locationId: otherLocation, orderAmount: 10 })).status).toBe(404);
      expect((await field({ field: 'project_id', value: at['IT Refresh'], context: { location_id: otherLocation } })).status).toBe(404);
    });
  });

  describe('GET /workflow/checkout-form', () => {
    it('opens with the defaults, the locations and the settings of the buyer', async () => {
      const { status, body } = await get<CheckoutFormResponse>('/workflow/checkout-form', buyer, SELANGOR);
      expect(status).toBe(200);
      expect(body.cartItems).toEqual([]);
      expect(body.totals).toEqual({ subTotal: 0, shippingCharge: 0, taxAmount: 0, grandTotal: 0, productCount: 0 });
      expect(body.formDefaults).toMatchObject({
        company_name: 'Demo Trading Sdn Bhd',
        order_raised_by: 'Aisyah Rahman',
        buyer_invoice_email: 'buyer@lapasar.test',
        registration_no: '201901000001 (1300001-A)',
        sst_number: 'W10-1808-32000001',
        tax_identification_number: 'C2581234500',
        location_id: at['Head Office'],
        ship_city: 'Kuala Lumpur',
        ship_pincode: '50250',
        bill_State: 'Kuala Lumpur',
        ship_countery: 'Malaysia',
        shipping_address_type: 'same',
        apply_alt_receipient: 'N',
      });
      expect(body.locations.map((location) => location.location_name)).toEqual(['Head Office', 'Shah Alam Plant', 'Johor Depot']);
      expect(body.locations[1]).toEqual({
        recid: at['Shah Alam Plant'],
        location_name: 'Shah Alam Plant',
        state: 'Selangor',
        lotNo: 'Lot 5',
        street1: 'Jalan Perusahaan 2',
        street2: 'Seksyen 15',
        postcode: '40200',
        city: 'Shah Alam',
        countery: 'Malaysia',
      });
      expect(body.projects).toEqual([]);
      expect(body.formConfig).toEqual({
        show_quotation_id: true,
        show_charge_code: true,
        alternate_recipient_required: false,
        approval_workflow: true,
        order_attachment_required: false,
        approval_doc_amount_from: 5000,
      });
      expect(body.buyerSettings).toMatchObject({
        checkout_type: 'workflow',
        has_item_code: 'Y',
        has_capex: 'Y',
        has_charge_code_access: true,
      });
      expect(body.workflowValidation).toBeNull();
    });

    it("lists the chosen location's projects and its workflow verdict", async () => {
      const { body } = await get<CheckoutFormResponse>(
        `/workflow/checkout-form?location_id=${at['Shah Alam Plant']}&project_id=${at['Plant Maintenance']}`,
        buyer,
        SELANGOR,
      );
      expect(body.projects.map((project) => project.project_name)).toEqual(['Plant Maintenance', 'Line Expansion']);
      expect(body.projects[0]).toMatchObject({ project_code: 'SA-MNT-01', apply_address: 'Y', city: 'Shah Alam' });
      expect(body.formDefaults).toMatchObject({ location_id: at['Shah Alam Plant'], ship_city: 'Shah Alam' });
      expect(body.workflowValidation).toEqual({
        valid: true,
        message: 'Within budget',
        budgetValidation: { budgetLimit: 50000, currentSpent: 10000, remainingBudget: 40000, isWithinLimit: true, exceedsBy: 0 },
        totals: { grandTotal: 0 },
      });
      const johor = await get<CheckoutFormResponse>(`/workflow/checkout-form?location_id=${at['Johor Depot']}`, buyer, SELANGOR);
      expect(johor.body.workflowValidation).toMatchObject({
        valid: false,
        message: WORKFLOW_MESSAGES.notConfigured,
        budgetValidation: null,
      });
    });

    it('hides charge codes from a buyer without charge-code access', async () => {
      const { body } = await get<CheckoutFormResponse>('/workflow/checkout-form', masked, SELANGOR);
      expect(body.formConfig).toMatchObject({ show_charge_code: false, show_quotation_id: false, approval_doc_amount_from: 0 });
      expect(body.buyerSettings.has_charge_code_access).toBe(false);
      expect(body.locations).toEqual([]);
      expect(body.formDefaults).toMatchObject({
        company_name: 'Masked Procurement Sdn Bhd',
        location_id: null,
        ship_city: '',
        ship_countery: 'Malaysia',
      });
    });

    it('offers the code options the buyer settings enable', async () => {
      const codes = async (token: string) => {
        const { body } = await get<CheckoutFormResponse>('/workflow/checkout-form', token, SELANGOR);
        return Object.fromEntries(Object.entries(body.buyerCodes).map(([kind, list]) => [kind, list.map((code) => code.code)]));
      };
      expect(await codes(buyer)).toEqual({ payment: [], category: [], specialBudgetCategory: [] });
      expect(await codes(energy)).toEqual({ payment: ['PAY-CAPEX', 'PAY-OPEX'], category: ['MT', 'SV'], specialBudgetCategory: [] });
      expect(await codes(await signIn(ctx.app, 'special@lapasar.test', '192.0.2.156'))).toEqual({
        payment: [],
        category: [],
        specialBudgetCategory: ['SBC-01', 'SBC-02'],
      });
    });

    it("prices the cart's shipped lines at the query's state and district, with each line's warnings", async () => {
      const { childId } = await fixture.categoryWithChild();
      const delta = await fixture.seller('Delta Checkout Sdn Bhd');
      await fixture.rule({ sellerId: delta, stateId: SELANGOR_ID, mode: 'free' });
      const cheap = await fixture.product(delta, {
        name: 'Cheap Pen',
        categoryId: childId,
        actPrice: 100,
        stock: 50,
        materialId: 'MAT-PEN',
      });
      const dear = await fixture.product(delta, { name: 'Dear Pen', categoryId: childId, actPrice: 900, stock: 50, materialId: 'MAT-PEN' });
      const empty = await fixture.product(delta, { name: 'Empty Tray', categoryId: childId, actPrice: 500, stock: 0 });
      const binder = await fixture.product(delta, { name: 'Moq Binder', categoryId: childId, actPrice: 350, stock: 10, moq: 3 });
      const unshipped = await fixture.product(delta, { name: 'Johor Only Cabinet', categoryId: childId, actPrice: 60000, stock: 5 });
      await fixture.rule({ sellerId: delta, productId: unshipped.productId, stateId: SELANGOR_ID, mode: 'not_shipped' });
      await fixture.refresh([unshipped.productId]);
      await fixture.line(BUYER_ID, cheap, 2);
      await fixture.line(BUYER_ID, dear, 1);
      await fixture.line(BUYER_ID, empty, 1);
      await fixture.line(BUYER_ID, binder, 1);
      await fixture.line(BUYER_ID, unshipped, 1);

      const { body } = await get<CheckoutFormResponse>('/workflow/checkout-form?state=Selangor&district=Petaling', buyer);
      expect(body.cartItems.map((item) => item.product_name)).toEqual(['Cheap Pen', 'Dear Pen', 'Empty Tray', 'Moq Binder']);
      expect(body.businessLogic.excludedItems).toEqual([
        expect.objectContaining({ skuId: unshipped.skuId, productName: 'Johor Only Cabinet' }),
      ]);
      // Spec 2's businessLogic, as the cart answers it.
      expect(body.businessLogic.locationRestrictions.excludedItems).toEqual(body.businessLogic.excludedItems);
      // 2 + 9 + 5 + 3.50 = 19.50, SST 8% = 1.56, free shipping.
      expect(body.totals).toEqual({ subTotal: 19.5, shippingCharge: 0, taxAmount: 1.56, grandTotal: 21.06, productCount: 4 });
      const byName = new Map(body.checkoutValidations.map((line) => [line.product_name, line]));
      expect(byName.get('Cheap Pen')).toMatchObject({
        stock: null,
        moq: null,
        bulk_minimum: null,
        justification_required: false,
        messages: [],
      });
      expect(byName.get('Dear Pen')).toMatchObject({ justification_required: true, messages: [JUSTIFICATION_REQUIRED] });
      expect(byName.get('Empty Tray')?.stock).toBe('Empty Tray is out of stock');
      expect(byName.get('Moq Binder')?.moq).toBe('Minimum order quantity for Moq Binder is 3');

      const withWorkflow = await get<CheckoutFormResponse>(
        `/workflow/checkout-form?state=Selangor&district=Petaling&location_id=${at['Head Office']}&project_id=${at['IT Refresh']}`,
        buyer,
      );
      expect(withWorkflow.body.workflowValidation).toMatchObject({
        valid: true,
        budgetValidation: { budgetLimit: 20000, currentSpent: 12000, remainingBudget: 8000, isWithinLimit: true, exceedsBy: 0 },
        totals: { grandTotal: 21.06 },
      });
    });

    it('refuses a malformed query', async () => {
      expect((await get('/workflow/checkout-form?location_id=abc', buyer)).status).toBe(400);
      expect((await get('/workflow/checkout-form?project_id=-1', buyer)).status).toBe(400);
    });
  });

  describe('GET /workflow/validate-user-workflow', () => {
    it('lists the locations with a workflow, matched when the total can go through', async () => {
      const small = await get<ValidateUserWorkflowResponse>('/workflow/validate-user-workflow?grand_total=100', buyer);
      expect(small.status).toBe(200);
      expect(small.body.locations.map((location) => [location.location_name, location.has_workflow, location.matched])).toEqual([
        ['Head Office', true, true],
        ['Shah Alam Plant', true, true],
      ]);
      const overLimit = await get<ValidateUserWorkflowResponse>('/workflow/validate-user-workflow?grand_total=50000.01', buyer);
      expect(overLimit.body.locations.map((location) => location.matched)).toEqual([false, true]);
    });

    it('refuses a malformed total', async () => {
      for (const total of ['abc', '-1', '1.234', '99999999999'])
        expect((await get(`/workflow/validate-user-workflow?grand_total=${total}`, buyer)).status).toBe(400);
    });
  });

  describe('GET /workflow/attachment-settings', () => {
    it("answers the company's settings, in RM", async () => {
      expect((await get('/workflow/attachment-settings', buyer)).body).toEqual({
        success: true,
        approval_doc_amount_from: 5000,
        mandatory_order_attachment: 0,
        cart_id_generator: false,
      });
      expect((await get('/workflow/attachment-settings', masked)).body).toEqual({
        success: true,
        approval_doc_amount_from: 0,
        mandatory_order_attachment: 0,
        cart_id_generator: false,
      });
    });
  });

  describe('GET /workflow/location-projects', () => {
    it("lists a location's charge codes, none where it has none", async () => {
      const { status, body } = await get<LocationProjectsResponse>(
        `/workflow/location-projects?location_id=${at['Head Office']}&grand_total=100`,
        buyer,
      );
      expect(status).toBe(200);
      expect(body.projects.map((project) => [project.project_name, project.project_code])).toEqual([
        ['IT Refresh', 'HO-IT-01'],
        ['Office Renovation', 'HO-REN-02'],
      ]);
      expect(
        (await get<LocationProjectsResponse>(`/workflow/location-projects?location_id=${at['Johor Depot']}`, buyer)).body.projects,
      ).toEqual([]);
      expect(
        (await get<LocationProjectsResponse>(`/workflow/location-projects?location_id=${at['Energy HQ']}`, energy)).body.projects.map(
          (project) => project.project_name,
        ),
      ).toEqual(['4105']);
    });

    it('needs a location id', async () => {
      expect((await get('/workflow/location-projects', buyer)).status).toBe(400);
      expect((await get('/workflow/location-projects?location_id=0x1', buyer)).status).toBe(400);
    });
  });

  describe('GET /workflow/checkout-approvers', () => {
    const headOffice = () => `locationId=${at['Head Office']}`;

    it('resolves the approvers by amount: stage 2 from RM 1,000', async () => {
      const below = await approvers(`${headOffice()}&grandTotal=999.99`);
      expect(below).toMatchObject({ status: 200, body: { success: true } });
      expect(below.body.approvers).toEqual([
        { user_name: 'Farah Aziz', email: 'approver@lapasar.test', stage: 1, stage_label: 'Department Head', order_by: 1 },
      ]);
      const from = await approvers(`${headOffice()}&projectId=${at['IT Refresh']}&grandTotal=1000`);
      expect(from.body.approvers).toEqual([
        { user_name: 'Farah Aziz', email: 'approver@lapasar.test', stage: 1, stage_label: 'Department Head', order_by: 1 },
        { user_name: 'Lim Wei Jie', email: 'finance@lapasar.test', stage: 2, stage_label: 'Finance Director', order_by: 1 },
      ]);
    });

    it("resolves a project's own workflow before its location's", async () => {
      const plant = await approvers(`locationId=${at['Shah Alam Plant']}&projectId=${at['Plant Maintenance']}&grandTotal=5000`);
      expect(plant.body.approvers.map((approver) => approver.stage_label)).toEqual(['Plant Manager']);
      const expansion = await approvers(`locationId=${at['Shah Alam Plant']}&projectId=${at['Line Expansion']}&grandTotal=5000`);
      expect(expansion).toMatchObject({ status: 200, body: { success: true, approvers: [], message: WORKFLOW_MESSAGES.noApprovers } });
    });

    it('answers success false without a workflow', async () => {
      expect(await approvers(`locationId=${at['Johor Depot']}&grandTotal=10`)).toMatchObject({
        status: 200,
        body: { success: false, approvers: [], message: WORKFLOW_MESSAGES.notConfigured },
      });
    });

    it('refuses a malformed query', async () => {
      expect((await approvers(headOffice())).status).toBe(400);
      expect((await approvers(`${headOffice()}&grandTotal=ten`)).status).toBe(400);
      expect((await approvers('grandTotal=10')).status).toBe(400);
    });
  });

  describe('GET /workflow/check-submit-button-status', () => {
    it('enables submit, or names why not', async () => {
      expect((await submitStatus(`locationId=${at['Head Office']}&grandTotal=50000`)).body).toEqual({
        success: true,
        submit_disabled: false,
        message: '',
        spending_limit: 50000,
      });
      expect((await submitStatus(`locationId=${at['Head Office']}&grandTotal=50000.01`)).body).toEqual({
        success: true,
        submit_disabled: true,
        message: WORKFLOW_MESSAGES.spendingLimit,
        spending_limit: 50000,
      });
      expect((await submitStatus(`locationId=${at['Johor Depot']}&grandTotal=10`)).body).toEqual({
        success: true,
        submit_disabled: true,
        message: WORKFLOW_MESSAGES.notConfigured,
        spending_limit: null,
      });
      expect((await submitStatus(`locationId=${at['Shah Alam Plant']}&projectId=${at['Line Expansion']}&grandTotal=10`)).body).toEqual({
        success: true,
        submit_disabled: true,
        message: WORKFLOW_MESSAGES.noApprovers,
        spending_limit: null,
      });
    });
  });

  describe('codes', () => {
    it("lists the company's capital budget and item codes", async () => {
      const capital = await get<{ capitalBudgetCodes: { code: string; description: string }[] }>('/workflow/capital-budget-codes', buyer);
      expect(capital.body.capitalBudgetCodes.map((code) => code.code)).toEqual(['CAPEX-2026-01', 'CAPEX-2026-02', 'CAPEX-2026-03']);
      const items = await get<{ itemCodes: { recid: number; code: string; description: string }[] }>('/workflow/item-codes', buyer);
      expect(items.body.itemCodes.map(({ code, description }) => [code, description])).toEqual([
        ['IC-1001', 'Office supplies'],
        ['IC-1002', 'IT equipment'],
        ['IC-1003', 'Maintenance parts'],
      ]);
      expect((await get<{ itemCodes: unknown[] }>('/workflow/item-codes', masked)).body.itemCodes).toEqual([]);
    });
  });

  describe('POST /workflow/validate-budget-at-checkout', () => {
    const itRefresh = () => ({ locationId: at['Head Office'], projectId: at['IT Refresh'] });

    it('is valid within the budget', async () => {
      const { status, body } = await budget({ ...itRefresh(), orderAmount: 8000 });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        valid: true,
        requiresApproval: false,
        overallMessage: 'Within budget',
        budgetValidation: { remainingBudget: 8000, isWithinLimit: true },
      });
    });

    it('requires budget approval over it', async () => {
      const { body } = await budget({ ...itRefresh(), orderAmount: 9000.5 });
      expect(body).toMatchObject({
        valid: true,
        requiresApproval: true,
        overallMessage: 'This order exceeds your budget limit by RM 1,000.50. It will require budget approval.',
        budgetValidation: { budgetLimit: 20000, currentSpent: 12000, remainingBudget: 8000, isWithinLimit: false, exceedsBy: 1000.5 },
      });
    });

    it('is invalid without a budget', async () => {
      const { body } = await budget({ locationId: at['Head Office'], orderAmount: 10 });
      expect(body).toMatchObject({
        valid: false,
        requiresApproval: false,
        overallMessage: WORKFLOW_MESSAGES.noBudget,
        budgetValidation: null,
      });
    });

    it('checks each item code against what its budget has left', async () => {
      const { body } = await budget({
        ...itRefresh(),
        orderAmount: 600,
        itemCodes: [
          { itemCode: 'IC-1001', glCode: '610100', amount: 300, percentage: 50 },
          { itemCode: 'IC-1002', glCode: '620200', amount: 300.01, percentage: 50 },
        ],
      });
      expect(body.valid).toBe(false);
      expect(body.overallMessage).toBe('Item code IC-1002 has only RM 300.00 left.');
      expect(body.itemCodes).toEqual([
        { itemCode: 'IC-1001', valid: true, remainingBudget: 14000, message: 'Within budget' },
        { itemCode: 'IC-1002', valid: false, remainingBudget: 300, message: 'Item code IC-1002 has only RM 300.00 left.' },
      ]);
      const unknown = await budget({ ...itRefresh(), orderAmount: 10, itemCodes: [{ itemCode: 'IC-1003', amount: 10 }] });
      expect(unknown.body.itemCodes[0]).toMatchObject({ valid: false, message: 'No budget is allocated for item code IC-1003.' });
    });

    it("never answers for another user's or company's ids", async () => {
      expect((await budget({ ...itRefresh(), orderAmount: 10, userId: buyerUserId + 1 })).status).toBe(403);
      expect((await budget({ ...itRefresh(), orderAmount: 10, byId: 2 })).status).toBe(403);
    });

    it('refuses a malformed body', async () => {
      expect((await budget({ ...itRefresh(), orderAmount: -1 })).status).toBe(400);
      expect((await budget({ ...itRefresh(), orderAmount: 1.234 })).status).toBe(400);
      expect((await budget({ projectId: at['IT Refresh'], orderAmount: 1 })).status).toBe(400);
    });
  });

  describe('POST /workflow/get-item-code-budgets', () => {
    it('lists the item code budgets under a charge code, one nearly spent', async () => {
      const { status, body } = await post<ItemCodeBudgetsResponse>('/workflow/get-item-code-budgets', buyer, {
        locationId: at['Head Office'],
        chargeCode: at['IT Refresh'],
        byId: BUYER_ID,
        userId: buyerUserId,
      });
      expect(status).toBe(200);
      expect(body.itemCodes).toEqual([
        { itemCode: 'IC-1001', totalBudget: 15000, remainingBudget: 14000, budgetName: 'IT Refresh - Office supplies' },
        { itemCode: 'IC-1002', totalBudget: 10000, remainingBudget: 300, budgetName: 'IT Refresh - IT equipment' },
      ]);
    });

    it("refuses another's ids and another location's charge code", async () => {
      const request = { locationId: at['Head Office'], chargeCode: at['IT Refresh'], byId: BUYER_ID, userId: buyerUserId };
      expect((await post('/workflow/get-item-code-budgets', buyer, { ...request, userId: buyerUserId + 1 })).status).toBe(403);
      expect((await post('/workflow/get-item-code-budgets', buyer, { ...request, chargeCode: at['Plant Maintenance'] })).status).toBe(404);
      expect((await post('/workflow/get-item-code-budgets', buyer, { ...request, chargeCode: 'x' })).status).toBe(400);
    });
  });

  it('tells the checkout of a company without any workflow that it orders without approval, and asks nothing of its location', async () => {
    const { status, body } = await get<CheckoutFormResponse>('/workflow/checkout-form', masked);
    expect(status).toBe(200);
    expect(body.formConfig.approval_workflow).toBe(false);
    expect(body.locations).toEqual([]);
    expect(body.workflowValidation).toBeNull();
    const own = await get<CheckoutFormResponse>('/workflow/checkout-form', buyer);
    expect(own.body.formConfig.approval_workflow).toBe(true);
  });

  describe('POST /workflow/validate-field', () => {
    it("checks the location: the buyer's, with a workflow", async () => {
      expect((await field({ field: 'location_id', value: at['Head Office'] })).body).toEqual({
        success: true,
        valid: true,
        message: '',
        warnings: [],
      });
      expect((await field({ field: 'location_id', value: String(at['Johor Depot']) })).body).toMatchObject({
        valid: false,
        message: WORKFLOW_MESSAGES.notConfigured,
      });
      expect((await field({ field: 'location_id', value: at['Energy HQ'] })).body).toMatchObject({
        valid: false,
        message: FIELD_MESSAGES.location,
      });
      expect((await field({ field: 'location_id', value: at['Head Office'], context: { grand_total: 60000 } })).body).toMatchObject({
        valid: true,
        warnings: [WORKFLOW_MESSAGES.spendingLimit],
      });
    });

    it('checks the project against the location', async () => {
      const shahAlam = { location_id: at['Shah Alam Plant'] };
      expect((await field({ field: 'project_id', value: at['Plant Maintenance'], context: shahAlam })).body).toMatchObject({
        valid: true,
        warnings: [],
      });
      expect((await field({ field: 'project_id', value: at['IT Refresh'], context: shahAlam })).body).toMatchObject({
        valid: false,
        message: FIELD_MESSAGES.project,
      });
      expect((await field({ field: 'project_id', value: at['Plant Maintenance'] })).body).toMatchObject({
        valid: false,
        message: FIELD_MESSAGES.projectNeedsLocation,
      });
      expect(
        (await field({ field: 'project_id', value: at['Line Expansion'], context: { ...shahAlam, grand_total: '100.00' } })).body,
      ).toMatchObject({ valid: true, warnings: [WORKFLOW_MESSAGES.noApprovers] });
      expect((await field({ field: 'project_id', value: '', context: shahAlam })).body).toMatchObject({ valid: true });
    });

    it('checks the quotation ID format and that no other order uses it', async () => {
      expect((await field({ field: 'sap_poid', value: 'PO-2026/001' })).body).toMatchObject({ valid: true });
      expect((await field({ field: 'sap_poid', value: 'PO 2026' })).body).toMatchObject({
        valid: false,
        message: FIELD_MESSAGES.sapPoidFormat,
      });
      expect((await field({ field: 'sap_poid', value: 'A'.repeat(36) })).body).toMatchObject({
        valid: false,
        message: FIELD_MESSAGES.sapPoidFormat,
      });
      await ctx.db.insert(preOrders).values({
        poId: 'PO-TEST-000001',
        buyerId: BUYER_ID,
        userId: buyerUserId,
        batchId: 'WF_1763900000000',
        requestHash: 'test',
        status: 'workflow_approval',
        form: { sap_poid: 'SAP-7788' },
        subtotal: 100,
        shippingFee: 0,
        tax: 8,
        grandTotal: 108,
      });
      expect((await field({ field: 'sap_poid', value: 'sap-7788' })).body).toMatchObject({
        valid: false,
        message: FIELD_MESSAGES.sapPoidUsed,
      });
      // Another company's order does not count.
      expect((await field({ field: 'sap_poid', value: 'SAP-7788' }, masked)).body).toMatchObject({ valid: true });
      expect((await field({ field: 'so_number', value: 'SO/1' })).body).toMatchObject({ valid: true });
      expect((await field({ field: 'so_number', value: 'SO#1' })).body).toMatchObject({
        valid: false,
        message: FIELD_MESSAGES.soNumberFormat,
      });
    });

    it('checks the alternate e-mail', async () => {
      expect((await field({ field: 'alt_email', value: 'siti@example.com' })).body).toMatchObject({ valid: true });
      expect((await field({ field: 'alt_email', value: 'siti@' })).body).toMatchObject({ valid: false, message: FIELD_MESSAGES.email });
      expect((await field({ field: 'alt_email', value: '' })).body).toMatchObject({ valid: true });
      expect((await field({ field: 'alt_email', value: '', orderData: { apply_alt_receipient: 'Y' } })).body).toMatchObject({
        valid: false,
        message: FIELD_MESSAGES.email,
      });
    });

    it('refuses an unknown field', async () => {
      expect((await field({ field: 'company_name', value: 'x' })).status).toBe(400);
      expect((await field({ value: 'x' })).status).toBe(400);
    });
  });
});
