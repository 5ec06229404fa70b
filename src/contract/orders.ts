/**
 * The submitted order and what follows it (spec 2 sections 2, 3, 7 and 8): POST
 * /workflow/submit-complete, the buyer's pre-orders and the approver's inbox. Money in RM.
 */
import { z } from '@hono/zod-openapi';
import { BATCH_ID_PATTERN, EB_NUMBER_MAX, EB_PART_LENGTHS } from '../lib/workflow';
import { MAX_FILES_PER_SLOT } from '../lib/attachments';
import { ORDER_LIST_FILTERS } from '../lib/order-withdraw';
import { AttachmentIdSchema, AttachmentRefSchema } from './uploads';
import {
  ErrorSchema,
  id,
  int,
  multilineText,
  NON_BLANK_LINE,
  nonBlankMultilineText,
  PaginationSchema,
  pageParams,
  text,
  YesNoSchema,
} from './common';

/** The longest approval comment (a rejection needs at least one character). */
const MAX_APPROVAL_COMMENT = 1000;

/** A map keyed by seller id or SKU id, as the form keeps per-seller and per-SKU fields. */
const keyedText = (max: number) => z.record(z.string().regex(/^\d{1,9}$/, 'keys must be ids'), text(max));

/*
 * Spec 2 section 5's required fields: blank ones are answered with the list of them ('Please fill
 * in the required fields'), so the parser takes them blank; the document asks for them filled in,
 * the billing address when it is a new one and the alternate recipient when one applies. The
 * location is asked of every company here, as one with an approval workflow needs it; a company
 * with none (the checkout form's formConfig.approval_workflow false) may also send it null.
 */
const ALWAYS_REQUIRED = [
  'company_name',
  'location_id',
  'order_raised_by',
  'buyer_invoice_email',
  'ship_lotno',
  'ship_street1',
  'ship_street2',
  'ship_pincode',
  'ship_city',
  'ship_state',
  'ship_countery',
  'registration_no',
  'sst_number',
  'tax_identification_number',
];
const BILLING = ['bill_lotno', 'bill_street1', 'bill_street2', 'bill_pincode', 'bill_city', 'bill_State', 'bill_countery'];
const ALTERNATE = ['alt_contact_name', 'alt_contact_no', 'alt_email'];
/** The server's test of an e-mail address in the form, as a pattern (one line, trimmed). */
const EMAIL_SHAPE = '[^\\s@\\x00-\\x1f\\x7f]+@[^\\s@\\x00-\\x1f\\x7f]+\\.[^\\s@\\x00-\\x1f\\x7f]+';
const FORM_EMAIL = { type: 'string' as const, pattern: `^${EMAIL_SHAPE}$` };
const filledIn = (fields: string[]) =>
  Object.fromEntries(
    fields.map((field) => [field, field.endsWith('email') ? FORM_EMAIL : { type: 'string' as const, pattern: NON_BLANK_LINE.source }]),
  );
/** A requested delivery date the document promises is a real day: the 1st to the 28th of a month (the server takes every real day, from today). */
const DELIVERY_DATE = '^(?:[1-9]\\d{3}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8]))?$';

