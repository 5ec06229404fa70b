/** A company's approval workflows as its administrators read and change them. Money in sen. */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buyerLocations, chargeCodeProjects, preOrders, users, workflowStageApprovers, workflowStages, workflows } from '../db/schema';

/** A workflow with the names of its location and charge code. */
export interface WorkflowHeadRow {
  id: number;
  name: string;
  locationId: number;
  locationName: string;
  projectId: number | null;
  projectName: string | null;
  projectCode: string | null;
  spendingLimit: number | null;
  budgetApprovalFirst: boolean;
}

/** A stage of a workflow with its approvers, and whether each is still an active approver of the company. */
export interface WorkflowStageRow {
  workflowId: number;
  stage: number;
  label: string;
  fromAmount: number;
  approvers: { id: number; name: string; email: string; activeApprover: boolean }[];
}

/** The company's workflows (`workflowId`: only that one), by location name, then the location's own before its charge codes'. */
export function workflowHeads(db: Database, buyerId: number, workflowId?: number): Promise<WorkflowHeadRow[]> {
  return db
    .select({
      id: workflows.id,
      name: workflows.name,
      locationId: workflows.locationId,
      locationName: buyerLocations.locationName,
      projectId: workflows.projectId,
      projectName: chargeCodeProjects.projectName,
      projectCode: chargeCodeProjects.projectCode,
      spendingLimit: workflows.spendingLimit,
      budgetApprovalFirst: workflows.budgetApprovalFirst,
    })
    .from(workflows)
    .innerJoin(buyerLocations, eq(buyerLocations.id, workflows.locationId))
    .leftJoin(chargeCodeProjects, eq(chargeCodeProjects.id, workflows.projectId))
    .where(and(eq(workflows.buyerId, buyerId), workflowId === undefined ? undefined : eq(workflows.id, workflowId)))
    .orderBy(
      asc(buyerLocations.locationName),
      sql`${workflows.projectId} nulls first`,
      asc(chargeCodeProjects.projectName),
      asc(workflows.id),
    );
}

/** The stages of these workflows in order, each with its approvers. */
export async function stagesOfWorkflows(db: Database, workflowIds: readonly number[]): Promise<WorkflowStageRow[]> {
  if (workflowIds.length === 0) return [];
  const stages = await db
    .select()
    .from(workflowStages)
    .where(inArray(workflowStages.workflowId, [...workflowIds]))
    .orderBy(asc(workflowStages.workflowId), asc(workflowStages.stage));
  if (stages.length === 0) return [];
  const approvers = await db
    .select({
      stageId: workflowStageApprovers.stageId,
      id: users.id,
      name: users.name,
      email: users.email,
      activeApprover: sql<boolean>`${users.role} = 'approver' and ${users.active} = 'Y'`,
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
    workflowId: stage.workflowId,
    stage: stage.stage,
    label: stage.label,
    fromAmount: stage.fromAmount,
    approvers: approvers.filter((approver) => approver.stageId === stage.id).map(({ stageId: _stage, ...approver }) => approver),
  }));
}

/** How many orders submitted under each workflow still wait for a decision, by workflow id. */
export async function ordersInApproval(db: Database, workflowIds: readonly number[]): Promise<Map<number, number>> {
  if (workflowIds.length === 0) return new Map();
  const rows = await db
    .select({ workflowId: preOrders.workflowId, count: count() })
    .from(preOrders)
    .where(and(inArray(preOrders.workflowId, [...workflowIds]), inArray(preOrders.status, ['budget_approval', 'workflow_approval'])))
    .groupBy(preOrders.workflowId);
  return new Map(rows.map((row) => [row.workflowId ?? 0, row.count]));
}

/** One of the company's workflows, locked for the change about to be made; null for any other. */
export async function lockWorkflow(db: Database, buyerId: number, workflowId: number): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.id, workflowId), eq(workflows.buyerId, buyerId)))
    .for('update');
  return row ?? null;
}

