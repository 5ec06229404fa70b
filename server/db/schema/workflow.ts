/**
 * The buyer company's approval workflow (spec 2 sections 3 to 6): its locations and charge-code
 * projects, the ordered approval stages per location and project, spending limits, budgets, item
 * codes and the other codes checkout asks for. Money in sen.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { buyers, users } from './accounts';
import { categories } from './catalog';

/** Spec 2 section 3, Location: the buyer company's saved addresses (delivery and workflow locations). */
export const buyerLocations = pgTable(
  'buyer_locations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    locationName: text('location_name').notNull(),
    state: text('state').notNull(),
    lotNo: text('lot_no').notNull().default(''),
    street1: text('street1').notNull().default(''),
    street2: text('street2').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('Malaysia'),
    /** When an administrator archived it: no longer offered for new orders; the orders that name it still show it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('buyer_locations_buyer_idx').on(t.buyerId),
    uniqueIndex('buyer_locations_buyer_name_key').on(t.buyerId, sql`lower(${t.locationName})`),
  ],
);

/** Spec 2 section 3, Charge code project: a project (charge code) at one of the buyer's locations. */
export const chargeCodeProjects = pgTable(
  'charge_code_projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => buyerLocations.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    projectCode: text('project_code').notNull(),
    /** 'Y': the project's own address is the delivery address. */
    applyAddress: char('apply_address', { length: 1 }).notNull().default('N'),
    lotNo: text('lot_no').notNull().default(''),
    street1: text('street1').notNull().default(''),
    street2: text('street2').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('Malaysia'),
    /** When an administrator archived it: no longer offered for new orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('charge_code_projects_location_idx').on(t.locationId),
    uniqueIndex('charge_code_projects_buyer_code_key').on(t.buyerId, sql`lower(${t.projectCode})`),
  ],
);

/**
 * An approval workflow for a location, and optionally one of its projects (a project's own
 * workflow wins over its location's); one per location and project. A null spending limit means
 * none. An order copies its stages and approvers when submitted (preOrderStages), so a change here
 * reaches only the orders submitted after it.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => buyerLocations.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => chargeCodeProjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The largest grand total the workflow accepts ('Order exceeds workflow spending limit'); null for none. */
    spendingLimit: integer('spending_limit'),
    /** An order over its budget is approved for the budget before the stages; false: after them. */
    budgetApprovalFirst: boolean('budget_approval_first').notNull().default(true),
  },
  (t) => [uniqueIndex('workflows_location_project_key').on(t.locationId, sql`coalesce(${t.projectId}, 0)`)],
);

/** An ordered stage of a workflow; it applies to orders whose grand total is at least `fromAmount`. */
export const workflowStages = pgTable(
  'workflow_stages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** 1, 2, ...: the order in which stages approve. */
    stage: integer('stage').notNull(),
    label: text('label').notNull(),
    fromAmount: integer('from_amount').notNull().default(0),
  },
  (t) => [uniqueIndex('workflow_stages_workflow_stage_key').on(t.workflowId, t.stage)],
);

/** Who approves at a stage (any one of them decides for the stage). */
export const workflowStageApprovers = pgTable(
  'workflow_stage_approvers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => workflowStages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderBy: integer('order_by').notNull().default(1),
  },
  (t) => [uniqueIndex('workflow_stage_approvers_stage_user_key').on(t.stageId, t.userId)],
);

/**
 * The budget of a location and project for one period (a financial year, named by its first day):
 * `committed` is spent by approved orders, `pending` held by orders still in approval. A null
 * project is the location's own budget.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => buyerLocations.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => chargeCodeProjects.id, { onDelete: 'cascade' }),
    /** The first day of the financial year the budget is for (src/lib/budget-period.ts). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    budgetLimit: integer('budget_limit').notNull(),
    committed: integer('committed').notNull().default(0),
    pending: integer('pending').notNull().default(0),
  },
  (t) => [
    unique('budgets_location_project_period_key').on(t.locationId, t.projectId, t.periodStart).nullsNotDistinct(),
    index('budgets_buyer_period_idx').on(t.buyerId, t.periodStart),
  ],
);

/** Spec 2 section 3, Item code: what a line is bought under, with its GL code. */
export const itemCodes = pgTable(
  'item_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    glCode: text('gl_code').notNull().default(''),
    /** When an administrator archived it: no longer offered for new orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('item_codes_buyer_code_key').on(t.buyerId, t.code),
    uniqueIndex('item_codes_buyer_lower_code_key').on(t.buyerId, sql`lower(${t.code})`),
  ],
);

/** Spec 2 section 3, Item code budget: an item code's budget under a charge code (project) for one period. */
export const itemCodeBudgets = pgTable(
  'item_code_budgets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    itemCodeId: integer('item_code_id')
      .notNull()
      .references(() => itemCodes.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => chargeCodeProjects.id, { onDelete: 'cascade' }),
    /** The first day of the financial year the budget is for. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    budgetName: text('budget_name').notNull(),
    totalBudget: integer('total_budget').notNull(),
    committed: integer('committed').notNull().default(0),
    pending: integer('pending').notNull().default(0),
  },
  (t) => [uniqueIndex('item_code_budgets_code_project_period_key').on(t.itemCodeId, t.projectId, t.periodStart)],
);

export const buyerCodeKind = pgEnum('buyer_code_kind', ['capital_budget', 'payment', 'special_budget_category', 'category']);

/** The buyer's capital budget, payment, special budget category and category codes. */
export const buyerCodes = pgTable(
  'buyer_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    kind: buyerCodeKind('kind').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('buyer_codes_buyer_kind_code_key').on(t.buyerId, t.kind, t.code)],
);

/** Spec 2 section 3, Attachment settings, and the checkout options of a buyer company. */
export const checkoutSettings = pgTable('checkout_settings', {
  buyerId: integer('buyer_id')
    .primaryKey()
    .references(() => buyers.id, { onDelete: 'cascade' }),
  /** Orders at or above this grand total need an approval document; 0 never. */
  approvalDocAmountFrom: integer('approval_doc_amount_from').notNull().default(0),
  /** Above 0, an order attachment is required (unless a cart id generator is set). */
  mandatoryOrderAttachment: integer('mandatory_order_attachment').notNull().default(0),
  /** The company numbers its own orders: no quotation ID and no mandatory order attachment. */
  cartIdGenerator: boolean('cart_id_generator').notNull().default(false),
  /** An SAP PO id is configured: the quotation ID (sap_poid) field shows. */
  sapPoidConfigured: boolean('sap_poid_configured').notNull().default(false),
  /** The alternate recipient is mandatory. */
  alternateRecipientRequired: boolean('alternate_recipient_required').notNull().default(false),
});

/** Users of a buyer company allowed to pick a charge code (project) at checkout. */
export const chargeCodeAccess = pgTable('charge_code_access', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** The locations a person orders for when their account lists them (users.all_locations false). */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => buyerLocations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] }), index('user_locations_location_idx').on(t.locationId)],
);

/** The charge codes a person orders for when their account lists them (users.all_charge_codes false). */
export const userChargeCodes = pgTable(
  'user_charge_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => chargeCodeProjects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('user_charge_codes_project_idx').on(t.projectId)],
);

/** The highest unit price a buyer company pays for products of a category and its subcategories. */
export const categoryPriceLimits = pgTable(
  'category_price_limits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    maxUnitPrice: integer('max_unit_price').notNull(),
  },
  (t) => [uniqueIndex('category_price_limits_buyer_category_key').on(t.buyerId, t.categoryId)],
);
