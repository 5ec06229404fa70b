/**
 * The approver's inbox and decisions: an approver sees and decides only the orders of their buyer
 * company waiting at a stage they approve. Budget approval (stage 0) is decided by the approvers of
 * the last workflow stage that applies to the order's total. One decision per stage, whoever acts first.
 */
import type { ApprovalItem, BudgetPosition } from '../../src/contract/types';
import { toRinggit } from '../../src/lib/money';
import { stagesFor } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import { buyerOrder, changeBudget, decisionsOfOrders, linesOfOrders, lockSkusInOrder, moveOrder, recordDecision, waitingOrders, type PreOrderRow } from '../queries/orders';
import { findBudget, type StageWithApprovers } from '../queries/workflow-model';
import { ServiceError } from './errors';
import { moveItemCodeHolds } from './orders-budgets';
import { orderHolds, releaseOrder } from './order-release';
import { describeOrders, ORDER_MESSAGES, stageLabelOf, stagesOfOrders } from './orders';

export const APPROVAL_MESSAGES = {
  alreadyDecided: 'This order has already been decided at this stage',
  approved: 'Order approved',
  rejected: 'Order rejected',
} as const;

export interface Approver {
  userId: number;
  buyerId: number;
  email: string;
}

/** Whether the user approves the stage (0: budget approval, decided by the approvers of the last stage that applies to the total). */
function approvesStage(order: PreOrderRow, stages: readonly StageWithApprovers[], stage: number, userId: number): boolean {
  const deciding = stage === 0 ? stagesFor(stages, order.grandTotal).at(-1) : stages.find((candidate) => candidate.stage === stage);
  return deciding?.approvers.some((approver) => approver.userId === userId) ?? false;
}

/** The stage the order waits at (0 for budget approval), when the user approves it; else null. */
function stageToDecide(order: PreOrderRow, stages: readonly StageWithApprovers[], userId: number): number | null {
  const waiting = order.status === 'budget_approval' || order.status === 'workflow_approval';
  return waiting && order.currentStage !== null && approvesStage(order, stages, order.currentStage, userId) ? order.currentStage : null;
}

async function budgetPositionOf(db: Database, order: PreOrderRow): Promise<BudgetPosition | null> {
  if (order.locationId === null) return null;
  const budget = await findBudget(db, order.locationId, order.projectId);
  if (!budget) return null;
  return {
    budgetLimit: toRinggit(budget.budgetLimit),
    committed: toRinggit(budget.committed),
    pending: toRinggit(budget.pending),
    remaining: toRinggit(Math.max(0, budget.budgetLimit - budget.committed - budget.pending)),
  };
}

/** The orders waiting for this approver, oldest first, with lines, totals, budget and attachments. */
export async function approvalInbox(db: Database, approver: Approver): Promise<ApprovalItem[]> {
  const waiting = await waitingOrders(db, approver.buyerId);
  const stages = await stagesOfOrders(db, waiting);
  const mine = waiting.filter((order) => stageToDecide(order, stages.get(order.workflowId ?? 0) ?? [], approver.userId) !== null);
  const { detailOf } = await describeOrders(db, mine, { buyerId: approver.buyerId, email: approver.email });
  return Promise.all(mine.map(async (order) => ({ ...detailOf(order), isAlternateRecipient: false, budget: await budgetPositionOf(db, order) })));
}

/** One order of the inbox; 404 when it does not wait for this approver. */
export async function approvalDetail(db: Database, approver: Approver, poId: string): Promise<ApprovalItem> {
  const order = await buyerOrder(db, approver.buyerId, poId);
  const stages = order ? await stagesOfOrders(db, [order]) : new Map<number, StageWithApprovers[]>();
  if (!order || stageToDecide(order, stages.get(order.workflowId ?? 0) ?? [], approver.userId) === null) throw new ServiceError(404, ORDER_MESSAGES.notFound);
  const { detailOf } = await describeOrders(db, [order], { buyerId: approver.buyerId, email: approver.email });
  return { ...detailOf(order), isAlternateRecipient: false, budget: await budgetPositionOf(db, order) };
}

export interface DecisionResult {
  poId: string;
  status: PreOrderRow['status'];
  currentStage: number | null;
  stageLabel: string;
}

/**
 * Approves or rejects the order at the stage it waits at. Approval moves it to the next stage that
 * applies to its total, the last one to processing (the budget's pending becomes committed);
 * rejection ends it, releasing the budget's pending and the held stock.
 */
export async function decideOrder(db: Database, approver: Approver, poId: string, decision: 'approved' | 'rejected', comment: string): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const order = await buyerOrder(tx, approver.buyerId, poId);
    const stages = order?.workflowId ? ((await stagesOfOrders(tx, [order])).get(order.workflowId) ?? []) : [];
    const stage = order ? stageToDecide(order, stages, approver.userId) : null;
    if (!order) throw new ServiceError(404, ORDER_MESSAGES.notFound);
    if (stage === null) {
      // An approver of a stage someone else has just decided learns that, rather than that the order is gone.
      const decided = await decisionsOfOrders(tx, [order.id]);
      if (decided.some((decision) => approvesStage(order, stages, decision.stage, approver.userId))) throw new ServiceError(409, APPROVAL_MESSAGES.alreadyDecided);
      throw new ServiceError(404, ORDER_MESSAGES.notFound);
    }
    // The unique (order, stage) decides between approvers acting at once; the loser waits here, then finds it taken.
    if (!(await recordDecision(tx, { orderId: order.id, stage, approverId: approver.userId, decision, comment: comment.trim() }))) {
      throw new ServiceError(409, APPROVAL_MESSAGES.alreadyDecided);
    }
    const current = await buyerOrder(tx, approver.buyerId, poId, true);
    if (!current || current.status !== order.status || current.currentStage !== order.currentStage) throw new ServiceError(409, APPROVAL_MESSAGES.alreadyDecided);

    const lines = await linesOfOrders(tx, [current.id]);
    let moved: PreOrderRow;
    if (decision === 'rejected') {
      // Locks in the order submit takes them (SKUs by id, item code budgets, the budget), so neither waits on the other in a circle.
      await lockSkusInOrder(tx, [...new Set(lines.map((line) => line.skuId))].toSorted((a, b) => a - b));
      await releaseOrder(tx, current, lines);
      moved = await moveOrder(tx, current.id, { status: 'rejected', currentStage: null });
    } else {
      const next = stagesFor(stages, current.grandTotal).find((candidate) => candidate.stage > stage);
      if (next) {
        moved = await moveOrder(tx, current.id, { status: 'workflow_approval', currentStage: next.stage });
      } else {
        const { holds, budget } = await orderHolds(tx, current, lines);
        if (budget) await changeBudget(tx, budget.id, { pending: -current.grandTotal, committed: current.grandTotal });
        await moveItemCodeHolds(tx, holds, { pending: -1, committed: 1 });
        moved = await moveOrder(tx, current.id, { status: 'processing', currentStage: null });
      }
    }
    return { poId: moved.poId, status: moved.status, currentStage: moved.currentStage, stageLabel: stageLabelOf(moved, stages) };
  });
}
