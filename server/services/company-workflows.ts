/**
 * A buyer company's approval workflows, administered by its own administrators: per location and
 * charge code, the stages in order with their approvers and from-amounts, the spending limit and
 * where budget approval comes. Each stage decides the orders whose grand total reaches its own
 * from-amount (stagesFor), so from-amounts need not rise with the stages; but some stage must
 * decide an order of RM 0, and none may start above the spending limit, where no order reaches
 * it. Orders already submitted keep the stages and approvers they were submitted under, so a
 * change or a removal reaches only later orders. Every change writes one audit entry in the
 * transaction that makes it.
 */
import type { z } from 'zod';
import type { WorkflowRequestSchema } from '../../src/contract/company-workflows';
import { toRinggit, toSen } from '../../src/lib/money';
import { approvalSteps, BUDGET_STAGE, WORKFLOW_MESSAGES } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  deleteWorkflow,
  insertWorkflow,
  lockActiveApprovers,
  lockWorkflow,
  ordersInApproval,
  replaceStages,
  stagesOfWorkflows,
  stagesOnlyApprovedBy,
  updateWorkflow,
  workflowAt,
  workflowHeads,
  type WorkflowHeadRow,
  type WorkflowStageRow,
} from '../queries/company-workflows';
import { locationRow, projectRow } from '../queries/workflow-read';
import { recordAudit } from './company-audit';
import type { CompanyAdministrator } from './company-people';
import { STATUS_LABELS } from '../domain/order-status';
import { decidingStage } from './approvals';
import { ServiceError } from './errors';
import { approvalConfigured, workflowForOrder } from './workflow-rules';

export type WorkflowRequest = z.output<typeof WorkflowRequestSchema>;

/** A workflow as the administration answers show it (money in RM). */
export interface CompanyWorkflow {
  id: number;
  name: string;
  location: { id: number; name: string };
  project: { id: number; name: string; code: string } | null;
  spendingLimit: number | null;
  budgetApprovalFirst: boolean;
  stages: { stage: number; label: string; fromAmount: number; approvers: WorkflowStageRow['approvers'] }[];
  ordersInApproval: number;
}

function workflowOf(head: WorkflowHeadRow, stages: readonly WorkflowStageRow[], waiting: number): CompanyWorkflow {
  return {
    id: head.id,
    name: head.name,
    location: { id: head.locationId, name: head.locationName },
    project: head.projectId === null ? null : { id: head.projectId, name: head.projectName ?? '', code: head.projectCode ?? '' },
    spendingLimit: head.spendingLimit === null ? null : toRinggit(head.spendingLimit),
    budgetApprovalFirst: head.budgetApprovalFirst,
    stages: stages
      .filter((stage) => stage.workflowId === head.id)
      .map((stage) => ({ stage: stage.stage, label: stage.label, fromAmount: toRinggit(stage.fromAmount), approvers: stage.approvers })),
    ordersInApproval: waiting,
  };
}

async function workflowsOf(db: Database, buyerId: number, workflowId?: number): Promise<CompanyWorkflow[]> {
  const heads = await workflowHeads(db, buyerId, workflowId);
  const ids = heads.map((head) => head.id);
  const [stages, waiting] = await Promise.all([stagesOfWorkflows(db, ids), ordersInApproval(db, ids)]);
  return heads.map((head) => workflowOf(head, stages, waiting.get(head.id) ?? 0));
}

/** The company's workflows with their location and charge code names, stages and approvers. */
export function companyWorkflows(db: Database, admin: CompanyAdministrator): Promise<CompanyWorkflow[]> {
  return workflowsOf(db, admin.buyer.id);
}

/** What the audit log keeps of a workflow before and after a change. */
function auditedOf(workflow: CompanyWorkflow) {
  return {
    name: workflow.name,
    location: workflow.location,
    project: workflow.project,
    spendingLimit: workflow.spendingLimit,
    budgetApprovalFirst: workflow.budgetApprovalFirst,
    stages: workflow.stages.map((stage) => ({
      stage: stage.stage,
      label: stage.label,
      fromAmount: stage.fromAmount,
      approvers: stage.approvers.map((approver) => ({ id: approver.id, name: approver.name })),
    })),
  };
}

/** `stage 2 (Finance Approval)`: how a refusal names a stage of the request. */
const stageName = (index: number, label: string) => `stage ${index + 1} (${label})`;

/**
 * The request's rules the contract cannot state: the location and charge code are the company's
 * (404), the approvers its active approvers, some stage decides an order of RM 0, none starts above
 * the spending limit, and no other workflow has this location and charge code (409).
 */
