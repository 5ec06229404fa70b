/**
 * Pre-orders placed through the checkout wizard, their lines, their approval decisions and their
 * attachments (spec 2 sections 2 to 8). Money in sen.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { buyers, users } from './accounts';
import { products } from './catalog';
import { sellers } from './sellers';
import { skus } from './skus';
import { buyerLocations, chargeCodeProjects, workflows } from './workflow';

/**
 * budget_approval, then workflow_approval (stage by stage), then processing; rejected ends it, and
 * so do replaced (by its edited order) and cancelled (withdrawn by the buyer); returned is sent back
 * to the buyer for changes and waits for an edit.
 */
export const preOrderStatus = pgEnum('pre_order_status', [
  'budget_approval',
  'workflow_approval',
  'processing',
  'rejected',
  'replaced',
  'cancelled',
  'returned',
]);

export const preOrders = pgTable(
  'pre_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** What the buyer and approvers see, e.g. PO-20261123-000042. */
    poId: text('po_id').notNull().unique(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The client's customBatchId (WF_ + timestamp): a repeated submit answers this order. */
    batchId: text('batch_id').notNull(),
    /** SHA-256 of the submitted payload: the same batch id with another payload is refused. */
    requestHash: text('request_hash').notNull(),
    status: preOrderStatus('status').notNull(),
    /** The stage waiting for a decision while in workflow approval; null otherwise. */
    currentStage: integer('current_stage'),
    /** The workflow it was submitted under (null once that workflow is removed); its stages are the order's own (preOrderStages). */
    workflowId: integer('workflow_id').references(() => workflows.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => buyerLocations.id),
    projectId: integer('project_id').references(() => chargeCodeProjects.id),
    /** The checkout form as submitted (addresses, notes, tax fields, per-seller and per-SKU maps). */
    form: jsonb('form').notNull(),
    alternateEmail: text('alternate_email'),
    subtotal: integer('subtotal').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    tax: integer('tax').notNull(),
    grandTotal: integer('grand_total').notNull(),
    /** The order went over its budget and needs budget approval first. */
    isBudgetPending: boolean('is_budget_pending').notNull().default(false),
    /** The first day of the budget period (financial year) the order was submitted in, whose budgets it charges. */
    budgetPeriod: date('budget_period', { mode: 'string' }),
    /** As its workflow said when submitted: budget approval before the stages, else after them. */
    budgetApprovalFirst: boolean('budget_approval_first').notNull().default(true),
    isEdited: boolean('is_edited').notNull().default(false),
    /** The order this one was edited from (and replaced). */
    editedFromId: integer('edited_from_id').references((): AnyPgColumn => preOrders.id),
    /** The edited order that replaced this one. */
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => preOrders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pre_orders_buyer_batch_key').on(t.buyerId, t.batchId), index('pre_orders_status_idx').on(t.status, t.currentStage)],
);

/**
 * The last PO number given (one row): taken, within the transaction that places the order, only
 * once the order is placed, so a refused submit gives none away and PO numbers have no gaps.
 */
export const poNumbers = pgTable(
  'po_numbers',
  {
    id: integer('id').primaryKey().default(1),
    last: integer('last').notNull(),
  },
  (t) => [check('po_numbers_single_row', sql`${t.id} = 1`)],
);

/** A line of a pre-order, priced as submitted. */
export const preOrderLines = pgTable(
  'pre_order_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => preOrders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** The per-SKU checkout fields: item code, EB number parts, capex, codes, justification. */
    fields: jsonb('fields').notNull(),
  },
  (t) => [index('pre_order_lines_order_idx').on(t.orderId)],
);

/**
 * The lines of an order being edited: its own draft, apart from the buyer's cart. Opened with the
 * original order's lines, priced and checked as a cart is; submitting replaces the original order,
 * abandoning drops the draft and leaves the original as it was.
 */
export const orderEditLines = pgTable(
  'order_edit_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => preOrders.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    quantity: integer('quantity').notNull(),
    justification: text('justification'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_edit_lines_order_sku_key').on(t.orderId, t.skuId),
    check('order_edit_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * The stages a pre-order goes through, copied from its workflow when submitted: approval reads
 * these, so changing or removing the workflow later changes nothing of an order already submitted.
 */
export const preOrderStages = pgTable(
  'pre_order_stages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => preOrders.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    label: text('label').notNull(),
    fromAmount: integer('from_amount').notNull().default(0),
  },
  (t) => [uniqueIndex('pre_order_stages_order_stage_key').on(t.orderId, t.stage)],
);

/** Who approves a stage of a pre-order, as its workflow said when the order was submitted. */
export const preOrderStageApprovers = pgTable(
  'pre_order_stage_approvers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderStageId: integer('order_stage_id')
      .notNull()
      .references(() => preOrderStages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderBy: integer('order_by').notNull().default(1),
  },
  (t) => [
    uniqueIndex('pre_order_stage_approvers_stage_user_key').on(t.orderStageId, t.userId),
    index('pre_order_stage_approvers_user_idx').on(t.userId),
  ],
);

export const approvalDecision = pgEnum('approval_decision', ['approved', 'rejected']);

/** One decision on a pre-order: stage 0 is budget approval, 1.. the workflow's stages. */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => preOrders.id, { onDelete: 'cascade' }),
    stage: integer('stage').notNull(),
    approverId: integer('approver_id')
      .notNull()
      .references(() => users.id),
    decision: approvalDecision('decision').notNull(),
    comment: text('comment').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One decision per stage: two approvers acting at once cannot both advance the order.
  (t) => [uniqueIndex('order_approvals_order_stage_key').on(t.orderId, t.stage)],
);

export const attachmentKind = pgEnum('attachment_kind', ['order', 'approval', 'seller']);

/**
 * An uploaded file: reserved by generate-upload-urls (uploadedAt null), stored by the PUT to its
 * signed URL, attached to an order at submit. Private to its buyer and the order's approvers.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The id the API names the file by (URLs, upload tickets, submit): random, so one file's id tells nothing of another's. */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The server's own name for the stored file; never derived from the client's file name. */
    storageKey: text('storage_key').notNull().unique(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    kind: attachmentKind('kind').notNull(),
    sellerId: integer('seller_id').references(() => sellers.id),
    orderId: integer('order_id').references(() => preOrders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  },
  (t) => [index('attachments_buyer_idx').on(t.buyerId), index('attachments_order_idx').on(t.orderId)],
);
