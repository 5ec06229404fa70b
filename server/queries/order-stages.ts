/** The stages and approvers each pre-order keeps from the workflow it was submitted under. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preOrderStageApprovers, preOrderStages, users } from '../db/schema';
import type { StageWithApprovers } from './workflow-model';

/** Copies the stages (and their approvers) an order goes through onto the order, as they stand now. */
export async function keepOrderStages(db: Database, orderId: number, stages: readonly StageWithApprovers[]): Promise<void> {
  if (stages.length === 0) return;
  const rows = await db
    .insert(preOrderStages)
    .values(stages.map((stage) => ({ orderId, stage: stage.stage, label: stage.label, fromAmount: stage.fromAmount })))
    .returning({ id: preOrderStages.id, stage: preOrderStages.stage });
  const idOf = new Map(rows.map((row) => [row.stage, row.id]));
  const approvers = stages.flatMap((stage) =>
    stage.approvers.map((approver) => ({
      orderStageId: idOf.get(stage.stage) as number,
      userId: approver.userId,
      orderBy: approver.orderBy,
    })),
  );
  if (approvers.length > 0) await db.insert(preOrderStageApprovers).values(approvers);
}

/** Each order's own stages in order, each with its approvers (named as they are named now), by order id. */
export async function stagesOfOrderIds(db: Database, orderIds: readonly number[]): Promise<Map<number, StageWithApprovers[]>> {
  const found = new Map<number, StageWithApprovers[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return found;
  const stages = await db
    .select()
    .from(preOrderStages)
    .where(inArray(preOrderStages.orderId, [...orderIds]))
    .orderBy(asc(preOrderStages.orderId), asc(preOrderStages.stage));
  if (stages.length === 0) return found;
  const approvers = await db
    .select({
      orderStageId: preOrderStageApprovers.orderStageId,
      userId: users.id,
      name: users.name,
      email: users.email,
      orderBy: preOrderStageApprovers.orderBy,
    })
    .from(preOrderStageApprovers)
    .innerJoin(users, eq(users.id, preOrderStageApprovers.userId))
    .where(
      inArray(
        preOrderStageApprovers.orderStageId,
        stages.map((stage) => stage.id),
      ),
    )
    .orderBy(asc(preOrderStageApprovers.orderBy), asc(users.id));
  for (const stage of stages) {
    found.get(stage.orderId)?.push({
      id: stage.id,
      stage: stage.stage,
      label: stage.label,
      fromAmount: stage.fromAmount,
      approvers: approvers
        .filter((approver) => approver.orderStageId === stage.id)
        .map(({ orderStageId: _stage, ...approver }) => approver),
    });
  }
  return found;
}
