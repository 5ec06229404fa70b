/**
 * POST /workflow/submit-complete (spec 2 sections 5, 7 and 8): everything re-validated on the
 * server in one transaction, stock held, the budget's pending raised, idempotent on the batch id.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { SubmitCompleteRequestSchema } from '../../src/contract/orders';
import type { CartItem } from '../../src/contract/types';
import { fill } from '../../src/lib/fill';
import { formatRM, toRinggit, toSen } from '../../src/lib/money';
import {
  approvalDocumentMessage,
  approvalSteps,
  BUDGET_STAGE,
  deliveryDateProblem,
  isEbChargeCode,
  ITEM_CODE_BUDGET_MESSAGES,
  malaysianToday,
  needsApprovalDocument,
  WORKFLOW_MESSAGES,
} from '../../src/lib/workflow';
import type { Database } from '../db/client';
import { isDeadlock } from '../db/errors';
import type { BuyerRow, UserRow } from '../env';
import { deleteCartLines } from '../queries/cart';
import { deleteEditLines } from '../queries/order-edit';
import { keepOrderStages } from '../queries/order-stages';
import { attachmentIdsOf, claimAttachments } from './attachments';
import { currentBudgetPeriod } from './budget-periods';
import {
  changeBudget,
  changeStock,
  checkoutSettingsOf,
  completeOrder,
  findOrderByBatch,
  insertOrderLines,
  knownItemCodes,
  lockSkusInOrder,
  placersOfOrders,
  reserveBatch,
  takePoNumber,
  type PreOrderRow,
} from '../queries/orders';
import { allBuyerCodes } from '../queries/workflow-read';
import { loadCart } from './cart-view';
import { shippingPlace } from './location';
import type { ErrorCode } from '../../src/contract/errors';
import { ServiceError } from './errors';
import { replaceEditedOrder } from './order-edit';
import { poIdOf } from './orders';
import { itemCodeHolds, itemCodeRefusal, moveItemCodeHolds } from './orders-budgets';
import { orderLineOf, orderRefusal, orderTotals } from './order-lines';
import type { ImageLinks } from './product-images';
import { approvalConfigured, orderingPlace, ownApprovalProblem, workflowForOrder } from './workflow-rules';

export type SubmitRequest = z.output<typeof SubmitCompleteRequestSchema>;
type FormData = SubmitRequest['formData'];

const SUBMIT_MESSAGES = {
  cartChanged: 'Your cart changed; review it and submit again',
  batchReused: 'This batch id was already used for a different order',
  required: 'Please fill in the required fields',
  requiredField: 'Required field',
  invalidEmail: 'Enter a valid email address',
  badLocation: 'The location is not one of your locations',
  badProject: 'The charge code/project does not belong to this location',
  orderAttachment: 'An order attachment is required',
  attachmentsUnavailable: 'Some attachments are not uploaded or are already attached to an order',
  justification: 'Justification required for non-cheapest product selection',
  itemCodeBudget: 'Not enough budget left under item code',
  submitted: 'Order submitted for workflow approval',
  submittedBudget: 'Order submitted for budget approval',
  placed: 'Order placed',
} as const;

/** Something, an at sign, something, a dot, something: the shape of an email address. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A refused form: the message and the fields at fault. */
export class SubmitValidationError extends ServiceError {
  constructor(
    readonly validation: { field: string; message: string }[],
    message: string = SUBMIT_MESSAGES.required,
    code: ErrorCode = 'submit_fields_invalid',
  ) {
    super(400, message, code);
  }
}

export interface SubmitResult {
  poId: string;
  batchId: string;
  operations: number;
  duration: number;
  createdDate: string;
  mode: 'created' | 'replayed';
  status: PreOrderRow['status'];
  isBudgetPending: boolean;
  isEdited: boolean;
}

interface Submitter {
  user: Pick<UserRow, 'id'>;
  buyer: Pick<BuyerRow, 'id' | 'viewSlInfo' | 'hasItemCode' | 'hasEbNumber' | 'budgetType'>;
  images: ImageLinks;
  taxRateBasisPoints: number;
}

