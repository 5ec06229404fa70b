/** The checkout wizard's lookups (spec 2 section 7): locations, projects, codes, attachment settings, approvers, submit status. */
import type {
  AttachmentSettingsResponse,
  Approver,
  BuyerCode,
  ChargeCodeProject,
  CheckoutApproversResponse,
  UserWorkflowLocation,
  WorkflowLocation,
} from '../../src/contract/types';
import { toRinggit } from '../../src/lib/money';
import { WORKFLOW_MESSAGES } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import type { BuyerRow, UserRow } from '../env';
import {
  buyerCodeRows,
  checkoutSettingsRow,
  hasChargeCodeAccess,
  itemCodeRows,
  orderableLocationRows,
  orderableProjectRows,
  workflowRows,
  type CheckoutSettingsRow,
  type LocationRow,
  type ProjectRow,
} from '../queries/workflow-read';
import { type Orderer, ownApprovalProblem, ownLocationAndProject, workflowForOrder, type OrderWorkflow } from './workflow-rules';

export function toWorkflowLocation(row: LocationRow): WorkflowLocation {
  return {
    recid: row.id,
    location_name: row.locationName,
    state: row.state,
    lotNo: row.lotNo,
    street1: row.street1,
    street2: row.street2,
    postcode: row.postcode,
    city: row.city,
    countery: row.country,
  };
}

export function toChargeCodeProject(row: ProjectRow): ChargeCodeProject {
  return {
    project_id: row.id,
    project_name: row.projectName,
    project_code: row.projectCode,
    apply_address: row.applyAddress === 'Y' ? 'Y' : 'N',
    lotNo: row.lotNo,
    street1: row.street1,
    street2: row.street2,
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    countery: row.country,
  };
}

/** A company without settings: nothing required, no quotation ID. */
const NO_SETTINGS: Omit<CheckoutSettingsRow, 'buyerId'> = {
  approvalDocAmountFrom: 0,
  mandatoryOrderAttachment: 0,
  cartIdGenerator: false,
  sapPoidConfigured: false,
  alternateRecipientRequired: false,
};

export async function checkoutSettingsOf(db: Database, buyerId: number): Promise<Omit<CheckoutSettingsRow, 'buyerId'>> {
  return (await checkoutSettingsRow(db, buyerId)) ?? NO_SETTINGS;
}

/** Whether the user picks a charge code: charge-code access and workflow checkout (spec 2 section 5). */
export function showsChargeCode(buyer: BuyerRow, hasAccess: boolean): boolean {
  return buyer.checkoutType === 'workflow' && hasAccess;
}

/** GET /workflow/attachment-settings */
export async function attachmentSettings(db: Database, buyerId: number): Promise<Omit<AttachmentSettingsResponse, 'success'>> {
  const settings = await checkoutSettingsOf(db, buyerId);
  return {
    approval_doc_amount_from: toRinggit(settings.approvalDocAmountFrom),
    mandatory_order_attachment: settings.mandatoryOrderAttachment,
    cart_id_generator: settings.cartIdGenerator,
  };
}

/**
 * GET /workflow/validate-user-workflow: the locations the buyer orders for that have a workflow,
 * each matched when an order of the total can go through it (approvers at every stage, within the
 * spending limit). A location is judged by its own workflow, else by its first project's.
 */
export async function userWorkflowLocations(db: Database, orderer: Orderer, grandTotalSen: number): Promise<UserWorkflowLocation[]> {
  const { buyerId } = orderer;
  const [locations, workflows] = await Promise.all([orderableLocationRows(db, orderer), workflowRows(db, buyerId)]);
  const answers: UserWorkflowLocation[] = [];
  for (const location of locations) {
    const own = workflows
      .filter((workflow) => workflow.locationId === location.id)
      .toSorted((a, b) => Number(a.projectId !== null) - Number(b.projectId !== null) || a.id - b.id);
    if (own.length === 0) continue;
    const verdict = await workflowForOrder(db, buyerId, location.id, own[0].projectId, grandTotalSen);
    answers.push({ ...toWorkflowLocation(location), has_workflow: true, matched: verdict.blocker === null });
  }
  return answers;
}

/** GET /workflow/location-projects: the location's projects the user orders under when they pick charge codes, else none. */
export async function locationProjects(db: Database, user: UserRow, buyer: BuyerRow, locationId: number): Promise<ChargeCodeProject[]> {
  const orderer = { buyerId: buyer.id, userId: user.id };
  await ownLocationAndProject(db, orderer, locationId, null);
  if (!showsChargeCode(buyer, await hasChargeCodeAccess(db, user.id))) return [];
  return (await orderableProjectRows(db, orderer, locationId)).map(toChargeCodeProject);
}

function toApprovers(verdict: OrderWorkflow): Approver[] {
  return verdict.approvers.map((approver) => ({
    user_name: approver.name,
    email: approver.email,
    stage: approver.stage,
    stage_label: approver.label,
    order_by: approver.orderBy,
  }));
}

/** GET /workflow/checkout-approvers: without a workflow, success false with 'Please configure your Workflow Settings.' */
export async function checkoutApprovers(
  db: Database,
  orderer: Orderer,
  locationId: number,
  projectId: number | null,
  grandTotalSen: number,
): Promise<CheckoutApproversResponse> {
  const { buyerId } = orderer;
  await ownLocationAndProject(db, orderer, locationId, projectId);
  const verdict = await workflowForOrder(db, buyerId, locationId, projectId, grandTotalSen);
  if (!verdict.workflow) return { success: false, approvers: [], message: WORKFLOW_MESSAGES.notConfigured };
  const approvers = toApprovers(verdict);
  return approvers.length === 0 ? { success: true, approvers, message: WORKFLOW_MESSAGES.noApprovers } : { success: true, approvers };
}

/**
 * GET /workflow/check-submit-button-status: disabled with the reason, or enabled with ''. Also
 * disabled when a stage the order goes through has no approver but the buyer asking, since
 * nobody decides their own order.
 */
export async function submitButtonStatus(
  db: Database,
  asker: { buyerId: number; userId: number },
  locationId: number,
  projectId: number | null,
  grandTotalSen: number,
) {
  await ownLocationAndProject(db, asker, locationId, projectId);
  const { blocker, workflow, stages } = await workflowForOrder(db, asker.buyerId, locationId, projectId, grandTotalSen);
  const refusal = blocker ?? ownApprovalProblem(stages, [asker.userId])?.message ?? null;
  const limit = workflow?.spendingLimit ?? null;
  return { submit_disabled: refusal !== null, message: refusal ?? '', spending_limit: limit === null ? null : toRinggit(limit) };
}

export async function capitalBudgetCodes(db: Database, buyerId: number): Promise<BuyerCode[]> {
  return buyerCodeRows(db, buyerId, 'capital_budget');
}

export async function itemCodes(db: Database, buyerId: number): Promise<BuyerCode[]> {
  return (await itemCodeRows(db, buyerId)).map(({ recid, code, description }) => ({ recid, code, description }));
}