/** Spec 2 section 3, Checkout form, as submitted. */
export const SubmitFormDataSchema = z
  .object({
    company_name: text(200).default(''),
    location_id: id.nullable().default(null),
    project_id: id.nullable().default(null),
    order_raised_by: text(200).default(''),
    charge_code: text(100).default(''),
    charge_code_name: text(200).default(''),
    buyer_invoice_email: text(254).default(''),
    bill_lotno: text(100).default(''),
    bill_street1: text(200).default(''),
    bill_street2: text(200).default(''),
    bill_pincode: text(10).default(''),
    bill_city: text(100).default(''),
    bill_State: text(100).default(''),
    bill_countery: text(100).default(''),
    ship_lotno: text(100).default(''),
    ship_street1: text(200).default(''),
    ship_street2: text(200).default(''),
    ship_pincode: text(10).default(''),
    ship_city: text(100).default(''),
    ship_state: text(100).default(''),
    /** The shipping district, for location restrictions and shipping (optional). */
    ship_district: text(100).default(''),
    ship_countery: text(100).default(''),
    shipping_address_type: z.enum(['same', 'new']).default('same'),
    apply_alt_receipient: YesNoSchema.default('N'),
    alt_contact_name: text(200).default(''),
    alt_contact_no: text(30).default(''),
    /** Checked as an e-mail address whenever it is filled in. */
    alt_email: text(254)
      .default('')
      .openapi({ pattern: `^(?:${EMAIL_SHAPE})?$` }),
    order_note: multilineText(2000).default(''),
    sap_poid: text(100).default(''),
    registration_no: text(100).default(''),
    sst_number: text(100).default(''),
    tax_identification_number: text(100).default(''),
    /** Per seller id. */
    note_to_seller: keyedText(2000).default({}),
    /** Per seller id, a date (YYYY-MM-DD). */
    delivery_date_request: z
      .record(
        z.string().regex(/^\d{1,9}$/, 'keys must be ids'),
        z
          .string()
          .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'must be a date (YYYY-MM-DD)')
          .openapi({ pattern: DELIVERY_DATE }),
      )
      .default({}),
    /** Per SKU id. */
    item_code: keyedText(100).default({}),
    item_code_description: keyedText(200).default({}),
    /** The whole EB number the wizard builds from the parts below. */
    eb_number_code: keyedText(EB_NUMBER_MAX).default({}),
    eb_number_chargecode: keyedText(10).default({}),
    eb_number_year: keyedText(10).default({}),
    eb_number_category_code: keyedText(EB_PART_LENGTHS.categoryCode).default({}),
    eb_number_input: keyedText(EB_PART_LENGTHS.input).default({}),
    eb_number_input2: keyedText(EB_PART_LENGTHS.input).default({}),
    has_capex: z.record(z.string().regex(/^\d{1,9}$/, 'keys must be ids'), YesNoSchema).default({}),
    special_budget_category_code: keyedText(100).default({}),
    payment_code: keyedText(100).default({}),
    category_code: keyedText(100).default({}),
    /** Why a non-cheapest product was chosen. */
    justification: keyedText(1000).default({}),
  })
  .openapi('SubmitFormData', {
    required: ALWAYS_REQUIRED,
    allOf: [
      { properties: { ...filledIn(ALWAYS_REQUIRED.filter((field) => field !== 'location_id')), location_id: { type: 'integer' } } },
      { anyOf: [{ properties: { shipping_address_type: { const: 'same' } } }, { required: BILLING, properties: filledIn(BILLING) }] },
      { anyOf: [{ properties: { apply_alt_receipient: { const: 'N' } } }, { required: ALTERNATE, properties: filledIn(ALTERNATE) }] },
    ],
  });

/** PO-YYYYMMDD-000042. */
const PoIdSchema = z.string().regex(/^PO-\d{8}-\d{6,9}$/, 'must be a PO id');

/** A slot's files: spec 2's Attachment objects, or the ids of the upload tickets. */
const attachmentIds = z
  .array(z.union([AttachmentIdSchema, AttachmentRefSchema]))
  .max(MAX_FILES_PER_SLOT, `at most ${MAX_FILES_PER_SLOT} files`);