/** JSON with object keys sorted at every level: one text for one payload, whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).toSorted(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function requestHash(request: SubmitRequest): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function resultOf(order: PreOrderRow, mode: SubmitResult['mode'], operations: number, startedAt: number): SubmitResult {
  return {
    poId: order.poId,
    batchId: order.batchId,
    operations,
    duration: Date.now() - startedAt,
    createdDate: order.createdAt.toISOString(),
    mode,
    status: order.status,
    isBudgetPending: order.isBudgetPending,
    isEdited: order.isEdited,
  };
}

/** Spec 2 section 5, Required, for the submitted form and the buyer's configuration; the location only where a workflow is configured. */
function missingFields(
  form: FormData,
  config: { alternateRequired: boolean; approvalConfigured: boolean },
): { field: string; message: string }[] {
  const required: (keyof FormData)[] = ['company_name', 'order_raised_by', 'buyer_invoice_email'];
  if (config.approvalConfigured) required.push('location_id');
  required.push('ship_lotno', 'ship_street1', 'ship_street2', 'ship_pincode', 'ship_city', 'ship_state', 'ship_countery');
  if (form.shipping_address_type === 'new')
    required.push('bill_lotno', 'bill_street1', 'bill_street2', 'bill_pincode', 'bill_city', 'bill_State', 'bill_countery');
  if (form.apply_alt_receipient === 'Y' || config.alternateRequired) required.push('alt_contact_name', 'alt_contact_no', 'alt_email');
  required.push('registration_no', 'sst_number', 'tax_identification_number');
  const missing = required
    .filter((field) => {
      const value = form[field];
      return value === null || (typeof value === 'string' && value.trim() === '');
    })
    .map((field) => ({ field, message: SUBMIT_MESSAGES.requiredField }));
  const emails = (['buyer_invoice_email', 'alt_email'] as const).filter(
    (field) => form[field].trim() !== '' && !EMAIL_SHAPE.test(form[field].trim()),
  );
  return [...missing, ...emails.map((field) => ({ field, message: SUBMIT_MESSAGES.invalidEmail }))];
}

/** Each requested delivery date that is not a real date or is before today. */
function deliveryDateProblems(form: FormData, today: string): { field: string; message: string }[] {
  return Object.entries(form.delivery_date_request).flatMap(([sellerId, date]) => {
    const problem = deliveryDateProblem(date, today);
    return problem ? [{ field: `delivery_date_request.${sellerId}`, message: problem }] : [];
  });
}

/** The submitted lines are exactly the cart's included lines, by SKU and quantity. */
function matchesCart(submitted: SubmitRequest['filteredCartItems'], included: readonly CartItem[]): boolean {
  if (submitted.length !== included.length) return false;
  const quantities = new Map(included.map((item) => [item.sku_id, item.quantity]));
  return submitted.every((item) => quantities.get(item.sku_id) === item.quantity);
}

/** What a line is refused for: item code (unless EB number mode) and justification. */
function lineProblem(line: CartItem, form: FormData, itemCodesRequired: boolean, known: Set<string>): string | null {
  const key = String(line.sku_id);
  const itemCode = form.item_code[key]?.trim() ?? '';
  if (itemCodesRequired && itemCode === '') return `Item code required for ${line.product_name}`;
  if (itemCode !== '' && !known.has(itemCode)) return `Unknown item code for ${line.product_name}`;
  const justification = form.justification[key]?.trim() || line.justification?.trim() || '';
  if (!line.is_cheapest && justification === '') return SUBMIT_MESSAGES.justification;
  return null;
}

/** The per-SKU code fields and the kind of buyer code each must be, with its name in a refusal. */
const CODE_FIELDS = [
  ['payment_code', 'payment', 'payment code'],
  ['special_budget_category_code', 'special_budget_category', 'special budget category'],
  ['eb_number_category_code', 'category', 'category code'],
  ['category_code', 'capital_budget', 'capital budget code'],
] as const;

/** A code given for a line that is not one of the buyer's codes of its kind, or null. */
async function unknownCode(db: Database, buyerId: number, form: FormData, lines: readonly CartItem[]): Promise<string | null> {
  const given = lines.flatMap((line) =>
    CODE_FIELDS.map(([field, kind, name]) => ({ line, kind, name, code: form[field][String(line.sku_id)]?.trim() ?? '' })),
  );
  if (given.every(({ code }) => code === '')) return null;
  const known = new Set((await allBuyerCodes(db, buyerId)).map((row) => `${row.kind}:${row.code}`));
  const unknown = given.find(({ code, kind }) => code !== '' && !known.has(`${kind}:${code}`));
  return unknown ? `Unknown ${unknown.name} for ${unknown.line.product_name}` : null;
}