/** The workflow of exactly this location and charge code (null: the location's own) other than `except`; null when none. */
export async function workflowAt(
  db: Database,
  place: { locationId: number; projectId: number | null },
  except?: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: workflows.id, name: workflows.name })
    .from(workflows)
    .where(
      and(
        eq(workflows.locationId, place.locationId),
        sql`coalesce(${workflows.projectId}, 0) = ${place.projectId ?? 0}`,
        except === undefined ? undefined : ne(workflows.id, except),
      ),
    );
  return row ?? null;
}

/**
 * Of these users, the company's active approvers, locked against a concurrent change of their
 * role or deactivation until the transaction ends.
 */
export async function lockActiveApprovers(db: Database, buyerId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.buyerId, buyerId), eq(users.role, 'approver'), eq(users.active, 'Y')))
    .orderBy(asc(users.id))
    .for('share');
  return new Set(rows.map((row) => row.id));
}

export type WorkflowValues = Pick<
  typeof workflows.$inferInsert,
  'name' | 'locationId' | 'projectId' | 'spendingLimit' | 'budgetApprovalFirst'
>;

/** A stage as it is written: label, from-amount (sen) and approver ids in order. */
export interface StageValues {
  label: string;
  fromAmount: number;
  approverIds: number[];
}

export async function insertWorkflow(db: Database, buyerId: number, values: WorkflowValues): Promise<number> {
  const [row] = await db
    .insert(workflows)
    .values({ ...values, buyerId })
    .returning({ id: workflows.id });
  return row.id;
}

export async function updateWorkflow(db: Database, workflowId: number, values: WorkflowValues): Promise<void> {
  await db.update(workflows).set(values).where(eq(workflows.id, workflowId));
}

/** Replaces the workflow's stages (and their approvers) with these, numbered from 1 in the order given. */
export async function replaceStages(db: Database, workflowId: number, stages: readonly StageValues[]): Promise<void> {
  await db.delete(workflowStages).where(eq(workflowStages.workflowId, workflowId));
  const inserted = await db
    .insert(workflowStages)
    .values(stages.map((stage, index) => ({ workflowId, stage: index + 1, label: stage.label, fromAmount: stage.fromAmount })))
    .returning({ id: workflowStages.id, stage: workflowStages.stage });
  const idOf = new Map(inserted.map((row) => [row.stage, row.id]));
  const approvers = stages.flatMap((stage, index) =>
    stage.approverIds.map((userId, order) => ({ stageId: idOf.get(index + 1) as number, userId, orderBy: order + 1 })),
  );
  if (approvers.length > 0) await db.insert(workflowStageApprovers).values(approvers);
}

export async function deleteWorkflow(db: Database, workflowId: number): Promise<void> {
  await db.delete(workflows).where(eq(workflows.id, workflowId));
}

/**
 * The stages of the company's workflows the user approves with no other active approver beside
 * them: taking their approver role or account would leave such a stage with nobody to decide it.
 */
export async function stagesOnlyApprovedBy(
  db: Database,
  buyerId: number,
  userId: number,
): Promise<{ workflow: string; stage: number; label: string }[]> {
  return db
    .select({ workflow: workflows.name, stage: workflowStages.stage, label: workflowStages.label })
    .from(workflowStageApprovers)
    .innerJoin(workflowStages, eq(workflowStages.id, workflowStageApprovers.stageId))
    .innerJoin(workflows, eq(workflows.id, workflowStages.workflowId))
    .where(
      and(
        eq(workflowStageApprovers.userId, userId),
        eq(workflows.buyerId, buyerId),
        sql`not exists (
          select 1 from ${workflowStageApprovers} other
          join ${users} on ${users.id} = other.user_id
          where other.stage_id = ${workflowStages.id} and other.user_id <> ${userId}
            and ${users.role} = 'approver' and ${users.active} = 'Y')`,
      ),
    )
    .orderBy(asc(workflows.name), asc(workflowStages.stage));
}
