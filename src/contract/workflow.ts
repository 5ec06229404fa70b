import { z } from '@hono/zod-openapi';
import { CartItemSchema, ExcludedItemSchema } from './cart';
import { id, idParam, int, ringgitAmount, ringgitText, text, YesNoSchema } from './common';
import { PostcodeSchema } from './location';
import { EditedOrderSchema } from './order-edit';
import { PoIdParamsSchema } from './orders';

/** Buyer settings (spec 1 section 3 and spec 2 section 3), stored under `buyerSettings`. */
export const BuyerSettingsSchema = z
  .object({
    catalog_id: int.nullable(),
    /** 1 or 0. */
    is_tnb: int,
    view_sl_info: YesNoSchema,
    companyName: z.string(),
    checkout_type: z.enum(['workflow', 'standard']),
    budget_type: z.string(),
    has_item_code: YesNoSchema,
    has_eb_number: YesNoSchema,
    has_capex: YesNoSchema,
    has_special_budget_category: YesNoSchema,
    has_payment_code: YesNoSchema,
    registration_no: z.string(),
    sst_number: z.string(),
    tax_number: z.string(),
  })
  .openapi('BuyerSettings');

/** GET /workflow/buyer-settings */
export const BuyerSettingsResponseSchema = z.object({ success: z.literal(true), data: BuyerSettingsSchema });

/*
 * The checkout wizard's read and validation calls (spec 2 section 7). Money is RM with 2 decimals,
 * computed on the server in integer sen. Query ids are positive whole numbers as text; grand
 * totals are RM amounts as text (e.g. 1234.50).
 */

/** An RM amount in a query. */
const ringgitParam = ringgitText;

/** An RM amount in a JSON body. */
const ringgit = ringgitAmount();

/** Spec 2 section 3, Location: one of the buyer company's saved addresses. */
export const WorkflowLocationSchema = z
  .object({
    recid: int,
    location_name: z.string(),
    state: z.string(),
    lotNo: z.string(),
    street1: z.string(),
    street2: z.string(),
    postcode: z.string(),
    city: z.string(),
    /** The spec's spelling. */
    countery: z.string(),
  })
  .openapi('WorkflowLocation');

/** Spec 2 section 3, Charge code project. */
export const ChargeCodeProjectSchema = z
  .object({
    project_id: int,
    project_name: z.string(),
    project_code: z.string(),
    apply_address: YesNoSchema,
    lotNo: z.string(),
    street1: z.string(),
    street2: z.string(),
    postcode: z.string(),
    city: z.string(),
    state: z.string(),
    countery: z.string(),
  })
  .openapi('ChargeCodeProject');

/** Spec 2 section 3, Item code and Capital budget code. */
export const BuyerCodeSchema = z.object({ recid: int, code: z.string(), description: z.string() }).openapi('BuyerCode');

/** Spec 2 section 3, Totals (RM). */
export const CheckoutTotalsSchema = z
  .object({ subTotal: z.number(), shippingCharge: z.number(), taxAmount: z.number(), grandTotal: z.number(), productCount: int })
  .openapi('CheckoutTotals');

/** Spec 2 section 3, Workflow validation: budgetValidation (RM). */
export const BudgetValidationSchema = z
  .object({
    budgetLimit: z.number(),
    currentSpent: z.number(),
    remainingBudget: z.number(),
    isWithinLimit: z.boolean(),
    exceedsBy: z.number(),
  })
  .openapi('BudgetValidation');

/** Spec 2 section 3, Workflow validation. */
export const WorkflowValidationSchema = z
  .object({
    /** A workflow is configured, within its spending limit, and a budget exists. */
    valid: z.boolean(),
    message: z.string(),
    /** Null when the location and project have no budget. */
    budgetValidation: BudgetValidationSchema.nullable(),
    totals: z.object({ grandTotal: z.number() }),
  })
  .openapi('WorkflowValidation');

/** The checkout form's defaults (spec 2 section 3, Checkout form). */
export const CheckoutFormDefaultsSchema = z.object({
  company_name: z.string(),
  order_raised_by: z.string(),
  buyer_invoice_email: z.string(),
  registration_no: z.string(),
  sst_number: z.string(),
  tax_identification_number: z.string(),
  location_id: int.nullable(),
  ship_lotno: z.string(),
  ship_street1: z.string(),
  ship_street2: z.string(),
  ship_pincode: z.string(),
  ship_city: z.string(),
  ship_state: z.string(),
  /** The district of the shipping postcode, where it lies in ship_state; '' when unknown. */
  ship_district: z.string(),
  ship_countery: z.string(),
  bill_lotno: z.string(),
  bill_street1: z.string(),
  bill_street2: z.string(),
  bill_pincode: z.string(),
  bill_city: z.string(),
  bill_State: z.string(),
  bill_countery: z.string(),
  shipping_address_type: z.enum(['same', 'new']),
  apply_alt_receipient: YesNoSchema,
});