/**
 * The workflow an order of a company that configured approval goes through, its budget row locked:
 * refused when none applies, over the spending limit, or a stage has no approver.
 */
async function approvalRoute(
  tx: Database,
  submitter: Submitter,
  order: { locationId: number; projectId: number | null; grandTotal: number; period: string },
) {
  const verdict = await workflowForOrder(
    tx,
    submitter.buyer.id,
    order.locationId,
    order.projectId,
    order.grandTotal,
    true,
    null,
    order.period,
  );
  const { workflow, blocker } = verdict;
  if (blocker === WORKFLOW_MESSAGES.spendingLimit) {
    const limit = toRinggit(workflow?.spendingLimit ?? 0);
    const total = toRinggit(order.grandTotal);
    throw new ServiceError(
      400,
      `${WORKFLOW_MESSAGES.spendingLimit}: order total ${formatRM(total)} exceeds workflow budget limit of ${formatRM(limit)}`,
      'workflow_budget_limit',
      { total, limit },
    );
  }
  if (blocker !== null || !workflow)
    throw new ServiceError(
      400,
      blocker ?? WORKFLOW_MESSAGES.notConfigured,
      blocker === WORKFLOW_MESSAGES.noApprovers
        ? 'no_approvers'
        : blocker === null || blocker === WORKFLOW_MESSAGES.notConfigured
          ? 'workflow_not_configured'
          : undefined,
    );
  return { ...verdict, workflow };
}

/**
 * Places the order: the same batch id with the same payload answers the first order again (and
 * writes nothing); with another payload it is a 409. Every refusal is a ServiceError and rolls
 * everything back.
 */
