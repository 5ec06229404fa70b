/**
 * Why Submit is held (spec 2 section 5), each reason tied to the step and the field that clears it,
 * so the wizard can name them, move focus there, and mark a step complete only when nothing of it
 * holds the order. Pure: the component only renders what this answers.
 */
import type { FieldErrors } from './form-state';

/** The wizard's steps by index: Buyer Details, Attachment For Approver, Product Details. */
export type StepIndex = 0 | 1 | 2;

export interface Blocker {
  step: StepIndex;
  /** The field that clears it, keyed as FieldErrors are (`item_code:12`, `line:12`, `approval`); null when no field does. */
  field: string | null;
  message: string;
}

export interface BlockerInput {
  submitting: boolean;
  lineCount: number;
  /** The lines in hand were judged for another delivery address, location or project than the one now chosen. */
  rechecking: boolean;
  uploading: boolean;
  uploadFailed: boolean;
  /** Each step's field problems. */
  fieldErrors: readonly [FieldErrors, FieldErrors, FieldErrors];
  /** Lines the order cannot take as they are (below MOQ, out of stock, over the price limit), with the line's message. */
  lineProblems: readonly { skuId: number; message: string }[];
  /** Unmet vendor minimums ('must exceed ... respectively'). */
  vendorMinimumErrors: readonly string[];
  /** What the workflow, approvers and budget checks hold, already tied to a step and field. */
  workflowHolds: readonly Blocker[];
}

/** The reasons the wizard itself holds Submit for; an element passes its own language's. */
export const BLOCKER_MESSAGES = {
  rechecking: 'Checking the products for the delivery address...',
  cartEmpty: 'Cart is empty. Cannot proceed to checkout.',
  uploading: 'Please wait for all attachments to finish uploading',
  uploadFailed: 'Some files failed to upload. Please try again or remove the failed files.',
} as const;

const fieldBlockers = (step: StepIndex, errors: FieldErrors): Blocker[] =>
  Object.entries(errors).map(([field, message]) => ({ step, field, message }));

/** Every reason Submit is held, in the order the buyer meets them; none while the order is being submitted. */
export function submitBlockers(input: BlockerInput, messages: Record<keyof typeof BLOCKER_MESSAGES, string> = BLOCKER_MESSAGES): Blocker[] {
  if (input.submitting) return [];
  if (input.lineCount === 0) return [{ step: 2, field: null, message: messages.cartEmpty }];
  const all: Blocker[] = [
    ...(input.rechecking ? [{ step: 2 as const, field: null, message: messages.rechecking }] : []),
    ...fieldBlockers(0, input.fieldErrors[0]),
    ...(input.uploading ? [{ step: 1 as const, field: null, message: messages.uploading }] : []),
    ...(input.uploadFailed ? [{ step: 1 as const, field: null, message: messages.uploadFailed }] : []),
    ...fieldBlockers(1, input.fieldErrors[1]),
    ...input.lineProblems.map((problem) => ({ step: 2 as const, field: `line:${problem.skuId}`, message: problem.message })),
    ...input.vendorMinimumErrors.map((message) => ({ step: 2 as const, field: null, message })),
    ...fieldBlockers(2, input.fieldErrors[2]),
    ...input.workflowHolds,
  ];
  // One reason per field: the first one named is the one to fix first.
  return all.filter(
    (blocker, index) =>
      blocker.field === null || all.findIndex((other) => other.step === blocker.step && other.field === blocker.field) === index,
  );
}

/** A step is complete once the buyer has opened it and nothing of it holds the order. */
export function stepComplete(blockers: readonly Blocker[], step: StepIndex, opened: ReadonlySet<StepIndex>): boolean {
  return opened.has(step) && !blockers.some((blocker) => blocker.step === step);
}

/** The element a blocker's field names inside the wizard. */
export function fieldSelector(field: string): string {
  if (field === 'order' || field === 'approval') return `[data-slot="${field}"] input[type="file"]`;
  const [name, id] = field.split(':');
  if (name === 'line') return `[data-sku="${id}"]`;
  return `[name="${id === undefined ? name : `${name}_${id}`}"]`;
}

/** The per-SKU fields of step 3, as FieldErrors key them (`item_code:12`). */
const LINE_FIELDS = new Set([
  'item_code',
  'justification',
  'eb_number_year',
  'eb_number_category_code',
  'eb_number_input',
  'eb_number_input2',
  'category_code',
  'special_budget_category_code',
  'payment_code',
]);

/** The step a field keyed as FieldErrors are lives on. */
function stepOfField(field: string): StepIndex {
  const [name] = field.split(':');
  if (name === 'order' || name === 'approval') return 1;
  return LINE_FIELDS.has(name) ? 2 : 0;
}

/** A refused submit as the server answers it: its code, figures and the fields it names. */
export interface SubmitRefusal {
  code?: string;
  message: string;
  item_code?: string;
  validation?: readonly { field: string; message: string }[];
}

export interface RefusalPlaces {
  /** The lines an item code is chosen for. */
  linesOfItemCode: (code: string) => number[];
  /** Where the charge code is chosen: the project, or the location when it has none. */
  projectField: 'project_id' | 'location_id';
}

/**
 * Where a refused submit is fixed: each field the server names (`delivery_date_request.3` as the
 * wizard keys it, `delivery_date_request:3`), else the field its code concerns; empty when the
 * refusal concerns no field (stock, a spending limit), which the wizard's own checks show again.
 */
export function refusalBlockers(refusal: SubmitRefusal, places: RefusalPlaces): Blocker[] {
  const at = (field: string, message = refusal.message): Blocker => ({ step: stepOfField(field), field, message });
  if (refusal.validation && refusal.validation.length > 0)
    return refusal.validation.map((entry) => at(entry.field.replace('.', ':'), entry.message));
  switch (refusal.code) {
    case 'item_code_budget':
    case 'item_code_no_budget':
      return refusal.item_code ? places.linesOfItemCode(refusal.item_code).map((sku) => at(`item_code:${sku}`)) : [];
    case 'approval_document_required':
      return [at('approval')];
    case 'order_attachment_required':
      return [at('order')];
    case 'no_other_approver':
    case 'no_approvers':
    case 'budget_check_failed':
      return [at(places.projectField)];
    case 'workflow_not_configured':
      return [at('location_id')];
    default:
      return [];
  }
}
