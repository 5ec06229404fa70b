import { z } from '@hono/zod-openapi';
import { id, idParam, int, ringgitAmount, ringgitText, trimmedText } from './common';

/*
 * Company administration, approval workflows: per location, and per charge code (project) where
 * it differs (a project's own workflow wins over its location's), the stages in order with their
 * approvers and the amount from which each applies, the spending limit and whether budget
 * approval comes before the stages or after them. Money in RM. An order keeps the stages and
 * approvers it was submitted under: a change reaches only the orders submitted after it.
 */

/** The most stages a workflow has. */
const MAX_WORKFLOW_STAGES = 10;
/** The most approvers a stage has. */
const MAX_STAGE_APPROVERS = 20;

/** An approver of a stage as the administrators see them. */
const WorkflowApproverSchema = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    /** Still an active approver of the company; false once deactivated or made a buyer (a replace must then drop them). */
    activeApprover: z.boolean(),
  })
  .openapi('WorkflowApprover');

const WorkflowStageSchema = z
  .object({
    /** 1, 2, ...: the order in which the stages decide. */
    stage: int,
    label: z.string(),
    /** RM: the stage decides orders whose grand total is at least this. */
    fromAmount: z.number(),
    approvers: z.array(WorkflowApproverSchema),
  })
  .openapi('WorkflowStage');

/** A workflow of the company, with the names a screen shows beside the ids. */
const CompanyWorkflowSchema = z
  .object({
    id,
    name: z.string(),
    location: z.object({ id, name: z.string() }),
    /** The charge code whose own workflow this is; null: the location's. */
    project: z.object({ id, name: z.string(), code: z.string() }).nullable(),
    /** RM: the largest grand total it accepts; null for none. */
    spendingLimit: z.number().nullable(),
    /** An order over its budget is approved for the budget before the stages (true) or after them (false). */
    budgetApprovalFirst: z.boolean(),
    stages: z.array(WorkflowStageSchema),
    /** Orders submitted under it still waiting for a decision: they keep the stages and approvers they were submitted with. */
    ordersInApproval: int,
  })
  .openapi('CompanyWorkflow');

/** GET /company/workflows */
export const CompanyWorkflowsResponseSchema = z
  .object({ success: z.literal(true), data: z.array(CompanyWorkflowSchema) })
  .openapi('CompanyWorkflowsResponse');

/** POST /company/workflows, PUT /company/workflows/{id} */
export const CompanyWorkflowResponseSchema = z.object({ success: z.literal(true), data: CompanyWorkflowSchema });

const StageRequestSchema = z
  .object({
    label: trimmedText(100),
    /** RM: from which grand total the stage decides; 0 for every order. */
    fromAmount: ringgitAmount(),
    approverIds: z
      .array(id)
      .max(MAX_STAGE_APPROVERS, `must name at most ${MAX_STAGE_APPROVERS} approvers`)
      .refine((ids) => new Set(ids).size === ids.length, 'must not name an approver twice')
      .openapi({ uniqueItems: true }),
  })
  .openapi('WorkflowStageRequest');

/** POST /company/workflows, PUT /company/workflows/{id}: the whole definition. */
export const WorkflowRequestSchema = z
  .object({
    name: trimmedText(100),
    locationId: id,
    /** A charge code of that location for its own workflow; null (or left out): the location's workflow. */
    projectId: id.nullable().default(null),
    /** RM; null for none. */
    spendingLimit: ringgitAmount().nullable(),
    budgetApprovalFirst: z.boolean().default(true),
    /** In the order they decide. */
    stages: z
      .array(StageRequestSchema)
      .min(1, 'must have at least one stage')
      .max(MAX_WORKFLOW_STAGES, `must have at most ${MAX_WORKFLOW_STAGES} stages`),
  })
  .openapi('WorkflowRequest');

/** GET /company/workflows/preview: an order of `amount` RM for a location and, optionally, a charge code. */
export const WorkflowPreviewQuerySchema = z.object({
  location: idParam,
  project: idParam.optional(),
  amount: ringgitText,
});

/** A decision the order would wait for, in order: budget approval or a stage. */
const PreviewStepSchema = z
  .object({
    kind: z.enum(['budget', 'stage']),
    /** 0 for budget approval (decided by the approvers of the last stage the order reaches). */
    stage: int,
    label: z.string(),
    approvers: z.array(z.object({ id, name: z.string() })),
  })
  .openapi('WorkflowPreviewStep');

/** GET /company/workflows/preview */
export const WorkflowPreviewResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      amount: z.number(),
      location: z.object({ id, name: z.string() }),
      project: z.object({ id, name: z.string() }).nullable(),
      /** False when the company has no workflow at all: its orders are placed without approval, straight into processing. */
      approvalRequired: z.boolean(),
      /** The workflow that applies (the charge code's own, else the location's); null: none, the order cannot be submitted. */
      workflow: z.object({ id, name: z.string(), spendingLimit: z.number().nullable(), budgetApprovalFirst: z.boolean() }).nullable(),
      /** Why such an order cannot be submitted (no workflow, over the spending limit, a stage without approvers, no budget); null when it can. */
      refusal: z
        .object({
          code: z.enum(['workflow_not_configured', 'workflow_budget_limit', 'no_approvers', 'budget_check_failed']),
          message: z.string(),
        })
        .nullable(),
      /** The order is over what the budget has left now, so it needs budget approval (where `steps` puts it). */
      overBudget: z.boolean(),
      /** The decisions it goes through, in order; empty when refused. */
      steps: z.array(PreviewStepSchema),
    }),
  })
  .openapi('WorkflowPreviewResponse');