export async function submitComplete(db: Database, submitter: Submitter, request: SubmitRequest): Promise<SubmitResult> {
  // An edit takes the original order's budget rows before the new order's, which another submit may take the other way round.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await submitOnce(db, submitter, request);
    } catch (error) {
      if (!isDeadlock(error) || attempt === DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

/** How many times a submit ended by a deadlock runs before its error is answered. */
const DEADLOCK_ATTEMPTS = 3;

async function submitOnce(db: Database, submitter: Submitter, request: SubmitRequest): Promise<SubmitResult> {
  const startedAt = Date.now();
  const hash = requestHash(request);
  const { buyer, user } = submitter;
  const form = request.formData;

  return db.transaction(async (tx) => {
    const orderId = await reserveBatch(tx, { buyerId: buyer.id, userId: user.id, batchId: request.customBatchId, requestHash: hash });
    if (orderId === null) {
      const first = await findOrderByBatch(tx, buyer.id, request.customBatchId);
      if (!first || first.requestHash !== hash) throw new ServiceError(409, SUBMIT_MESSAGES.batchReused, 'batch_reused');
      return resultOf(first, 'replayed', 0, startedAt);
    }

    const settings = await checkoutSettingsOf(tx, buyer.id);
    // A company with no workflow at all orders without approval: no location, charge code or budget needed.
    const withApproval = await approvalConfigured(tx, buyer.id);
    const missing = [
      ...missingFields(form, { alternateRequired: settings?.alternateRecipientRequired ?? false, approvalConfigured: withApproval }),
      ...deliveryDateProblems(form, malaysianToday(new Date())),
    ];
    if (missing.length > 0) throw new SubmitValidationError(missing);
    // Priced at a real place only: an unknown state or district is the buyer's to fix, never 'anywhere'.
    const place = await shippingPlace(tx, {
      state: form.ship_state,
      district: form.ship_district ?? '',
      city: form.ship_city,
      postcode: form.ship_pincode,
    });
    if ('field' in place)
      throw new SubmitValidationError([{ field: place.field, message: place.message }], `${place.field}: ${place.message}`, place.code);
    const locationId = form.location_id;
    if (locationId === null && form.project_id !== null) throw new ServiceError(400, SUBMIT_MESSAGES.badProject);
    if (locationId !== null) {
      // Archived, or not among the person's own: refused as every checkout route refuses it.
      const place = await orderingPlace(tx, { buyerId: buyer.id, userId: user.id }, locationId, form.project_id, true);
      if ('refusal' in place) {
        const { status, code, message, field } = place.refusal;
        if (status === 404) throw new ServiceError(400, field === 'location_id' ? SUBMIT_MESSAGES.badLocation : SUBMIT_MESSAGES.badProject);
        throw new ServiceError(status, message, code);
      }
    }

    // Stock first, in SKU id order, so concurrent buyers of the same SKUs queue rather than oversell.
    const skuIds = [...new Set(request.filteredCartItems.map((item) => item.sku_id))].toSorted((a, b) => a - b);
    // An edit also takes the original order's SKUs (and releases them) before stock is read.
    const edit = request.editPoId === undefined ? null : await replaceEditedOrder(tx, buyer.id, request.editPoId, orderId, skuIds);
    const locked = edit ? edit.locked : await lockSkusInOrder(tx, skuIds);
    // The lines as the wizard was shown them: the cart, or the edit's own draft, at the delivery address.
    const cart = await loadCart(tx, {
      buyer,
      location: place,
      images: submitter.images,
      taxRateBasisPoints: submitter.taxRateBasisPoints,
      ...(edit ? { editOrderId: edit.originalId } : {}),
    });
    const included = cart.cartItems.filter((item) => !item.is_excluded);
    if (locked.length !== skuIds.length || !matchesCart(request.filteredCartItems, included))
      throw new ServiceError(409, SUBMIT_MESSAGES.cartChanged, 'cart_changed');
    // Stock, the lines' own problems, price limits and vendor minimums: the rules every way of ordering shares.
    const refusal = await orderRefusal(tx, buyer.id, cart, included, new Map(locked.map((row) => [row.id, row.stock])));
    if (refusal) throw new ServiceError(refusal.status, refusal.message, refusal.code, refusal.figures);

    const totals = orderTotals(cart);
    const grandTotal = totals.grandTotal;
    // Item code budgets are locked before the project's budget, the order approvals lock them in.
    const codedLines = included.map((line) => ({
      itemCode: form.item_code[String(line.sku_id)]?.trim() || null,
      lineTotal: toSen(line.total_price),
    }));
    // The order charges the budgets of the period it is submitted in, whenever it is decided.
    const period = await currentBudgetPeriod(tx, buyer.id);
    const holds = withApproval ? await itemCodeHolds(tx, buyer.id, { projectId: form.project_id, period }, codedLines) : [];
    const approval = withApproval
      ? await approvalRoute(tx, submitter, { locationId: locationId ?? 0, projectId: form.project_id, grandTotal, period })
      : null;
    if (approval) {
      // Nobody decides an order they placed or edited, so each stage needs an approver besides them.
      const placedBy = [user.id, ...(edit ? ((await placersOfOrders(tx, [edit.originalId])).get(edit.originalId) ?? []) : [])];
      const undecidable = ownApprovalProblem(approval.stages, placedBy);
      if (undecidable) throw new ServiceError(400, undecidable.message, 'no_other_approver', { stage: undecidable.stage });
    }
    const approvalDocFrom = settings?.approvalDocAmountFrom ?? 0;
    if (needsApprovalDocument(grandTotal, approvalDocFrom, withApproval) && request.attachments.approval.length === 0)
      throw new ServiceError(400, approvalDocumentMessage(approvalDocFrom), 'approval_document_required');
    if ((settings?.mandatoryOrderAttachment ?? 0) > 0 && !settings?.cartIdGenerator && request.attachments.order.length === 0)
      throw new ServiceError(400, SUBMIT_MESSAGES.orderAttachment, 'order_attachment_required');

    const ebMode = buyer.hasEbNumber === 'Y' && isEbChargeCode(form.charge_code_name);
    const known = await knownItemCodes(tx, buyer.id, [
      ...new Set(
        Object.values(form.item_code)
          .map((code) => code.trim())
          .filter((code) => code !== ''),
      ),
    ]);
    const refused = included
      .map((line) => lineProblem(line, form, buyer.hasItemCode === 'Y' && !ebMode, known))
      .find((message) => message !== null);
    if (refused) throw new ServiceError(400, refused);
    const badCode = await unknownCode(tx, buyer.id, form, included);
    if (badCode) throw new ServiceError(400, badCode);

    // As the checkout's budget validation judges: no budget under the charge code, or above what remains, nothing left included.
    const uncovered = withApproval ? itemCodeRefusal(buyer.budgetType, codedLines, holds) : null;
    if (uncovered?.problem === 'no_budget')
      throw new ServiceError(400, fill(ITEM_CODE_BUDGET_MESSAGES.no_budget, { code: uncovered.code }), 'item_code_no_budget', {
        item_code: uncovered.code,
      });
    if (uncovered)
      throw new ServiceError(400, `${SUBMIT_MESSAGES.itemCodeBudget} ${uncovered.code}`, 'item_code_budget', { item_code: uncovered.code });

    if (approval && (!approval.budgetRow || !approval.budget.valid))
      throw new ServiceError(400, WORKFLOW_MESSAGES.budgetFailed, 'budget_check_failed');

    let operations = 0;
    for (const item of included) {
      await changeStock(tx, item.sku_id, -item.quantity);
      operations += 1;
    }
    if (approval?.budgetRow) {
      await changeBudget(tx, approval.budgetRow.id, { pending: grandTotal, committed: 0 });
      await moveItemCodeHolds(tx, holds, { pending: 1, committed: 0 });
      operations += 1 + holds.length;
    }

    const now = new Date();
    const isBudgetPending = approval?.budget.requiresApproval ?? false;
    const budgetApprovalFirst = approval?.workflow.budgetApprovalFirst ?? true;
    const firstStep = approval
      ? approvalSteps(approval.stages, grandTotal, { overBudget: isBudgetPending, approvalFirst: budgetApprovalFirst })[0]
      : null;
    const order = await completeOrder(tx, orderId, {
      // Numbered only now, everything checked: a refused submit uses up no PO number.
      poId: poIdOf(await takePoNumber(tx), now),
      userId: user.id,
      // Without a workflow the order is where an approved one arrives after its last stage.
      status: firstStep === null ? 'processing' : firstStep === BUDGET_STAGE ? 'budget_approval' : 'workflow_approval',
      currentStage: firstStep,
      workflowId: approval?.workflow.id ?? null,
      budgetApprovalFirst,
      locationId,
      projectId: form.project_id,
      form,
      alternateEmail: form.apply_alt_receipient === 'Y' && form.alt_email.trim() !== '' ? form.alt_email.trim() : null,
      ...totals,
      isBudgetPending,
      budgetPeriod: period,
      updatedAt: now,
    });
    operations += 1;
    // The order keeps the stages and approvers it goes through: a later change of the workflow is not its.
    if (approval) await keepOrderStages(tx, orderId, approval.stages);

    operations += await insertOrderLines(
      tx,
      included.map((line) => {
        const key = String(line.sku_id);
        const fields = Object.fromEntries(
          (
            [
              'item_code',
              'item_code_description',
              'eb_number_code',
              'eb_number_chargecode',
              'eb_number_year',
              'eb_number_category_code',
              'eb_number_input',
              'eb_number_input2',
              'has_capex',
              'special_budget_category_code',
              'payment_code',
              'category_code',
              'justification',
            ] as const
          ).flatMap((name) => {
            const value = form[name][key];
            return value === undefined ? [] : [[name, value]];
          }),
        );
        return orderLineOf(
          orderId,
          line,
          line.justification && !fields.justification ? { ...fields, justification: line.justification } : fields,
        );
      }),
    );

    const sellerIds = new Set(included.map((line) => line.sl_id));
    for (const [sellerId, ids] of Object.entries(request.seller_attachments)) {
      if (!sellerIds.has(Number(sellerId)) && ids.length > 0) throw new ServiceError(400, SUBMIT_MESSAGES.attachmentsUnavailable);
    }
    const claimed = await claimAttachments(tx, {
      buyerId: buyer.id,
      orderId,
      ids: await attachmentIdsOf(tx, buyer.id, {
        order: request.attachments.order,
        approval: request.attachments.approval,
        seller: request.seller_attachments,
      }),
      // An edit carries the files of the order it replaces.
      ...(edit ? { carriedFrom: edit.originalId } : {}),
    });
    operations += claimed.length;

    operations += edit
      ? await deleteEditLines(tx, edit.originalId)
      : await deleteCartLines(
          tx,
          buyer,
          included.map((line) => line.sku_id),
        );
    return resultOf(order, 'created', operations, startedAt);
  });
}

export function submitMessage(result: SubmitResult): string {
  if (result.status === 'processing') return SUBMIT_MESSAGES.placed;
  return result.isBudgetPending ? SUBMIT_MESSAGES.submittedBudget : SUBMIT_MESSAGES.submitted;
}