/** POST /workflow/submit-complete */
export const SubmitCompleteRequestSchema = z
  .object({
    formData: SubmitFormDataSchema,
    /** The uploaded attachments (generate-upload-urls, then the PUT): Attachment objects or ids. */
    attachments: z.object({ order: attachmentIds.default([]), approval: attachmentIds.default([]) }).default({ order: [], approval: [] }),
    /** Per seller id, its uploaded seller attachments: Attachment objects or ids. */
    seller_attachments: z.record(z.string().regex(/^\d{1,9}$/, 'keys must be seller ids'), attachmentIds).default({}),
    /** The lines to order: they must match the cart's lines at the shipping address. */
    filteredCartItems: z
      .array(z.object({ sku_id: id, quantity: id }))
      .min(1, 'Cart is empty. Cannot proceed to checkout.')
      .max(500),
    /** 'WF_' + timestamp: the same id again answers the first result. */
    customBatchId: z.string().regex(BATCH_ID_PATTERN, 'must be WF_ followed by a timestamp'),
    /** The buyer's order this one replaces (an edit): it is released and marked replaced, and approval restarts. */
    editPoId: PoIdSchema.optional(),
  })
  .openapi('SubmitCompleteRequest');

/** 'replaced': an edited order took its place; 'cancelled': the buyer withdrew it; 'returned': an approver sent it back for changes. */
export const PreOrderStatusSchema = z
  .enum(['budget_approval', 'workflow_approval', 'processing', 'rejected', 'replaced', 'cancelled', 'returned'])
  .openapi('PreOrderStatus');

export const SubmitCompleteResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      poId: z.string(),
      batchId: z.string(),
      /** Rows written by the submit (0 when the batch id was already answered). */
      operations: int,
      /** Milliseconds the submit took. */
      duration: int,
      /** ISO date and time the order was created. */
      createdDate: z.string(),
      /** 'created', or 'replayed' when the batch id was already answered. */
      mode: z.enum(['created', 'replayed']),
      status: PreOrderStatusSchema,
      /** The order went over its budget: budget approval comes first. */
      isBudgetPending: z.boolean(),
      isEdited: z.boolean(),
    }),
    message: z.string(),
  })
  .openapi('SubmitCompleteResponse');

/** A refused submit: the message, and per-field problems when the form was at fault. */
export const SubmitErrorSchema = ErrorSchema.extend({
  success: z.literal(false).optional(),
  validation: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
}).openapi('SubmitError');

export const OrderAddressSchema = z
  .object({
    lotNo: z.string(),
    street1: z.string(),
    street2: z.string(),
    postcode: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  })
  .openapi('OrderAddress');

export const OrderLineSchema = z
  .object({
    skuId: int,
    sku: z.string(),
    productId: int,
    productName: z.string(),
    sellerId: int,
    quantity: int,
    unitPrice: z.number(),
    lineTotal: z.number(),
    itemCode: z.string().nullable(),
    /** The EB number the buyer built for the line (EB number mode); null otherwise. */
    ebNumber: z.string().nullable(),
    /** The payment code the buyer chose for the line; null when none. */
    paymentCode: z.string().nullable(),
    justification: z.string().nullable(),
    /** The seller's name, or its VNDR- code for a viewer whose view_sl_info is not Y. */
    sellerName: z.string(),
    /** The product references the buyer keeps for the line's SKU, oldest first. */
    references: z.array(z.string()),
  })
  .openapi('OrderLine');

/** What the buyer wrote for one seller of the order: the note and the requested delivery date (YYYY-MM-DD, or empty). */
export const OrderSellerEntrySchema = z
  .object({ sellerId: int, sellerName: z.string(), noteToSeller: z.string(), deliveryDate: z.string() })
  .openapi('OrderSellerEntry');

export const OrderAttachmentSchema = z
  .object({
    id: AttachmentIdSchema,
    kind: z.enum(['order', 'approval', 'seller']),
    sellerId: int.nullable(),
    filename: z.string(),
    contentType: z.string(),
    size: int,
    /** GET it with the session's bearer token: the buyer and the order's approvers only. */
    url: z.string(),
  })
  .openapi('OrderAttachment');

