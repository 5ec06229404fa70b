/**
 * The workflow an order goes through (spec 2 sections 4 to 6): its stages and approvers at the
 * grand total, its spending limit and its budget. Checkout reads it; submit re-checks with it.
 * Money in sen.
 */
import { fill } from '../../src/lib/fill';
import {
  checkBudget,
  exceedsSpendingLimit,
  NO_OTHER_APPROVER_MESSAGE,
  stageWithoutOtherApprover,
  stagesFor,
  WORKFLOW_MESSAGES,
  type BudgetCheck,
} from '../../src/lib/workflow';
import { budgetAfterRelease, type ReleasedHolds } from '../../src/lib/order-edit';
import type { Database } from '../db/client';
import {
  findBudget,
  findWorkflow,
  workflowStagesOf,
  type BudgetRow,
  type StageWithApprovers,
  type WorkflowRow,
} from '../queries/workflow-model';
import type { ErrorCode } from '../../src/contract/errors';
import { locationStanding, projectStanding, workflowRows, type LocationRow, type Orderer, type ProjectRow } from '../queries/workflow-read';
import { currentBudgetPeriod } from './budget-periods';
import { ServiceError } from './errors';

export type { Orderer };

interface StageApprover {
  userId: number;
  name: string;
  email: string;
  stage: number;
  label: string;
  orderBy: number;
}

export interface OrderWorkflow {
  /** Null when the location and project have no workflow. */
  workflow: WorkflowRow | null;
  /** The stages an order of this total goes through, in order, each with its approvers. */
  stages: StageWithApprovers[];
  /** Every approver of those stages, stage by stage. */
  approvers: StageApprover[];
  exceedsSpendingLimit: boolean;
  /** The budget row (null: none), for a caller that holds or commits against it. */
  budgetRow: BudgetRow | null;
  budget: BudgetCheck;
  /**
   * Why the order cannot be submitted: no workflow, over the spending limit, or a stage with no
   * approver (WORKFLOW_MESSAGES); null when it can. The budget never blocks: over it, the order
   * goes to budget approval, and without one it is for the caller to refuse.
   */
  blocker: string | null;
}

function blockerOf(workflow: WorkflowRow | null, overLimit: boolean, stages: StageWithApprovers[]): string | null {
  if (!workflow) return WORKFLOW_MESSAGES.notConfigured;
  if (overLimit) return WORKFLOW_MESSAGES.spendingLimit;
  if (stages.length === 0 || stages.some((stage) => stage.approvers.length === 0)) return WORKFLOW_MESSAGES.noApprovers;
  return null;
}

/**
 * The workflow of an order of `grandTotalSen` at one of the buyer's locations and, optionally,
 * one of its projects (ownership is the caller's to check: see ownLocationAndProject). With
 * `lockBudget` the budget row is locked until the transaction ends. The budget is the one of
 * `period` (the first day of a budget period), by default the period today falls in. An edit is
 * judged with what the order it replaces gives back (`released`) taken off the budget's pending,
 * as its submit releases it before judging.
 */
export async function workflowForOrder(
  db: Database,
  buyerId: number,
  locationId: number,
  projectId: number | null,
  grandTotalSen: number,
  lockBudget = false,
  released: ReleasedHolds | null = null,
  period?: string,
): Promise<OrderWorkflow> {
  const place = { locationId, projectId, period: period ?? (await currentBudgetPeriod(db, buyerId)) };
  const [workflow, budgetRow] = await Promise.all([findWorkflow(db, buyerId, locationId, projectId), findBudget(db, place, lockBudget)]);
  const stages = workflow ? stagesFor(await workflowStagesOf(db, workflow.id), grandTotalSen) : [];
  const overLimit = workflow !== null && exceedsSpendingLimit(workflow.spendingLimit, grandTotalSen);
  return {
    workflow,
    stages,
    approvers: stages.flatMap((stage) => stage.approvers.map((approver) => ({ ...approver, stage: stage.stage, label: stage.label }))),
    exceedsSpendingLimit: overLimit,
    budgetRow,
    budget: checkBudget(budgetAfterRelease(budgetRow, place, released), grandTotalSen),
    blocker: blockerOf(workflow, overLimit, stages),
  };
}

