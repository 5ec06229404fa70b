import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitCompleteRequest, SubmitCompleteResponse, SubmitError } from '../../src/api/types';
import { eq } from 'drizzle-orm';
import { buyerCodes, buyers } from '../../server/db/schema';
import { approvalDocumentMessage, WORKFLOW_MESSAGES } from '../../src/lib/workflow';
import { createTestContext, engines, type TestContext } from './support/context';
import { SELANGOR_ID } from './support/cart-fixture';
import { call } from './support/http';
import { CheckoutScenarios, completeForm, type Scenario } from './support/workflow-fixture';
import type { SubmitFormData } from '../../src/contract/types';

/** A success or a refusal, read loosely. */
type Answer = { status: number; body: Omit<SubmitCompleteResponse, 'success'> & Omit<SubmitError, 'success'> & { success?: boolean } };

const UNIT_TOTAL = 10800;

describe.each(engines())('POST /workflow/submit-complete on %s', (engine) => {
  let ctx: TestContext;
  let scenarios: CheckoutScenarios;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    scenarios = new CheckoutScenarios(ctx.db);
    await scenarios.prepare();
  });
  afterAll(() => ctx?.close());

  const submit = (token: string, body: unknown) => call(ctx.app, '/api/workflow/submit-complete', { token, body }) as Promise<Answer>;

  /** Submits and expects a refusal that wrote nothing: no order, the stock, the budget and the cart as they were. */
  async function expectRefused(
    scenario: Scenario,
    body: SubmitCompleteRequest,
    status: number,
    error: string | RegExp,
    code?: Record<string, unknown>,
  ) {
    const stock = await scenarios.workflow.stock(scenario.item.skuId);
    const answer = await submit(scenario.buyer.token, body);
    expect(answer.status).toBe(status);
    if (typeof error === 'string') expect(answer.body.error).toBe(error);
    else expect(answer.body.error).toMatch(error);
    if (code) expect(answer.body).toMatchObject(code);
    expect(await scenarios.workflow.orders(scenario.buyerId)).toEqual([]);
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(stock);
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(0);
    expect(await scenarios.workflow.cartLines(scenario.buyerId)).toEqual([{ skuId: scenario.item.skuId, quantity: scenario.quantity }]);
    return answer;
  }

  it('places the order: stock held, budget pending, lines copied, attachments claimed, the lines leave the cart', async () => {
    const scenario = await scenarios.create({ stock: 10, quantity: 3 });
    const fixture = scenarios.workflow;
    const orderFile = await fixture.attachment(scenario.buyerId, scenario.buyer.id, 'order');
    const sellerFile = await fixture.attachment(scenario.buyerId, scenario.buyer.id, 'seller', { sellerId: scenarios.sellerId });
    const body = scenario.request({
      attachments: { order: [orderFile], approval: [] },
      seller_attachments: { [scenarios.sellerId]: [sellerFile] },
    });
    const { status, body: answer } = await submit(scenario.buyer.token, body);
    expect(status).toBe(200);
    expect(answer.success).toBe(true);
    expect(answer.data).toMatchObject({
      batchId: body.customBatchId,
      mode: 'created',
      status: 'workflow_approval',
      isBudgetPending: false,
      isEdited: false,
    });
    expect(answer.data.poId).toMatch(/^PO-\d{8}-\d{6}$/);
    expect(answer.data.operations).toBeGreaterThan(0);
    expect(answer.message).toBe('Order submitted for workflow approval');

    const [order] = await fixture.orders(scenario.buyerId);
    expect(order).toMatchObject({
      poId: answer.data.poId,
      status: 'workflow_approval',
      currentStage: 1,
      grandTotal: 3 * UNIT_TOTAL,
      subtotal: 30000,
      tax: 2400,
    });
    expect(await fixture.stock(scenario.item.skuId)).toBe(7);
    expect((await fixture.budgetRow(scenario.budgetId)).pending).toBe(3 * UNIT_TOTAL);
    expect(await fixture.cartLines(scenario.buyerId)).toEqual([]);
    expect(await fixture.attachmentOrder(orderFile)).toBe(order.id);
    expect(await fixture.attachmentOrder(sellerFile)).toBe(order.id);

    const detail = await call<{ data: { lines: { skuId: number; quantity: number; unitPrice: number; lineTotal: number }[] } }>(
      ctx.app,
      `/api/orders/pre-orders/${order.poId}`,
      { token: scenario.buyer.token },
    );
    expect(detail.body.data.lines).toEqual([
      expect.objectContaining({ skuId: scenario.item.skuId, quantity: 3, unitPrice: 100, lineTotal: 300 }),
    ]);
  });

  it('numbers orders without gaps: a refused submit uses up no PO number', async () => {
    const numberOf = (poId: string) => Number(poId.slice(-6));
    const first = await scenarios.create({ stock: 10 });
    const placed = await submit(first.buyer.token, first.request());
    expect(placed.status).toBe(200);
    // Refused at every stage of the submit: its fields, its stock, its workflow.
    const short = await scenarios.create({ quantity: 5, stock: 4 });
    expect((await submit(short.buyer.token, short.request())).status).toBe(409);
    const blank = await scenarios.create();
    expect(
      (await submit(blank.buyer.token, blank.request({ formData: completeForm(blank.locationId, blank.projectId, { ship_lotno: '' }) })))
        .status,
    ).toBe(400);
    const unconfigured = await scenarios.create();
    const bare = await scenarios.workflow.location(unconfigured.buyerId);
    expect((await submit(unconfigured.buyer.token, unconfigured.request({ formData: completeForm(bare, null) }))).status).toBe(400);
    const next = await scenarios.create();
    const after = await submit(next.buyer.token, next.request());
    expect(after.status).toBe(200);
    expect(numberOf(after.body.data.poId)).toBe(numberOf(placed.body.data.poId) + 1);
  });

  it('answers a repeated batch id with the first order and creates nothing; another payload under it is a 409', async () => {
    const scenario = await scenarios.create({ stock: 10 });
    const body = scenario.request();
    const first = await submit(scenario.buyer.token, body);
    expect(first.status).toBe(200);
    // The keys in another order are the same payload.
    const reordered = Object.fromEntries(Object.entries(body).toReversed()) as SubmitCompleteRequest;
    const again = await submit(scenario.buyer.token, reordered);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      poId: first.body.data.poId,
      mode: 'replayed',
      operations: 0,
      createdDate: first.body.data.createdDate,
    });
    const changed = await submit(scenario.buyer.token, { ...body, formData: { ...body.formData, order_note: 'Deliver before noon' } });
    expect(changed).toMatchObject({ status: 409, body: { error: 'This batch id was already used for a different order' } });
    expect(await scenarios.workflow.orders(scenario.buyerId)).toHaveLength(1);
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(8);
  });

  it('creates one order and one stock hold for 20 concurrent identical submits', async () => {
    const scenario = await scenarios.create({ stock: 10, quantity: 2 });
    const body = scenario.request();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(scenario.buyer.token, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.poId)).size).toBe(1);
    expect(answers.filter((answer) => answer.body.data.mode === 'created')).toHaveLength(1);
    expect(await scenarios.workflow.orders(scenario.buyerId)).toHaveLength(1);
    expect(await scenarios.workflow.stock(scenario.item.skuId)).toBe(8);
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(2 * UNIT_TOTAL);
  });

  it('never oversells: 30 buyers at once for the last 10 units, exactly 10 orders', async () => {
    const item = await scenarios.product({ stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => scenarios.create({ item, quantity: 1 })));
    const answers = await Promise.all(buyers.map((scenario) => submit(scenario.buyer.token, scenario.request())));
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({
        status: 409,
        body: { error: `Insufficient stock for ${item.name}. Available: 0, Requested: 1`, sku_id: item.skuId, available: 0, requested: 1 },
      });
    }
    expect(await scenarios.workflow.stock(item.skuId)).toBe(0);
  });

  it('puts an order over its budget into budget approval', async () => {
    const scenario = await scenarios.create({ budget: UNIT_TOTAL });
    const { status, body } = await submit(scenario.buyer.token, scenario.request());
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'budget_approval', isBudgetPending: true });
    expect(body.message).toBe('Order submitted for budget approval');
    const [order] = await scenarios.workflow.orders(scenario.buyerId);
    expect(order).toMatchObject({ status: 'budget_approval', currentStage: 0, isBudgetPending: true });
    expect((await scenarios.workflow.budgetRow(scenario.budgetId)).pending).toBe(2 * UNIT_TOTAL);
  });

  it('lists every missing required field', async () => {
    const scenario = await scenarios.create();
    const formData = completeForm(scenario.locationId, scenario.projectId, {
      ship_lotno: ' ',
      sst_number: '',
      apply_alt_receipient: 'Y',
      alt_contact_name: 'Lim',
    });
    const { body } = await expectRefused(scenario, scenario.request({ formData }), 400, 'Please fill in the required fields', {
      code: 'submit_fields_invalid',
    });
    expect(body).toMatchObject({ success: false });
    expect(body.validation?.map((problem) => problem.field)).toEqual(['ship_lotno', 'alt_contact_no', 'alt_email', 'sst_number']);
    expect(body.validation?.[0].message).toBe('Required field');
  });

  it('refuses malformed email addresses and delivery dates', async () => {
    const scenario = await scenarios.create();
    const formData = completeForm(scenario.locationId, scenario.projectId, {
      buyer_invoice_email: 'invoices',
      apply_alt_receipient: 'Y',
      alt_contact_name: 'Lim',
      alt_contact_no: '+60123',
      alt_email: 'lim@example',
    });
    const { body } = await expectRefused(scenario, scenario.request({ formData }), 400, 'Please fill in the required fields');
    expect(body.validation).toEqual([
      { field: 'buyer_invoice_email', message: 'Enter a valid email address' },
      { field: 'alt_email', message: 'Enter a valid email address' },
    ]);
    const badDate = completeForm(scenario.locationId, scenario.projectId, { delivery_date_request: { [scenarios.sellerId]: 'tomorrow' } });
    expect((await submit(scenario.buyer.token, scenario.request({ formData: badDate }))).body.error).toMatch(/must be a date/);
  });

  it('asks for billing fields when billing is a new address', async () => {
    const scenario = await scenarios.create();
    const formData = completeForm(scenario.locationId, scenario.projectId, { shipping_address_type: 'new' });
    const { body } = await expectRefused(scenario, scenario.request({ formData }), 400, 'Please fill in the required fields');
    expect(body.validation?.map((problem) => problem.field)).toEqual([
      'bill_lotno',
      'bill_street1',
      'bill_street2',
      'bill_pincode',
      'bill_city',
      'bill_State',
      'bill_countery',
    ]);
  });

  it('refuses lines that are not the cart', async () => {
    const scenario = await scenarios.create({ quantity: 2 });
    await expectRefused(
      scenario,
      scenario.request({ filteredCartItems: [{ sku_id: scenario.item.skuId, quantity: 3 }] }),
      409,
      'Your cart changed; review it and submit again',
      { code: 'cart_changed' },
    );
    const other = await scenarios.product();
    await expectRefused(
      scenario,
      scenario.request({ filteredCartItems: [{ sku_id: other.skuId, quantity: 2 }] }),
      409,
      'Your cart changed; review it and submit again',
    );
  });

  it('refuses more than the stock holds', async () => {
    const scenario = await scenarios.create({ quantity: 5, stock: 4 });
    // The refusal names the product and the figures, for the buyer to set the quantity to what is left.
    await expectRefused(scenario, scenario.request(), 409, `Insufficient stock for ${scenario.item.name}. Available: 4, Requested: 5`, {
      code: 'insufficient_stock',
      sku_id: scenario.item.skuId,
      available: 4,
      requested: 5,
    });
  });

  it('refuses a line below its MOQ', async () => {
    const scenario = await scenarios.create({ quantity: 2, item: await scenarios.product({ moq: 5 }) });
    await expectRefused(scenario, scenario.request(), 400, /minimum order quantity|MOQ/i, { code: 'cart_line_refused' });
  });

  it('refuses a line not shipped to the delivery address', async () => {
    const scenario = await scenarios.create();
    await scenarios.catalog.rule({
      sellerId: scenarios.sellerId,
      productId: scenario.item.productId,
      stateId: SELANGOR_ID,
      mode: 'not_shipped',
    });
    await scenarios.catalog.refresh([scenario.item.productId]);
    await expectRefused(scenario, scenario.request(), 409, 'Your cart changed; review it and submit again');
  });

  it("refuses an order below a seller's minimum", async () => {
    const seller = await scenarios.otherSeller();
    await scenarios.catalog.vendorMinimum(seller, scenarios.category, 50000);
    const scenario = await scenarios.create({ item: await scenarios.product({ sellerId: seller }), quantity: 1 });
    await expectRefused(scenario, scenario.request(), 400, /must exceed.*respectively/);
  });

  it("refuses another company's location and a project of another location", async () => {
    const scenario = await scenarios.create();
    const other = await scenarios.create();
    await expectRefused(
      scenario,
      scenario.request({ formData: completeForm(other.locationId, null) }),
      400,
      'The location is not one of your locations',
    );
    await expectRefused(
      scenario,
      scenario.request({ formData: completeForm(scenario.locationId, other.projectId) }),
      400,
      'The charge code/project does not belong to this location',
    );
  });

  it('places the order of a company with no workflow straight into processing: no location, no budget, stock taken', async () => {
    const bare = await scenarios.withoutWorkflow({ stock: 10, quantity: 3 });
    const { status, body } = await submit(bare.buyer.token, bare.request());
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'processing', isBudgetPending: false, mode: 'created' });
    expect(body.message).toBe('Order placed');
    const [order] = await scenarios.workflow.orders(bare.buyerId);
    expect(order).toMatchObject({
      status: 'processing',
      currentStage: null,
      workflowId: null,
      locationId: null,
      grandTotal: 3 * UNIT_TOTAL,
    });
    expect(await scenarios.workflow.stock(bare.item.skuId)).toBe(7);
    expect(await scenarios.workflow.cartLines(bare.buyerId)).toEqual([]);
    const detail = await call<{ data: { status: string; stageLabel: string } }>(ctx.app, `/api/orders/pre-orders/${order.poId}`, {
      token: bare.buyer.token,
    });
    expect(detail.body.data).toMatchObject({ status: 'processing', stageLabel: 'Processing' });
    // Its other rules still hold: a location given must be the company's own.
    const other = await scenarios.create();
    const elsewhere = await scenarios.withoutWorkflow();
    const refused = await submit(elsewhere.buyer.token, elsewhere.request({ formData: completeForm(other.locationId, null) }));
    expect(refused).toMatchObject({ status: 400, body: { error: 'The location is not one of your locations' } });
  });

  it('still requires the location of a company that has a workflow', async () => {
    const scenario = await scenarios.create();
    const { body } = await expectRefused(
      scenario,
      scenario.request({ formData: completeForm(null, null) }),
      400,
      'Please fill in the required fields',
    );
    expect(body.validation).toEqual([{ field: 'location_id', message: 'Required field' }]);
  });

  it('refuses a location without a workflow', async () => {
    const scenario = await scenarios.create();
    const bare = await scenarios.workflow.location(scenario.buyerId);
    await expectRefused(scenario, scenario.request({ formData: completeForm(bare, null) }), 400, WORKFLOW_MESSAGES.notConfigured, {
      code: 'workflow_not_configured',
    });
  });

  it('refuses a workflow whose stage has no approvers', async () => {
    const scenario = await scenarios.create();
    const fixture = scenarios.workflow;
    const project = await fixture.project(scenario.buyerId, scenario.locationId);
    await fixture.workflow(scenario.buyerId, scenario.locationId, project, [{ label: 'Nobody', approverIds: [] }]);
    await fixture.budget(scenario.buyerId, scenario.locationId, project, 10_000_000);
    await expectRefused(
      scenario,
      scenario.request({ formData: completeForm(scenario.locationId, project) }),
      400,
      WORKFLOW_MESSAGES.noApprovers,
      { code: 'no_approvers' },
    );
  });

  it('refuses an order over the spending limit in words the client recognises', async () => {
    const scenario = await scenarios.create({ spendingLimit: UNIT_TOTAL });
    await expectRefused(
      scenario,
      scenario.request(),
      400,
      'Order exceeds workflow spending limit: order total RM 216.00 exceeds workflow budget limit of RM 108.00',
      { code: 'workflow_budget_limit', total: 216, limit: 108 },
    );
  });

  it('refuses without a budget', async () => {
    const scenario = await scenarios.create();
    const fixture = scenarios.workflow;
    const location = await fixture.location(scenario.buyerId);
    await fixture.workflow(scenario.buyerId, location, null, [{ label: 'Manager', approverIds: [scenario.approvers.first.id] }]);
    const answer = await submit(scenario.buyer.token, scenario.request({ formData: completeForm(location, null) }));
    expect(answer).toMatchObject({ status: 400, body: { error: WORKFLOW_MESSAGES.budgetFailed } });
    expect(await fixture.orders(scenario.buyerId)).toEqual([]);
  });

  it('requires the approval document from the configured amount, and the order attachment when mandatory', async () => {
    const scenario = await scenarios.create();
    const fixture = scenarios.workflow;
    await fixture.settings(scenario.buyerId, { approvalDocAmountFrom: 20000 });
    await expectRefused(scenario, scenario.request(), 400, approvalDocumentMessage(20000), { code: 'approval_document_required' });
    await fixture.settings(scenario.buyerId, { approvalDocAmountFrom: 0, mandatoryOrderAttachment: 1 });
    await expectRefused(scenario, scenario.request(), 400, 'An order attachment is required', { code: 'order_attachment_required' });
    // A company that numbers its own orders needs no order attachment.
    await fixture.settings(scenario.buyerId, { mandatoryOrderAttachment: 1, cartIdGenerator: true });
    expect((await submit(scenario.buyer.token, scenario.request())).status).toBe(200);
  });

  it('asks a company with no approval workflow for no approval document: no approver would read it', async () => {
    const bare = await scenarios.withoutWorkflow({ stock: 10, quantity: 3 });
    await scenarios.workflow.settings(bare.buyerId, { approvalDocAmountFrom: 1 });
    const { status, body } = await submit(bare.buyer.token, bare.request());
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'processing' });
  });

  it("takes spec 2's Attachment objects, named by the key the upload ticket returned, and refuses another buyer's key", async () => {
    const scenario = await scenarios.create({ stock: 10 });
    const other = await scenarios.create();
    const fixture = scenarios.workflow;
    const orderFile = await fixture.attachment(scenario.buyerId, scenario.buyer.id, 'order');
    const sellerFile = await fixture.attachment(scenario.buyerId, scenario.buyer.id, 'seller', { sellerId: scenarios.sellerId });
    const foreign = await fixture.attachment(other.buyerId, other.buyer.id, 'order');
    const asSpec = async (id: string) => ({ filename: await fixture.attachmentKey(id), originalFilename: 'chosen.pdf', isImage: false });

    await expectRefused(
      scenario,
      scenario.request({ attachments: { order: [await asSpec(foreign)], approval: [] } }),
      400,
      'An attachment is not an uploaded file of yours for this slot',
    );
    const body = scenario.request({
      attachments: { order: [await asSpec(orderFile)], approval: [] },
      seller_attachments: { [scenarios.sellerId]: [await asSpec(sellerFile)] },
    });
    expect((await submit(scenario.buyer.token, body)).status).toBe(200);
    const [order] = await fixture.orders(scenario.buyerId);
    expect(await fixture.attachmentOrder(orderFile)).toBe(order.id);
    expect(await fixture.attachmentOrder(sellerFile)).toBe(order.id);
    expect(await fixture.attachmentOrder(foreign)).toBeNull();
  });

  it("refuses attachments that are another buyer's, not uploaded, or already attached", async () => {
    const scenario = await scenarios.create();
    const other = await scenarios.create();
    const fixture = scenarios.workflow;
    const foreign = await fixture.attachment(other.buyerId, other.buyer.id, 'order');
    const reserved = await fixture.attachment(scenario.buyerId, scenario.buyer.id, 'order', { uploaded: false });
    const wrongKind = await fixture.attachment(scenario.buyerId, scenario.buyer.id, 'approval');
    for (const id of [foreign, reserved, wrongKind]) {
      await expectRefused(
        scenario,
        scenario.request({ attachments: { order: [id], approval: [] } }),
        400,
        'An attachment is not an uploaded file of yours for this slot',
      );
    }
    expect(await fixture.attachmentOrder(foreign)).toBeNull();
  });

  it("refuses a payment, special budget category, EB category or capital budget code that is not one of the buyer's codes", async () => {
    const scenario = await scenarios.create();
    const sku = String(scenario.item.skuId);
    const withCodes = (codes: Parameters<typeof completeForm>[2]) =>
      scenario.request({ formData: completeForm(scenario.locationId, scenario.projectId, codes) });
    await ctx.db.insert(buyerCodes).values([
      { buyerId: scenario.buyerId, kind: 'payment', code: 'PAY-1', description: 'Operating' },
      { buyerId: scenario.buyerId, kind: 'special_budget_category', code: 'SBC-1', description: 'Emergency' },
    ]);
    await expectRefused(scenario, withCodes({ payment_code: { [sku]: 'PAY-9' } }), 400, `Unknown payment code for ${scenario.item.name}`);
    // A code of another kind is not one of this kind.
    await expectRefused(
      scenario,
      withCodes({ special_budget_category_code: { [sku]: 'PAY-1' } }),
      400,
      `Unknown special budget category for ${scenario.item.name}`,
    );
    await expectRefused(
      scenario,
      withCodes({ eb_number_category_code: { [sku]: 'MT' } }),
      400,
      `Unknown category code for ${scenario.item.name}`,
    );
    await expectRefused(
      scenario,
      withCodes({ category_code: { [sku]: 'CAPEX-1' } }),
      400,
      `Unknown capital budget code for ${scenario.item.name}`,
    );
    const known = await submit(
      scenario.buyer.token,
      withCodes({ payment_code: { [sku]: 'PAY-1' }, special_budget_category_code: { [sku]: 'SBC-1' } }),
    );
    expect(known.status).toBe(200);
  });

  it('requires item codes when enabled, except in EB number mode', async () => {
    const scenario = await scenarios.create({ company: { hasItemCode: 'Y', hasEbNumber: 'Y' } });
    const fixture = scenarios.workflow;
    const sku = String(scenario.item.skuId);
    await expectRefused(scenario, scenario.request(), 400, `Item code required for ${scenario.item.name}`);
    await expectRefused(
      scenario,
      scenario.request({ formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [sku]: 'NOPE' } }) }),
      400,
      `Unknown item code for ${scenario.item.name}`,
    );
    const ebMode = await submit(
      scenario.buyer.token,
      scenario.request({ formData: completeForm(scenario.locationId, scenario.projectId, { charge_code_name: '1234' }) }),
    );
    expect(ebMode.status).toBe(200);
    await fixture.itemCodeBudget(await fixture.itemCode(scenario.buyerId, 'IC-100'), scenario.projectId, 100000);
    await fixture.cartLine(scenario.buyerId, scenario.buyer.id, scenario.item, scenario.quantity);
    const coded = await submit(
      scenario.buyer.token,
      scenario.request({ formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [sku]: 'IC-100' } }) }),
    );
    expect(coded.status).toBe(200);
  });

  it("holds the item code's budget, and refuses a code whose remaining budget is below its lines", async () => {
    const scenario = await scenarios.create({ company: { hasItemCode: 'Y' }, quantity: 2 });
    const fixture = scenarios.workflow;
    const sku = String(scenario.item.skuId);
    const nearlySpent = await fixture.itemCodeBudget(await fixture.itemCode(scenario.buyerId, 'IC-LOW'), scenario.projectId, 50000, 35000);
    const roomy = await fixture.itemCodeBudget(await fixture.itemCode(scenario.buyerId, 'IC-HIGH'), scenario.projectId, 100000);
    const withCode = (code: string) =>
      scenario.request({ formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [sku]: code } }) });
    await expectRefused(scenario, withCode('IC-LOW'), 400, 'Not enough budget left under item code IC-LOW', {
      code: 'item_code_budget',
      item_code: 'IC-LOW',
    });
    expect((await submit(scenario.buyer.token, withCode('IC-HIGH'))).status).toBe(200);
    expect(await fixture.itemCodeBudgetRow(roomy)).toMatchObject({ pending: 20000, committed: 0 });
    expect(await fixture.itemCodeBudgetRow(nearlySpent)).toMatchObject({ pending: 0, committed: 35000 });
  });

  it('refuses a delivery state or district that is not a real place, naming the field, and changes nothing', async () => {
    const scenario = await scenarios.create();
    const at = (overrides: Partial<SubmitFormData>) =>
      scenario.request({ formData: completeForm(scenario.locationId, scenario.projectId, overrides) });
    // Not 'anywhere': an unknown state would price without shipping, its SST or location restrictions.
    await expectRefused(scenario, at({ ship_state: 'Selangor.' }), 400, "ship_state: 'Selangor.' is not a state of Malaysia", {
      code: 'unknown_location',
    });
    const refused = await submit(scenario.buyer.token, at({ ship_state: 'Selangor', ship_district: 'Atlantis' }));
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: "ship_district: District 'Atlantis' is not in Selangor",
        validation: [{ field: 'ship_district', message: "District 'Atlantis' is not in Selangor" }],
      },
    });
    await expectRefused(
      scenario,
      at({ ship_district: '', ship_city: 'Nowhere', ship_pincode: '00000' }),
      400,
      'ship_district: Choose the district in Selangor the goods go to',
    );
    // Without a district, the postcode's district in that state is the place; a state's code is as good as its name.
    expect((await submit(scenario.buyer.token, at({ ship_state: 'SGR', ship_district: '' }))).status).toBe(200);
  });

  it("judges item codes as the checkout's budget validation does: a code with no budget under the charge code, or lines above what remains together, refused by both", async () => {
    const scenario = await scenarios.create({ company: { hasItemCode: 'Y' }, quantity: 2 });
    const fixture = scenarios.workflow;
    const sku = String(scenario.item.skuId);
    await fixture.itemCode(scenario.buyerId, 'IC-NONE');
    const validate = (itemCodes: { itemCode: string; amount: number }[]) =>
      call<{ valid: boolean; overallMessage: string; itemCodes: { itemCode: string; valid: boolean; message: string }[] }>(
        ctx.app,
        '/api/workflow/validate-budget-at-checkout',
        {
          token: scenario.buyer.token,
          body: {
            userId: scenario.buyer.id,
            byId: scenario.buyerId,
            locationId: scenario.locationId,
            projectId: scenario.projectId,
            orderAmount: 216,
            itemCodes,
          },
        },
      );
    const withCode = (code: string) =>
      scenario.request({ formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [sku]: code } }) });

    expect((await validate([{ itemCode: 'IC-NONE', amount: 200 }])).body).toMatchObject({
      valid: false,
      overallMessage: 'No budget is allocated for item code IC-NONE.',
    });
    await expectRefused(scenario, withCode('IC-NONE'), 400, 'No budget is allocated for item code IC-NONE.', {
      code: 'item_code_no_budget',
      item_code: 'IC-NONE',
    });

    // Two lines under one code: each fits what remains, together they do not.
    const second = await scenarios.product();
    await fixture.cartLine(scenario.buyerId, scenario.buyer.id, second, 1);
    await fixture.itemCodeBudget(await fixture.itemCode(scenario.buyerId, 'IC-PAIR'), scenario.projectId, 25000);
    const pair = await validate([
      { itemCode: 'IC-PAIR', amount: 200 },
      { itemCode: 'IC-PAIR', amount: 100 },
    ]);
    expect(pair.body).toMatchObject({ valid: false, overallMessage: 'Item code IC-PAIR has only RM 250.00 left.' });
    expect(pair.body.itemCodes.map((item) => item.valid)).toEqual([false, false]);
    const both = await submit(
      scenario.buyer.token,
      scenario.request({
        formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [sku]: 'IC-PAIR', [second.skuId]: 'IC-PAIR' } }),
        filteredCartItems: [
          { sku_id: scenario.item.skuId, quantity: scenario.quantity },
          { sku_id: second.skuId, quantity: 1 },
        ],
      }),
    );
    expect(both).toMatchObject({ status: 400, body: { code: 'item_code_budget', item_code: 'IC-PAIR' } });
    expect(await fixture.orders(scenario.buyerId)).toEqual([]);

    // A general budget is not limited by item code budgets, in either.
    await ctx.db.update(buyers).set({ budgetType: 'general' }).where(eq(buyers.id, scenario.buyerId));
    expect((await validate([{ itemCode: 'IC-NONE', amount: 200 }])).body).toMatchObject({ valid: true });
    const general = await submit(
      scenario.buyer.token,
      scenario.request({
        formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [sku]: 'IC-NONE', [second.skuId]: 'IC-PAIR' } }),
        filteredCartItems: [
          { sku_id: scenario.item.skuId, quantity: scenario.quantity },
          { sku_id: second.skuId, quantity: 1 },
        ],
      }),
    );
    expect(general.status).toBe(200);
  });

  it('keeps refusing a code whose budget is spent to exactly RM 0, and changes nothing', async () => {
    const scenario = await scenarios.create({ company: { hasItemCode: 'Y' }, quantity: 2 });
    const fixture = scenarios.workflow;
    const sku = String(scenario.item.skuId);
    const spent = await fixture.itemCodeBudget(await fixture.itemCode(scenario.buyerId, 'IC-SPENT'), scenario.projectId, 30000, 30000);
    const before = await fixture.itemCodeBudgetRow(spent);
    await expectRefused(
      scenario,
      scenario.request({ formData: completeForm(scenario.locationId, scenario.projectId, { item_code: { [sku]: 'IC-SPENT' } }) }),
      400,
      'Not enough budget left under item code IC-SPENT',
      { code: 'item_code_budget', item_code: 'IC-SPENT' },
    );
    expect(await fixture.itemCodeBudgetRow(spent)).toEqual(before);
  });

  it('requires a justification for a product that is not the cheapest', async () => {
    const cheaper = await scenarios.product({ actPrice: 5000, materialId: 'MAT-JUST' });
    const dearer = await scenarios.product({ actPrice: 10000, materialId: 'MAT-JUST' });
    expect(cheaper.skuId).toBeGreaterThan(0);
    const scenario = await scenarios.create({ item: dearer });
    await expectRefused(scenario, scenario.request(), 400, 'Justification required for non-cheapest product selection');
    const justified = completeForm(scenario.locationId, scenario.projectId, {
      justification: { [dearer.skuId]: 'Compatible with our fleet' },
    });
    expect((await submit(scenario.buyer.token, scenario.request({ formData: justified }))).status).toBe(200);
  });

  it('refuses a malformed batch id and answers only buyers', async () => {
    const scenario = await scenarios.create();
    const malformed = await submit(scenario.buyer.token, { ...scenario.request(), customBatchId: 'WF_abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/^customBatchId: /);
    expect(await submit(scenario.approvers.first.token, scenario.request())).toMatchObject({
      status: 403,
      body: { error: 'Only buyers place orders' },
    });
    expect((await call(ctx.app, '/api/workflow/submit-complete', { body: scenario.request() })).status).toBe(401);
  });
});