/** One step of an order's life: submitted, budget approval, each applicable stage, processing. */
export const TimelineStepSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    /** 0 for budget approval, 1.. for workflow stages, null for submitted and processing. */
    stage: int.nullable(),
    /** 'returned': the approver sent the order back to the buyer for changes at this stage. */
    state: z.enum(['done', 'current', 'pending', 'rejected', 'returned']),
    /** Who decided (or submitted), once done. */
    actor: z.string().nullable(),
    at: z.string().nullable(),
    comment: z.string().nullable(),
  })
  .openapi('TimelineStep');

export const PreOrderSummarySchema = z
  .object({
    poId: z.string(),
    status: PreOrderStatusSchema,
    /** The stage waiting for a decision (0: budget approval); null once processing or rejected. */
    currentStage: int.nullable(),
    /** What the order waits for: 'Budget Approval', a stage's label, 'Processing', 'Rejected' or 'Replaced'. */
    stageLabel: z.string(),
    subtotal: z.number(),
    shippingFee: z.number(),
    tax: z.number(),
    grandTotal: z.number(),
    itemCount: int,
    isBudgetPending: z.boolean(),
    isEdited: z.boolean(),
    /** The PO id of the order this one was edited from. */
    editedFrom: z.string().nullable(),
    /** The PO id of the edited order that replaced this one. */
    replacedBy: z.string().nullable(),
    createdDate: z.string(),
    submittedBy: z.string(),
    locationName: z.string().nullable(),
    projectName: z.string().nullable(),
    /** The signed-in user is the order's alternate recipient, not its buyer. */
    isAlternateRecipient: z.boolean(),
  })
  .openapi('PreOrderSummary');

export const PreOrderDetailSchema = PreOrderSummarySchema.extend({
  lines: z.array(OrderLineSchema),
  shippingAddress: OrderAddressSchema,
  billingAddress: OrderAddressSchema,
  alternateRecipient: z.object({ name: z.string(), phone: z.string(), email: z.string() }).nullable(),
  orderNote: z.string(),
  /** The quotation ID the buyer entered (sap_poid), or empty. */
  quotationId: z.string(),
  /** Per seller of the order's lines, in line order: the buyer's note and requested delivery date. */
  sellers: z.array(OrderSellerEntrySchema),
  /** Why an approver sent the order back (status returned); null otherwise. */
  sentBack: z.object({ by: z.string(), at: z.string(), comment: z.string() }).nullable(),
  attachments: z.array(OrderAttachmentSchema),
  timeline: z.array(TimelineStepSchema),
}).openapi('PreOrderDetail');

/** GET /orders/pre-orders: every order (filter all), or only those waiting for approval (filter waiting). */
export const PreOrdersQuerySchema = z.object({
  ...pageParams,
  filter: z
    .enum(ORDER_LIST_FILTERS)
    .default('all')
    .openapi({ description: 'all: every order; waiting: only those waiting for budget or workflow approval' }),
});
export const PreOrdersResponseSchema = z
  .object({ success: z.literal(true), data: z.array(PreOrderSummarySchema), pagination: PaginationSchema })
  .openapi('PreOrdersResponse');

/** Path parameter `{poId}`. */
export const PoIdParamsSchema = z.object({ poId: PoIdSchema });

/** POST (open), DELETE (abandon) /orders/pre-orders/{poId}/edit and its line changes: the draft editing the order, to submit with editPoId. */
export const EditOrderResponseSchema = z
  .object({ success: z.literal(true), data: z.object({ poId: z.string() }), message: z.string() })
  .openapi('EditOrderResponse');

/** GET /orders/pre-orders/{poId} */
export const PreOrderResponseSchema = z.object({ success: z.literal(true), data: PreOrderDetailSchema }).openapi('PreOrderResponse');

/**
 * The budget of the order's location and project, as the approver weighs it; exceedsBy is how far
 * the waiting order itself runs over what the budget had left without it (0 within it), as the
 * buyer was told at checkout.
 */