/** Which checkout fields show and which are required (spec 2 section 5). */
export const CheckoutFormConfigSchema = z.object({
  /** The quotation ID (sap_poid) shows: an SAP PO id is configured and there is no cart id generator. */
  show_quotation_id: z.boolean(),
  /** The charge code shows: charge-code access and workflow checkout. */
  show_charge_code: z.boolean(),
  alternate_recipient_required: z.boolean(),
  /**
   * The company has configured an approval workflow: the location is required and the order goes
   * through approval. Without one (spec 2 section 5), location and charge code are optional, no
   * budget is checked and the order is placed straight into processing.
   */
  approval_workflow: z.boolean(),
  /** mandatory_order_attachment > 0 and no cart id generator. */
  order_attachment_required: z.boolean(),
  /** Orders at or above this grand total (RM) need an approval document; 0 never. */
  approval_doc_amount_from: z.number(),
});

/** A checkout line's warnings (spec 2 sections 5 and 8). */
export const CheckoutLineValidationSchema = z.object({
  sku_id: int,
  product_name: z.string(),
  /** Out of stock or not enough stock for the quantity. */
  stock: z.string().nullable(),
  /** Below the minimum order quantity. */
  moq: z.string().nullable(),
  /** Below the approved bulk price's minimum quantity: 'Need X more, Current: a / b required'. */
  bulk_minimum: z.string().nullable(),
  /** Not the cheapest choice and no justification given. */
  justification_required: z.boolean(),
  /** The buyer company's highest unit price (RM) for the product's category; null when none is set. */
  price_limit: z.number().nullable(),
  /** The unit price, after any approved bulk price, is above price_limit. */
  price_limit_exceeded: z.boolean(),
  messages: z.array(z.string()),
});

/** GET /workflow/checkout-form */
export const CheckoutFormQuerySchema = z.object({
  location_id: idParam.optional(),
  project_id: idParam.optional(),
  /** The delivery address's state and district (its city until a postcode lookup names the district): the lines are judged and priced there. */
  state: text(100).optional(),
  district: text(100).optional(),
  /**
   * The delivery address's postcode, with state: a postcode the server knows decides the district,
   * and one in another state is refused (400, validation naming ship_pincode), as the submit refuses it.
   */
  postcode: PostcodeSchema.optional(),
  /** The buyer's order being edited: the lines come from its draft (POST /orders/pre-orders/{poId}/edit), not the cart. */
  edit_po_id: PoIdParamsSchema.shape.poId.optional(),
});

export const CheckoutFormResponseSchema = z.object({
  success: z.literal(true),
  /** The included lines at the delivery place: the cart's, or the edit draft's. */
  cartItems: z.array(CartItemSchema),
  /** Where the lines were judged (restrictions, shipping, SST); null when no state was known. */
  place: z.object({ state: z.string(), district: z.string() }).nullable(),
  /** The unmet vendor minimums of the included lines ('must exceed ... respectively'): each holds Submit as it holds the cart's checkout. */
  vendorMinimumErrors: z.array(z.string()),
  /** The order being edited, with its form and files to start from; null for a new order. */
  edit: EditedOrderSchema.nullable(),
  totals: CheckoutTotalsSchema,
  formDefaults: CheckoutFormDefaultsSchema,
  locations: z.array(WorkflowLocationSchema),
  /** The location_id's projects, only with charge-code access and workflow checkout. */
  projects: z.array(ChargeCodeProjectSchema),
  formConfig: CheckoutFormConfigSchema,
  buyerSettings: BuyerSettingsSchema.extend({ has_charge_code_access: z.boolean() }),
  /**
   * The per-SKU code options the buyer settings enable: payment codes (has_payment_code), EB
   * category codes (has_eb_number), special budget categories (has_special_budget_category); empty otherwise.
   */
  buyerCodes: z.object({
    payment: z.array(BuyerCodeSchema),
    category: z.array(BuyerCodeSchema),
    specialBudgetCategory: z.array(BuyerCodeSchema),
  }),
  /**
   * Lines left out of checkout because they are not shipped to the delivery place: they stay in the
   * cart. locationRestrictions holds the same lines where spec 2's cart answer puts them.
   */
  businessLogic: z.object({
    excludedItems: z.array(ExcludedItemSchema),
    locationRestrictions: z.object({ excludedItems: z.array(ExcludedItemSchema) }),
  }),
  validationMessages: z.array(z.string()),
  checkoutValidations: z.array(CheckoutLineValidationSchema),
  /** For location_id (and project_id) when given and the company has a workflow; null otherwise. */
  workflowValidation: WorkflowValidationSchema.nullable(),
});

/** GET /workflow/validate-user-workflow */
export const ValidateUserWorkflowQuerySchema = z.object({ grand_total: ringgitParam.optional() });

export const UserWorkflowLocationSchema = WorkflowLocationSchema.extend({
  has_workflow: z.literal(true),
  /** Within the workflow's spending limit at grand_total, and it has approvers at that total. */
  matched: z.boolean(),
});

