/** The buyer's workflow model as checkout, submit and approval read it. */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { budgets, users, workflowStageApprovers, workflowStages, workflows } from '../db/schema';

export type WorkflowRow = typeof workflows.$inferSelect;
export type BudgetRow = typeof budgets.$inferSelect;

export interface StageWithApprovers {
  id: number;
  stage: number;
  label: string;
  fromAmount: number;
  approvers: { userId: number; name: string; email: string; orderBy: number }[];
}

/**
 * The workflow of a location and project: the project's own when it has one, else the
 * location's (project null); null when neither is configured.
 */
export async function findWorkflow(
  db: Database,
  buyerId: number,
  locationId: number,
  projectId: number | null,
): Promise<WorkflowRow | null> {
  const rows = await db
    .select()
    .from(workflows)
    .where(
      and(
        eq(workflows.buyerId, buyerId),
        eq(workflows.locationId, locationId),
        projectId === null ? isNull(workflows.projectId) : or(eq(workflows.projectId, projectId), isNull(workflows.projectId)),
      ),
    );
  return rows.find((row) => row.projectId !== null) ?? rows[0] ?? null;
}

/** A workflow's stages in order, each with its approvers. */
export async function workflowStagesOf(db: Database, workflowId: number): Promise<StageWithApprovers[]> {
  const stages = await db.select().from(workflowStages).where(eq(workflowStages.workflowId, workflowId)).orderBy(asc(workflowStages.stage));
  if (stages.length === 0) return [];
  const approvers = await db
    .select({
      stageId: workflowStageApprovers.stageId,
      userId: users.id,
      name: users.name,
      email: users.email,
      orderBy: workflowStageApprovers.orderBy,
    })
    .from(workflowStageApprovers)
    .innerJoin(users, eq(users.id, workflowStageApprovers.userId))
    .where(
      inArray(
        workflowStageApprovers.stageId,
        stages.map((stage) => stage.id),
      ),
    )
    .orderBy(asc(workflowStageApprovers.orderBy), asc(users.id));
  return stages.map((stage) => ({
    id: stage.id,
    stage: stage.stage,
    label: stage.label,
    fromAmount: stage.fromAmount,
    approvers: approvers.filter((approver) => approver.stageId === stage.id).map(({ stageId: _stage, ...approver }) => approver),
  }));
}

/**
 * The budget of a location and project for a period (the project's own, else the location's);
 * `lock` holds it until the transaction ends.
 */
export async function findBudget(
  db: Database,
  place: { locationId: number; projectId: number | null; period: string },
  lock = false,
): Promise<BudgetRow | null> {
  const { locationId, projectId } = place;
  const query = db
    .select()
    .from(budgets)
    .where(
      and(
        eq(budgets.locationId, locationId),
        eq(budgets.periodStart, place.period),
        projectId === null ? isNull(budgets.projectId) : or(eq(budgets.projectId, projectId), isNull(budgets.projectId)),
      ),
    );
  const rows = lock ? await query.for('update') : await query;
  return rows.find((row) => row.projectId !== null) ?? rows[0] ?? null;
}