async function checkDefinition(db: Database, buyerId: number, request: WorkflowRequest, except?: number): Promise<void> {
  if (!(await locationRow(db, buyerId, request.locationId))) throw new ServiceError(404, 'No such location in your company (locationId)');
  if (request.projectId !== null) {
    const project = await projectRow(db, buyerId, request.projectId);
    if (!project || project.locationId !== request.locationId)
      throw new ServiceError(404, 'No such charge code at this location of your company (projectId)');
  }
  for (const [index, stage] of request.stages.entries()) {
    if (stage.approverIds.length === 0)
      throw new ServiceError(
        400,
        `stages.${index}.approverIds: ${stageName(index, stage.label)} has no approver; every stage needs at least one`,
        'stage_without_approver',
        { stage: stage.label },
      );
  }
  const approvers = await lockActiveApprovers(db, buyerId, [...new Set(request.stages.flatMap((stage) => stage.approverIds))]);
  for (const [index, stage] of request.stages.entries()) {
    const other = stage.approverIds.find((userId) => !approvers.has(userId));
    if (other !== undefined)
      throw new ServiceError(
        400,
        `stages.${index}.approverIds: user ${other} is not an active approver of your company (${stageName(index, stage.label)})`,
        'not_an_approver',
        { stage: stage.label },
      );
  }
  if (!request.stages.some((stage) => stage.fromAmount === 0))
    throw new ServiceError(
      400,
      'stages: no stage applies from RM 0, so an order below every from-amount would find no approver; let one stage apply from 0',
      'no_stage_from_zero',
    );
  if (request.spendingLimit !== null) {
    const limit = request.spendingLimit;
    const index = request.stages.findIndex((stage) => stage.fromAmount > limit);
    if (index !== -1)
      throw new ServiceError(
        400,
        `stages.${index}.fromAmount: ${stageName(index, request.stages[index].label)} applies from above the spending limit, so no order would reach it`,
        'stage_unreachable',
        { stage: request.stages[index].label },
      );
  }
  const taken = await workflowAt(db, request, except);
  if (taken) throw workflowExists(taken.name);
}

const workflowExists = (name: string) =>
  new ServiceError(
    409,
    `projectId: the workflow "${name}" already serves this location and charge code; change it instead`,
    'workflow_exists',
  );

/** The request's values as they are written (money in sen). */
function valuesOf(request: WorkflowRequest) {
  return {
    workflow: {
      name: request.name,
      locationId: request.locationId,
      projectId: request.projectId,
      spendingLimit: request.spendingLimit === null ? null : toSen(request.spendingLimit),
      budgetApprovalFirst: request.budgetApprovalFirst,
    },
    stages: request.stages.map((stage) => ({ label: stage.label, fromAmount: toSen(stage.fromAmount), approverIds: stage.approverIds })),
  };
}

/** Two administrators saving a workflow for one place at once: the second is told, not answered 500. */
async function samePlaceRefused<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ServiceError(409, 'projectId: another workflow now serves this location and charge code', 'workflow_exists');
    throw error;
  }
}

/** Creates a workflow (refusals: checkDefinition). */
export function createWorkflow(db: Database, admin: CompanyAdministrator, request: WorkflowRequest, now = new Date()) {
  const buyerId = admin.buyer.id;
  return samePlaceRefused(() =>
    db.transaction(async (tx) => {
      await checkDefinition(tx, buyerId, request);
      const values = valuesOf(request);
      const id = await insertWorkflow(tx, buyerId, values.workflow);
      await replaceStages(tx, id, values.stages);
      const [created] = await workflowsOf(tx, buyerId, id);
      await recordAudit(tx, {
        buyerId,
        actorId: admin.user.id,
        action: 'workflow_created',
        subject: `workflow:${id}`,
        after: auditedOf(created),
        at: now,
      });
      return created;
    }),
  );
}

/** Replaces a workflow's whole definition (404 for another company's); orders already submitted keep theirs. */
export function replaceWorkflow(db: Database, admin: CompanyAdministrator, workflowId: number, request: WorkflowRequest, now = new Date()) {
  const buyerId = admin.buyer.id;
  return samePlaceRefused(() =>
    db.transaction(async (tx) => {
      if (!(await lockWorkflow(tx, buyerId, workflowId))) throw new ServiceError(404, 'No such workflow in your company');
      const [before] = await workflowsOf(tx, buyerId, workflowId);
      await checkDefinition(tx, buyerId, request, workflowId);
      const values = valuesOf(request);
      await updateWorkflow(tx, workflowId, values.workflow);
      await replaceStages(tx, workflowId, values.stages);
      const [after] = await workflowsOf(tx, buyerId, workflowId);
      await recordAudit(tx, {
        buyerId,
        actorId: admin.user.id,
        action: 'workflow_changed',
        subject: `workflow:${workflowId}`,
        before: auditedOf(before),
        after: auditedOf(after),
        at: now,
      });
      return after;
    }),
  );
}

/** Removes a workflow (404 for another company's); orders submitted under it go on through the stages they keep. */
export async function removeWorkflow(db: Database, admin: CompanyAdministrator, workflowId: number, now = new Date()): Promise<void> {
  const buyerId = admin.buyer.id;
  await db.transaction(async (tx) => {
    if (!(await lockWorkflow(tx, buyerId, workflowId))) throw new ServiceError(404, 'No such workflow in your company');
    const [before] = await workflowsOf(tx, buyerId, workflowId);
    await deleteWorkflow(tx, workflowId);
    await recordAudit(tx, {
      buyerId,
      actorId: admin.user.id,
      action: 'workflow_removed',
      subject: `workflow:${workflowId}`,
      before: auditedOf(before),
      at: now,
    });
  });
}