export const BudgetPositionSchema = z
  .object({ budgetLimit: z.number(), committed: z.number(), pending: z.number(), remaining: z.number(), exceedsBy: z.number() })
  .openapi('BudgetPosition');

export const ApprovalItemSchema = PreOrderDetailSchema.extend({
  budget: BudgetPositionSchema.nullable(),
  /**
   * Set when the signed-in approver placed or edited the order: nobody decides their own order, so
   * the stage's other approvers (by name) decide it; none named means nobody can until one is
   * added. Null when the approver may decide it.
   */
  ownOrder: z.object({ stage: z.string(), otherApprovers: z.array(z.string()) }).nullable(),
}).openapi('ApprovalItem');

/** GET /approvals */
export const ApprovalsResponseSchema = z
  .object({ success: z.literal(true), data: z.array(ApprovalItemSchema) })
  .openapi('ApprovalsResponse');
/** GET /approvals/{poId} */
export const ApprovalResponseSchema = z.object({ success: z.literal(true), data: ApprovalItemSchema }).openapi('ApprovalResponse');

/** POST /approvals/{poId}/approve */
export const ApproveRequestSchema = z.object({ comment: multilineText(MAX_APPROVAL_COMMENT).default('') }).openapi('ApproveRequest');
/** POST /approvals/{poId}/reject: a reason is required. */
const REJECT_COMMENT = nonBlankMultilineText(MAX_APPROVAL_COMMENT, 'A comment is required to reject');
export const RejectRequestSchema = z.object({ comment: REJECT_COMMENT }).openapi('RejectRequest');

/** POST /approvals/{poId}/return: what the buyer should change is required. */
export const ReturnRequestSchema = z
  .object({ comment: nonBlankMultilineText(MAX_APPROVAL_COMMENT, 'A comment is required to send an order back') })
  .openapi('ReturnRequest');

/** How many orders one bulk decision may take. */
const MAX_BULK_ORDERS = 50;

const bulkPoIds = z
  .array(PoIdSchema)
  .min(1, 'Select at least one order')
  .max(MAX_BULK_ORDERS, `at most ${MAX_BULK_ORDERS} orders`)
  .refine((ids) => new Set(ids).size === ids.length, 'each order once')
  .openapi({ uniqueItems: true });

/** POST /approvals/bulk: one decision and one comment for several orders (a rejection needs the comment). */
export const BulkDecisionRequestSchema = z
  .discriminatedUnion('decision', [
    z.object({ poIds: bulkPoIds, decision: z.literal('approve'), comment: multilineText(MAX_APPROVAL_COMMENT).default('') }),
    z.object({ poIds: bulkPoIds, decision: z.literal('reject'), comment: REJECT_COMMENT }),
  ])
  .openapi('BulkDecisionRequest');

/** One order of a bulk decision: where it stands after it, or why it could not be decided. */
export const BulkDecisionResultSchema = z
  .object({
    poId: z.string(),
    ok: z.boolean(),
    /** The order's status after the decision; null when it could not be decided. */
    status: PreOrderStatusSchema.nullable(),
    stageLabel: z.string().nullable(),
    /** Why it could not be decided (e.g. already decided, withdrawn by the buyer); null when it was. */
    error: z.string().nullable(),
  })
  .openapi('BulkDecisionResult');

export const BulkDecisionResponseSchema = z
  .object({ success: z.literal(true), data: z.array(BulkDecisionResultSchema), message: z.string() })
  .openapi('BulkDecisionResponse');

/** GET /approvals/count: whether the signed-in user approves a workflow stage, and how many orders wait for them. */
export const ApprovalCountResponseSchema = z
  .object({ success: z.literal(true), isApprover: z.boolean(), count: int })
  .openapi('ApprovalCountResponse');

export const DecisionResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ poId: z.string(), status: PreOrderStatusSchema, currentStage: int.nullable(), stageLabel: z.string() }),
    message: z.string(),
  })
  .openapi('DecisionResponse');
