import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import {
  attachments,
  budgets,
  buyerLocations,
  buyers,
  cartItems,
  chargeCodeProjects,
  checkoutSettings,
  itemCodeBudgets,
  itemCodes,
  preOrders,
  skus,
  users,
  workflowStageApprovers,
  workflowStages,
  workflows,
} from '../../../server/db/schema';
import { currentBudgetPeriod } from '../../../server/services/budget-periods';
import { issueToken } from '../../../server/services/sessions';
import type { SubmitCompleteRequest, SubmitFormData } from '../../../src/contract/types';
import { CartFixture, SELANGOR_ID } from './cart-fixture';
import { changeHeard } from './context';

export interface FixtureUser {
  id: number;
  email: string;
  token: string;
}

export interface StageInput {
  label: string;
  fromAmount?: number;
  approverIds: number[];
}

let serial = 0;
/** A name no other fixture call in the run has used. */
const unique = (prefix: string) => `${prefix}-${process.pid}-${(serial += 1)}`;

/** Buyer companies with their own workflow model, users and carts, made by the test itself. Money in sen. */
export class WorkflowFixture {
  constructor(private readonly db: Database) {}

  /** A workflow-checkout buyer company. */
  async company(options: { hasItemCode?: 'Y' | 'N'; hasEbNumber?: 'Y' | 'N' } = {}): Promise<number> {
    const [row] = await this.db
      .insert(buyers)
      .values({
        companyName: unique('Company'),
        checkoutType: 'workflow',
        budgetType: 'department',
        hasItemCode: options.hasItemCode ?? 'N',
        hasEbNumber: options.hasEbNumber ?? 'N',
      })
      .returning({ id: buyers.id });
    return row.id;
  }

  /** A user of the company, signed in. */
  async user(buyerId: number, role: 'buyer' | 'approver', name = unique(role)): Promise<FixtureUser> {
    const email = `${unique(role)}@example.test`;
    const [row] = await this.db.insert(users).values({ email, name, passwordHash: 'unused', role, buyerId }).returning({ id: users.id });
    return { id: row.id, email, token: await issueToken(this.db, row.id) };
  }

  async location(buyerId: number, state = 'Selangor'): Promise<number> {
    const [row] = await this.db
      .insert(buyerLocations)
      .values({ buyerId, locationName: unique('Location'), state })
      .returning({ id: buyerLocations.id });
    return row.id;
  }

  async project(buyerId: number, locationId: number, projectName = unique('Project')): Promise<number> {
    const [row] = await this.db
      .insert(chargeCodeProjects)
      .values({ buyerId, locationId, projectName, projectCode: unique('CC') })
      .returning({ id: chargeCodeProjects.id });
    return row.id;
  }

  /** A workflow for the location (and project) with its stages, numbered from 1 in the order given. */
  async workflow(
    buyerId: number,
    locationId: number,
    projectId: number | null,
    stages: StageInput[],
    spendingLimit: number | null = null,
  ): Promise<number> {
    const [workflow] = await this.db
      .insert(workflows)
      .values({ buyerId, locationId, projectId, name: unique('Workflow'), spendingLimit })
      .returning({ id: workflows.id });
    for (const [index, stage] of stages.entries()) {
      const [row] = await this.db
        .insert(workflowStages)
        .values({ workflowId: workflow.id, stage: index + 1, label: stage.label, fromAmount: stage.fromAmount ?? 0 })
        .returning({ id: workflowStages.id });
      if (stage.approverIds.length > 0)
        await this.db
          .insert(workflowStageApprovers)
          .values(stage.approverIds.map((userId, order) => ({ stageId: row.id, userId, orderBy: order + 1 })));
    }
    return workflow.id;
  }

  /** A budget of the period today falls in (the company's financial year), unless `periodStart` names another. */
  async budget(buyerId: number, locationId: number, projectId: number | null, budgetLimit: number, periodStart?: string): Promise<number> {
    const [row] = await this.db
      .insert(budgets)
      .values({ buyerId, locationId, projectId, budgetLimit, periodStart: periodStart ?? (await currentBudgetPeriod(this.db, buyerId)) })
      .returning({ id: budgets.id });
    return row.id;
  }

  async budgetRow(id: number) {
    const [row] = await this.db.select().from(budgets).where(eq(budgets.id, id));
    return row;
  }

  async settings(buyerId: number, values: Omit<typeof checkoutSettings.$inferInsert, 'buyerId'>): Promise<void> {
    await this.db
      .insert(checkoutSettings)
      .values({ buyerId, ...values })
      .onConflictDoUpdate({ target: checkoutSettings.buyerId, set: values });
  }