/**
 * Refuses (409) taking the approver role or the account of the only active approver of a stage
 * of the company's workflows, naming the workflow and the stage: nobody would be left to decide it.
 * `field` leads the message (role or active).
 */
export async function keepStagesDecided(db: Database, buyerId: number, person: { id: number; name: string }, field: string): Promise<void> {
  const [sole] = await stagesOnlyApprovedBy(db, buyerId, person.id);
  if (sole)
    throw new ServiceError(
      409,
      `${field}: ${person.name} is the only active approver of stage ${sole.stage} (${sole.label}) of the workflow "${sole.workflow}"; add another approver to that stage first`,
      'only_approver',
      { stage: sole.label },
    );
}

/** What an order of an amount at a location and charge code would go through. */
export interface WorkflowPreview {
  amount: number;
  location: { id: number; name: string };
  project: { id: number; name: string } | null;
  approvalRequired: boolean;
  workflow: { id: number; name: string; spendingLimit: number | null; budgetApprovalFirst: boolean } | null;
  refusal: { code: 'workflow_not_configured' | 'workflow_budget_limit' | 'no_approvers' | 'budget_check_failed'; message: string } | null;
  overBudget: boolean;
  steps: { kind: 'budget' | 'stage'; stage: number; label: string; approvers: { id: number; name: string }[] }[];
}

const REFUSAL_CODES = {
  [WORKFLOW_MESSAGES.notConfigured]: 'workflow_not_configured',
  [WORKFLOW_MESSAGES.spendingLimit]: 'workflow_budget_limit',
  [WORKFLOW_MESSAGES.noApprovers]: 'no_approvers',
} as const;

/**
 * "An order of RM X for location L and charge code C goes through: ...": judged by the rule
 * checkout and submit judge by (workflowForOrder: the workflow that applies, its stages at the
 * amount, its spending limit, the budget as it stands now), in the order approval takes them.
 */
export async function previewWorkflow(
  db: Database,
  admin: CompanyAdministrator,
  query: { locationId: number; projectId: number | null; amount: number },
): Promise<WorkflowPreview> {
  const buyerId = admin.buyer.id;
  const location = await locationRow(db, buyerId, query.locationId);
  if (!location) throw new ServiceError(404, 'No such location in your company (location)');
  const project = query.projectId === null ? null : await projectRow(db, buyerId, query.projectId);
  if (query.projectId !== null && (!project || project.locationId !== location.id))
    throw new ServiceError(404, 'No such charge code at this location of your company (project)');
  const amountSen = toSen(query.amount);
  const place = { id: location.id, name: location.locationName };
  const charge = project ? { id: project.id, name: project.projectName } : null;
  // A company without any workflow orders without approval, straight into processing, as submit places it.
  if (!(await approvalConfigured(db, buyerId)))
    return {
      amount: query.amount,
      location: place,
      project: charge,
      approvalRequired: false,
      workflow: null,
      refusal: null,
      overBudget: false,
      steps: [],
    };
  const verdict = await workflowForOrder(db, buyerId, location.id, project?.id ?? null, amountSen);
  const { workflow } = verdict;
  const refusal: WorkflowPreview['refusal'] = verdict.blocker
    ? { code: REFUSAL_CODES[verdict.blocker as keyof typeof REFUSAL_CODES], message: verdict.blocker }
    : verdict.budget.valid
      ? null
      : { code: 'budget_check_failed', message: verdict.budget.message };
  const overBudget = verdict.budget.requiresApproval;
  const steps =
    refusal || !workflow
      ? []
      : approvalSteps(verdict.stages, amountSen, { overBudget, approvalFirst: workflow.budgetApprovalFirst }).map((number) => {
          const stage = decidingStage({ grandTotal: amountSen }, verdict.stages, number);
          const budget = number === BUDGET_STAGE;
          return {
            kind: budget ? ('budget' as const) : ('stage' as const),
            stage: number,
            label: budget ? STATUS_LABELS.en.budget_approval : (stage?.label ?? ''),
            approvers: (stage?.approvers ?? []).map((approver) => ({ id: approver.userId, name: approver.name })),
          };
        });
  return {
    amount: query.amount,
    location: place,
    project: charge,
    approvalRequired: true,
    workflow: workflow
      ? {
          id: workflow.id,
          name: workflow.name,
          spendingLimit: workflow.spendingLimit === null ? null : toRinggit(workflow.spendingLimit),
          budgetApprovalFirst: workflow.budgetApprovalFirst,
        }
      : null,
    refusal,
    overBudget: refusal ? false : overBudget,
    steps,
  };
}
