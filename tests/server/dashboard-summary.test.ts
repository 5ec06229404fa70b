import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalsResponse, DashboardSummaryResponse } from '../../src/api/types';
import {
  budgets,
  catalogueMembers,
  catalogueProducts,
  catalogues,
  preOrders,
  users,
  wishlistItems,
  workflows,
} from '../../server/db/schema';
import { keepOrderStages } from '../../server/queries/order-stages';
import { workflowStagesOf } from '../../server/queries/workflow-model';
import { CartFixture } from './support/cart-fixture';
import { changeHeard, createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';

type Answer<T> = T & { error?: string };
type Summary = DashboardSummaryResponse['data'];

const ENERGY_BUYER_ID = 4;
const ENERGY_BUYERS_ONLY = { status: 403, body: { error: 'The dashboard is only available to energy buyers' } };

describe.each(engines())('dashboard summary on %s', (engine) => {
  let ctx: TestContext;
  let energy: string;
  let approver: string;
  let fixture: CartFixture;
  let item: Awaited<ReturnType<CartFixture['product']>>;

  const summary = async (token: string): Promise<Summary> => {
    const { status, body } = await call<Answer<DashboardSummaryResponse>>(ctx.app, '/api/dashboard/summary', { token });
    expect(status).toBe(200);
    return body.data;
  };

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    energy = await signIn(ctx.app, 'energy@lapasar.test', '192.0.2.161');
    approver = await signIn(ctx.app, 'energy-approver@lapasar.test', '192.0.2.162');
    fixture = new CartFixture(ctx.db);
    const { childId } = await fixture.categoryWithChild();
    item = await fixture.product(await fixture.seller('Dashboard Supplies Sdn Bhd'), {
      name: 'Dashboard Lamp',
      categoryId: childId,
      actPrice: 2500,
    });
  });

  afterAll(() => ctx?.close());

  it('refuses visitors with 401 and anyone but the energy buyers with 403', async () => {
    expect(await call(ctx.app, '/api/dashboard/summary')).toMatchObject({ status: 401, body: { error: 'Authentication required' } });
    for (const [email, address] of [
      ['buyer@lapasar.test', '192.0.2.163'],
      ['catalogue@lapasar.test', '192.0.2.164'],
      ['approver@lapasar.test', '192.0.2.165'],
    ]) {
      expect(await call(ctx.app, '/api/dashboard/summary', { token: await signIn(ctx.app, email, address) })).toMatchObject(
        ENERGY_BUYERS_ONLY,
      );
    }
  });

  it('names the user and the company settings in words', async () => {
    const data = await summary(energy);
    expect(data.user).toEqual({
      name: 'Hafiz Ismail',
      email: 'energy@lapasar.test',
      mobile: '+60123456704',
      companyName: 'Tenaga Demo Berhad',
      role: 'buyer',
    });
    const settings = new Map(data.settings.map((setting) => [setting.key, setting.value]));
    expect(Object.fromEntries(settings)).toMatchObject({
      checkout_type: 'Workflow',
      has_eb_number: 'Enabled',
      has_payment_code: 'Enabled',
      has_capex: 'Disabled',
      is_tnb: 'Yes',
    });
    expect(data.settings.map((setting) => setting.key)).toEqual([
      'checkout_type',
      'budget_type',
      'has_item_code',
      'has_eb_number',
      'has_capex',
      'has_special_budget_category',
      'has_payment_code',
      'is_tnb',
      'registration_no',
      'sst_number',
      'tax_number',
      'view_sl_info',
    ]);
  });

  it('counts the cart lines and wishlist items as they change', async () => {
    const before = (await summary(energy)).figures;
    await fixture.line(ENERGY_BUYER_ID, item, 2);
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'energy@lapasar.test'));
    await changeHeard(ctx.db, 'wishlist_items', () =>
      ctx.db.insert(wishlistItems).values({ buyerId: ENERGY_BUYER_ID, userId: user.id, productId: item.productId }),
    );
    const after = (await summary(energy)).figures;
    expect(after.cartItems).toBe(before.cartItems + 1);
    expect(after.wishlistItems).toBe(before.wishlistItems + 1);
  });

  it('counts the pre-orders by status', async () => {
    const before = (await summary(energy)).figures.preOrders;
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'energy@lapasar.test'));
    const order = {
      buyerId: ENERGY_BUYER_ID,
      userId: user.id,
      requestHash: 'hash',
      form: {},
      subtotal: 1000,
      shippingFee: 0,
      tax: 0,
      grandTotal: 1000,
    };
    await ctx.db.insert(preOrders).values([
      { ...order, poId: 'PO-TEST-DASH-1', batchId: 'WF_DASH_1', status: 'processing' },
      { ...order, poId: 'PO-TEST-DASH-2', batchId: 'WF_DASH_2', status: 'rejected' },
      { ...order, poId: 'PO-TEST-DASH-3', batchId: 'WF_DASH_3', status: 'rejected' },
    ]);
    expect((await summary(energy)).figures.preOrders).toEqual({
      ...before,
      processing: before.processing + 1,
      rejected: before.rejected + 2,
    });
  });

  it("shows each budget's limit and what remains of it after committed and pending spend", async () => {
    const rows = await ctx.db.select().from(budgets).where(eq(budgets.buyerId, ENERGY_BUYER_ID));
    expect(rows.length).toBeGreaterThan(0);
    const [first] = rows.toSorted((x, y) => x.id - y.id);
    await ctx.db.update(budgets).set({ committed: 100_00, pending: 50_00 }).where(eq(budgets.id, first.id));
    const figures = (await summary(energy)).figures.budgets;
    expect(figures).toHaveLength(rows.length);
    const limits = figures.map((budget) => budget.budgetLimit).toSorted((x, y) => x - y);
    expect(limits).toEqual(rows.map((row) => row.budgetLimit / 100).toSorted((x, y) => x - y));
    expect(figures).toContainEqual(
      expect.objectContaining({ budgetLimit: first.budgetLimit / 100, remaining: Math.max(0, first.budgetLimit - 150_00) / 100 }),
    );
  });

  it('counts the approvals waiting for an approver, and none for a buyer', async () => {
    expect((await summary(energy)).figures.approvalsWaiting).toBeNull();
    const before = (await summary(approver)).figures.approvalsWaiting ?? -1;
    const [workflow] = await ctx.db
      .select({ id: workflows.id, locationId: workflows.locationId })
      .from(workflows)
      .where(eq(workflows.buyerId, ENERGY_BUYER_ID));
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'energy@lapasar.test'));
    const [waiting] = await ctx.db
      .insert(preOrders)
      .values({
        ...{
          buyerId: ENERGY_BUYER_ID,
          userId: user.id,
          requestHash: 'hash',
          form: {},
          subtotal: 1000,
          shippingFee: 0,
          tax: 0,
          grandTotal: 1000,
        },
        ...{
          poId: 'PO-TEST-DASH-WAIT',
          batchId: 'WF_DASH_WAIT',
          status: 'workflow_approval' as const,
          currentStage: 1,
          workflowId: workflow.id,
          locationId: workflow.locationId,
        },
      })
      .returning({ id: preOrders.id });
    // As submit does: the order keeps the stages and approvers of its workflow.
    await keepOrderStages(ctx.db, waiting.id, await workflowStagesOf(ctx.db, workflow.id));
    const inbox = await call<ApprovalsResponse>(ctx.app, '/api/approvals', { token: approver });
    const data = await summary(approver);
    expect(data.figures.approvalsWaiting).toBe(before + 1);
    expect(data.figures.approvalsWaiting).toBe(inbox.body.data.length);
    expect(data.figures).toMatchObject({ cartItems: 0, wishlistItems: 0 });
  });

  it("names the company's catalogue with its product count, and null without one", async () => {
    await changeHeard(ctx.db, 'catalogue_members', () =>
      ctx.db.delete(catalogueMembers).where(eq(catalogueMembers.buyerId, ENERGY_BUYER_ID)),
    );
    expect((await summary(energy)).catalogue).toBeNull();
    const [catalogue] = await ctx.db.insert(catalogues).values({ name: 'Dashboard Catalogue' }).returning({ id: catalogues.id });
    await ctx.db.insert(catalogueProducts).values({ catalogueId: catalogue.id, productId: item.productId });
    await changeHeard(ctx.db, 'catalogue_members', () =>
      ctx.db.insert(catalogueMembers).values({ buyerId: ENERGY_BUYER_ID, catalogueId: catalogue.id }),
    );
    expect((await summary(energy)).catalogue).toEqual({ id: catalogue.id, name: 'Dashboard Catalogue', products: 1 });
  });
});