  async itemCode(buyerId: number, code: string): Promise<number> {
    const [row] = await this.db
      .insert(itemCodes)
      .values({ buyerId, code, description: `Item code ${code}` })
      .returning({ id: itemCodes.id });
    return row.id;
  }

  /** An item code budget under a project in the period today falls in, unless `periodStart` names another. */
  async itemCodeBudget(itemCodeId: number, projectId: number, totalBudget: number, committed = 0, periodStart?: string): Promise<number> {
    const [code] = await this.db.select({ buyerId: itemCodes.buyerId }).from(itemCodes).where(eq(itemCodes.id, itemCodeId));
    const [row] = await this.db
      .insert(itemCodeBudgets)
      .values({
        itemCodeId,
        projectId,
        periodStart: periodStart ?? (await currentBudgetPeriod(this.db, code.buyerId)),
        budgetName: unique('Budget'),
        totalBudget,
        committed,
      })
      .returning({ id: itemCodeBudgets.id });
    return row.id;
  }

  async itemCodeBudgetRow(id: number) {
    const [row] = await this.db.select().from(itemCodeBudgets).where(eq(itemCodeBudgets.id, id));
    return row;
  }

  /** An uploaded (or, with uploaded false, only reserved) file of the buyer. */
  async attachment(
    buyerId: number,
    userId: number,
    kind: 'order' | 'approval' | 'seller',
    options: { sellerId?: number; uploaded?: boolean } = {},
  ): Promise<string> {
    const [row] = await this.db
      .insert(attachments)
      .values({
        buyerId,
        userId,
        // Shaped like the server's keys, which submit-complete takes as an Attachment's filename.
        storageKey: `${unique('key')}-${'0'.repeat(16)}`,
        originalFilename: `${unique(kind)}.pdf`,
        contentType: 'application/pdf',
        size: 1234,
        kind,
        sellerId: options.sellerId ?? null,
        uploadedAt: options.uploaded === false ? null : new Date(),
      })
      .returning({ publicId: attachments.publicId });
    return row.publicId;
  }

  /** The key the upload ticket of attachment `id` named it by. */
  async attachmentKey(id: string): Promise<string> {
    const [row] = await this.db.select({ key: attachments.storageKey }).from(attachments).where(eq(attachments.publicId, id));
    return row.key;
  }

  async attachmentOrder(id: string): Promise<number | null> {
    const [row] = await this.db.select({ orderId: attachments.orderId }).from(attachments).where(eq(attachments.publicId, id));
    return row.orderId;
  }

  async cartLine(
    buyerId: number,
    userId: number,
    item: { productId: number; skuId: number; sellerId: number },
    quantity: number,
    justification: string | null = null,
  ): Promise<void> {
    await changeHeard(this.db, 'cart_items', () =>
      this.db.insert(cartItems).values({
        buyerId,
        userId,
        productId: item.productId,
        skuId: item.skuId,
        sellerId: item.sellerId,
        quantity,
        price: 1,
        justification,
      }),
    );
  }

  async cartLines(buyerId: number) {
    return this.db.select({ skuId: cartItems.skuId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.buyerId, buyerId));
  }

  async stock(skuId: number): Promise<number> {
    const [row] = await this.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
    return row.stock;
  }

  async setStock(skuId: number, stock: number): Promise<void> {
    await changeHeard(this.db, 'skus', () => this.db.update(skus).set({ stock }).where(eq(skus.id, skuId)));
  }

  async orders(buyerId: number) {
    return this.db.select().from(preOrders).where(eq(preOrders.buyerId, buyerId));
  }

  async orderCount(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(preOrders);
    return row.count;
  }
}

/** The delivery address every scenario ships to. */
const SHIP_TO = { state: 'Selangor', district: 'Petaling' };

/** A checkout form with every required field filled. */
export function completeForm(locationId: number | null, projectId: number | null, overrides: Partial<SubmitFormData> = {}): SubmitFormData {
  return {
    company_name: 'Fixture Trading Sdn Bhd',
    location_id: locationId,
    project_id: projectId,
    order_raised_by: 'Nur Aina',
    buyer_invoice_email: 'invoices@example.test',
    ship_lotno: 'Lot 12',
    ship_street1: 'Jalan Teknologi 3',
    ship_street2: 'Taman Sains',
    ship_pincode: '47810',
    ship_city: 'Petaling Jaya',
    ship_state: SHIP_TO.state,
    ship_district: SHIP_TO.district,
    ship_countery: 'Malaysia',
    shipping_address_type: 'same',
    registration_no: '201901000099 (1300099-A)',
    sst_number: 'W10-1808-32000099',
    tax_identification_number: 'C2581234599',
    ...overrides,
  };
}

export type Item = Awaited<ReturnType<CartFixture['product']>>;