export const ValidateUserWorkflowResponseSchema = z.object({ success: z.literal(true), locations: z.array(UserWorkflowLocationSchema) });

/** GET /workflow/attachment-settings (spec 2 section 3, Attachment settings; the amount in RM). */
export const AttachmentSettingsResponseSchema = z.object({
  success: z.literal(true),
  approval_doc_amount_from: z.number(),
  mandatory_order_attachment: int,
  cart_id_generator: z.boolean(),
});

/** GET /workflow/location-projects */
export const LocationProjectsQuerySchema = z.object({ location_id: idParam, grand_total: ringgitParam.optional() });

export const LocationProjectsResponseSchema = z.object({ success: z.literal(true), projects: z.array(ChargeCodeProjectSchema) });

/** POST /workflow/validate-field: the fields the server checks one at a time. */
export const ValidatedFieldSchema = z.enum(['location_id', 'project_id', 'sap_poid', 'so_number', 'alt_email']);

export const ValidateFieldRequestSchema = z.object({
  field: ValidatedFieldSchema,
  value: z.union([z.string().max(500), z.number(), z.null()]),
  /** The rest of the form, for context; not trusted. */
  orderData: z.record(z.string().max(100), z.unknown()).optional(),
  context: z
    .object({
      location_id: z.union([id, idParam]).nullable().optional(),
      project_id: z.union([id, idParam]).nullable().optional(),
      grand_total: z.union([ringgit, ringgitParam]).nullable().optional(),
    })
    .optional(),
});

export const ValidateFieldResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  message: z.string(),
  warnings: z.array(z.string()),
});

/** Spec 2 section 3, Approver. */
export const ApproverSchema = z
  .object({ user_name: z.string(), email: z.string(), stage: int, stage_label: z.string(), order_by: int })
  .openapi('Approver');

/** GET /workflow/checkout-approvers and GET /workflow/check-submit-button-status */
export const ApproverQuerySchema = z.object({ locationId: idParam, projectId: idParam.optional(), grandTotal: ringgitParam });

/**
 * success false with 'Please configure your Workflow Settings.' when the location and project
 * have no workflow; success true with no approvers when the stages at that total have none.
 */
export const CheckoutApproversResponseSchema = z.object({
  success: z.boolean(),
  approvers: z.array(ApproverSchema),
  message: z.string().optional(),
});

/** GET /workflow/capital-budget-codes */
export const CapitalBudgetCodesResponseSchema = z.object({ success: z.literal(true), capitalBudgetCodes: z.array(BuyerCodeSchema) });

/** GET /workflow/item-codes */
export const ItemCodesResponseSchema = z.object({ success: z.literal(true), itemCodes: z.array(BuyerCodeSchema) });

/** GET /workflow/check-submit-button-status */
export const SubmitButtonStatusResponseSchema = z.object({
  success: z.literal(true),
  submit_disabled: z.boolean(),
  message: z.string(),
  /** The workflow's highest order total (RM); null when it sets none or there is no workflow. */
  spending_limit: z.number().nullable(),
});

/** POST /workflow/validate-budget-at-checkout; userId and byId must be the session's own. Amounts in RM. */
export const ValidateBudgetRequestSchema = z.object({
  userId: id,
  byId: id,
  locationId: id,
  projectId: id.nullable().optional(),
  orderAmount: ringgit,
  itemCodes: z
    .array(
      z.object({ itemCode: text(100), glCode: text(100).optional(), amount: ringgit, percentage: z.number().min(0).max(100).optional() }),
    )
    .max(500)
    .optional(),
  /** The buyer's order being edited: what it holds counts as left, as submitting the edit releases it. */
  editPoId: PoIdParamsSchema.shape.poId.optional(),
});

export const ValidateBudgetResponseSchema = z.object({
  success: z.literal(true),
  /** A budget exists (over it the order still goes, through budget approval). */
  valid: z.boolean(),
  requiresApproval: z.boolean(),
  overallMessage: z.string(),
  budgetValidation: BudgetValidationSchema.nullable(),
  /** Per item code sent: its budget and whether the amount fits. */
  itemCodes: z.array(z.object({ itemCode: z.string(), valid: z.boolean(), remainingBudget: z.number(), message: z.string() })),
});

/** POST /workflow/get-item-code-budgets; chargeCode is the project id; userId and byId must be the session's own. */
export const ItemCodeBudgetsRequestSchema = z.object({
  locationId: id,
  chargeCode: z.union([id, idParam]),
  byId: id,
  userId: id,
  /** The buyer's order being edited: what it holds counts as remaining. */
  editPoId: PoIdParamsSchema.shape.poId.optional(),
});

/** Spec 2 section 3, Item code budget (RM). */
export const ItemCodeBudgetSchema = z
  .object({ itemCode: z.string(), totalBudget: z.number(), remainingBudget: z.number(), budgetName: z.string() })
  .openapi('ItemCodeBudget');

export const ItemCodeBudgetsResponseSchema = z.object({ success: z.literal(true), itemCodes: z.array(ItemCodeBudgetSchema) });
