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
import { locationRow, projectRow, workflowRows, type LocationRow, type ProjectRow } from '../queries/workflow-read';
import { currentBudgetPeriod } from './budget-periods';
import { ServiceError } from './errors';

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

/** One of the buyer's locations, and one of its projects when named; another buyer's (or another location's project) is a 404. */
export async function ownLocationAndProject(
  db: Database,
  buyerId: number,
  locationId: number,
  projectId: number | null,
): Promise<{ location: LocationRow; project: ProjectRow | null }> {
  const location = await locationRow(db, buyerId, locationId);
  if (!location) throw new ServiceError(404, 'No such location', 'unknown_location');
  if (projectId === null) return { location, project: null };
  const project = await projectRow(db, buyerId, projectId);
  if (!project || project.locationId !== locationId) throw new ServiceError(404, 'No such charge code at this location');
  return { location, project };
}

/** The session's own user and company: a client naming another user or company for a budget is refused. */
export function assertOwnIds(session: { userId: number; buyerId: number }, claimed: { userId: number; byId: number }): void {
  if (claimed.userId !== session.userId || claimed.byId !== session.buyerId)
    throw new ServiceError(403, 'You can only check the budgets of your own account');
}