/**
 * Why nobody could decide an order placed by `placedBy` (its submitter, and for an edit those who
 * placed the orders it replaces) going through `stages`: the first stage whose every approver is
 * one of them, with submit's message naming it; null when each stage has another approver.
 */
export function ownApprovalProblem(
  stages: readonly StageWithApprovers[],
  placedBy: readonly number[],
): { stage: string; message: string } | null {
  const stage = stageWithoutOtherApprover(stages, placedBy);
  return stage ? { stage: stage.label, message: fill(NO_OTHER_APPROVER_MESSAGE, { stage: stage.label }) } : null;
}

/**
 * Whether the company has configured any approval workflow. One that has none orders without
 * approval (spec 2 section 5): location and charge code optional, no budget, the order placed
 * straight into processing.
 */
export async function approvalConfigured(db: Database, buyerId: number): Promise<boolean> {
  return (await workflowRows(db, buyerId)).length > 0;
}

/** Why a person may not order for a location or under a charge code of their company. */
const ORDERING_MESSAGES = {
  unknownLocation: 'No such location',
  unknownProject: 'No such charge code at this location',
  locationArchived: 'This location is archived and takes no new orders; choose another',
  locationNotAllowed: 'You may not order for this location; your administrator chooses the locations you order for',
  projectArchived: 'This charge code is archived and takes no new orders; choose another',
  projectNotAllowed: 'You may not order under this charge code; your administrator chooses the charge codes you order under',
} as const;

/** A refusal of a location or charge code: 404 not the company's, 400 archived, 403 not the person's. */
export interface OrderingRefusal {
  status: 400 | 403 | 404;
  code: ErrorCode;
  message: string;
  field: 'location_id' | 'project_id';
}

const refusal = (status: OrderingRefusal['status'], code: ErrorCode, message: string, field: OrderingRefusal['field']) => ({
  refusal: { status, code, message, field },
});

/**
 * Whether the person may order for the location, and under the charge code when one is named:
 * the company's, not archived, and on the person's lists when an administrator restricted them.
 * Every checkout and submit route asks this, so an archived or forbidden place is refused alike.
 * A submit holds them (`lock`) until its order is placed, so archiving one waits and counts it.
 */
export async function orderingPlace(
  db: Database,
  orderer: Orderer,
  locationId: number,
  projectId: number | null,
  lock = false,
): Promise<{ location: LocationRow; project: ProjectRow | null } | { refusal: OrderingRefusal }> {
  const location = await locationStanding(db, orderer, locationId, lock);
  if (!location) return refusal(404, 'unknown_location', ORDERING_MESSAGES.unknownLocation, 'location_id');
  if (location.row.archivedAt) return refusal(400, 'location_archived', ORDERING_MESSAGES.locationArchived, 'location_id');
  if (!location.allowed) return refusal(403, 'location_not_allowed', ORDERING_MESSAGES.locationNotAllowed, 'location_id');
  if (projectId === null) return { location: location.row, project: null };
  const project = await projectStanding(db, orderer, projectId, lock);
  if (!project || project.row.locationId !== locationId) return refusal(404, 'not_found', ORDERING_MESSAGES.unknownProject, 'project_id');
  if (project.row.archivedAt) return refusal(400, 'charge_code_archived', ORDERING_MESSAGES.projectArchived, 'project_id');
  if (!project.allowed) return refusal(403, 'charge_code_not_allowed', ORDERING_MESSAGES.projectNotAllowed, 'project_id');
  return { location: location.row, project: project.row };
}

/** The location and charge code (when named) the person orders for; refused as orderingPlace says. */
export async function ownLocationAndProject(
  db: Database,
  orderer: Orderer,
  locationId: number,
  projectId: number | null,
): Promise<{ location: LocationRow; project: ProjectRow | null }> {
  const place = await orderingPlace(db, orderer, locationId, projectId);
  if ('refusal' in place) throw new ServiceError(place.refusal.status, place.refusal.message, place.refusal.code);
  return place;
}

/** The session's own user and company: a client naming another user or company for a budget is refused. */
export function assertOwnIds(session: { userId: number; buyerId: number }, claimed: { userId: number; byId: number }): void {
  if (claimed.userId !== session.userId || claimed.byId !== session.buyerId)
    throw new ServiceError(403, 'You can only check the budgets of your own account');
}