/**
 * A buyer company ready to check out: a buyer, a location with a project, a two-stage workflow
 * (two approvers at stage 1, one at stage 2, a third stage for large orders only), a budget, and a
 * cart line of a fresh product at RM100 (free shipping, 8% SST: RM108 a unit).
 */
export class CheckoutScenarios {
  private seller = 0;
  private categoryId = 0;
  readonly catalog: CartFixture;
  readonly workflow: WorkflowFixture;

  constructor(private readonly db: Database) {
    this.catalog = new CartFixture(db);
    this.workflow = new WorkflowFixture(db);
  }

  async prepare(): Promise<void> {
    this.categoryId = (await this.catalog.categoryWithChild()).childId;
    this.seller = await this.catalog.seller(unique('Seller'));
    await this.catalog.rule({ sellerId: this.seller, stateId: SELANGOR_ID, mode: 'free' });
  }

  /** Another seller shipping free to Selangor. */
  async otherSeller(): Promise<number> {
    const seller = await this.catalog.seller(unique('Seller'));
    await this.catalog.rule({ sellerId: seller, stateId: SELANGOR_ID, mode: 'free' });
    return seller;
  }

  get category(): number {
    return this.categoryId;
  }

  product(options: { stock?: number; actPrice?: number; moq?: number; materialId?: string; sellerId?: number } = {}): Promise<Item> {
    return this.catalog.product(options.sellerId ?? this.seller, {
      name: unique('Product'),
      categoryId: this.categoryId,
      actPrice: options.actPrice ?? 10000,
      stock: options.stock ?? 100,
      moq: options.moq,
      materialId: options.materialId,
    });
  }

  get sellerId(): number {
    return this.seller;
  }

  async create(
    options: {
      budget?: number;
      quantity?: number;
      stock?: number;
      item?: Item;
      spendingLimit?: number | null;
      company?: Parameters<WorkflowFixture['company']>[0];
    } = {},
  ) {
    const fixture = this.workflow;
    const buyerId = await fixture.company(options.company);
    const buyer = await fixture.user(buyerId, 'buyer');
    const first = await fixture.user(buyerId, 'approver', 'First Approver');
    const firstToo = await fixture.user(buyerId, 'approver', 'Other First Approver');
    const second = await fixture.user(buyerId, 'approver', 'Second Approver');
    const locationId = await fixture.location(buyerId);
    const projectId = await fixture.project(buyerId, locationId);
    const workflowId = await fixture.workflow(
      buyerId,
      locationId,
      projectId,
      [
        { label: 'Manager Approval', approverIds: [first.id, firstToo.id] },
        { label: 'Finance Approval', approverIds: [second.id] },
        { label: 'Director Approval', fromAmount: 100_000_000, approverIds: [first.id] },
      ],
      options.spendingLimit ?? null,
    );
    const budgetId = await fixture.budget(buyerId, locationId, projectId, options.budget ?? 10_000_000);
    const item = options.item ?? (await this.product({ stock: options.stock }));
    const quantity = options.quantity ?? 2;
    await fixture.cartLine(buyerId, buyer.id, item, quantity);
    const request = (overrides: Partial<SubmitCompleteRequest> = {}): SubmitCompleteRequest => ({
      formData: completeForm(locationId, projectId),
      attachments: { order: [], approval: [] },
      seller_attachments: {},
      filteredCartItems: [{ sku_id: item.skuId, quantity }],
      customBatchId: `WF_${Date.now()}${String((serial += 1) % 1000).padStart(3, '0')}`,
      ...overrides,
    });
    return { buyerId, buyer, approvers: { first, firstToo, second }, locationId, projectId, workflowId, budgetId, item, quantity, request };
  }

  /** A company that configured no workflow: a buyer with a cart line, and no location, workflow or budget. */
  async withoutWorkflow(options: { quantity?: number; stock?: number } = {}) {
    const fixture = this.workflow;
    const buyerId = await fixture.company();
    const buyer = await fixture.user(buyerId, 'buyer');
    const item = await this.product({ stock: options.stock });
    const quantity = options.quantity ?? 2;
    await fixture.cartLine(buyerId, buyer.id, item, quantity);
    const request = (overrides: Partial<SubmitCompleteRequest> = {}): SubmitCompleteRequest => ({
      formData: completeForm(null, null),
      attachments: { order: [], approval: [] },
      seller_attachments: {},
      filteredCartItems: [{ sku_id: item.skuId, quantity }],
      customBatchId: `WF_${Date.now()}${String((serial += 1) % 1000).padStart(3, '0')}`,
      ...overrides,
    });
    return { buyerId, buyer, item, quantity, request };
  }
}

export type Scenario = Awaited<ReturnType<CheckoutScenarios['create']>>;
