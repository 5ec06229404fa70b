/**
 * The approver's inbox and decisions: an approver sees and decides only the orders of their buyer
 * company waiting at a stage they approve. Budget approval (stage 0) is decided by the approvers of
 * the last workflow stage that applies to the order's total, before the stages or after them as
 * the workflow said. The stages and approvers are the order's own, copied from its workflow when
 * it was submitted: a later change of the workflow reaches only later orders. One decision per
 * stage, whoever acts first. Nobody decides an order they placed or edited: they see it, with the stage's other
 * approvers who decide it, and neither count it nor may decide it.
 */
import type { ApprovalItem, BudgetPosition } from '../../src/contract/types';
import { fill } from '../../src/lib/fill';
import { toRinggit } from '../../src/lib/money';
import { budgetAfterRelease, holdsReservations, releasedHolds } from '../../src/lib/order-edit';
import { approvalSteps, BUDGET_STAGE, checkBudget, stagesFor, stepAfter } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import {
  buyerOrder,
  changeBudget,
  decisionsOfOrders,
  linesOfOrders,
  lockSkusInOrder,
  moveOrder,
  poIdsOf,
  recordDecision,
  waitingOrders,
  waitingPositionsFor,
  placersOfOrders,
  workflowsApprovedBy,
  type PreOrderRow,
} from '../queries/orders';
import { findBudget, type StageWithApprovers } from '../queries/workflow-model';
import { orderBudgetPeriod } from './budget-periods';
import { ServiceError } from './errors';
import { moveItemCodeHolds } from './orders-budgets';
import { orderHolds, releaseOrder } from './order-release';
import { describeOrders, ORDER_MESSAGES, stageLabelOf, stagesOfOrders } from './orders';

export const APPROVAL_MESSAGES = {
  alreadyDecided: 'This order has already been decided at this stage',
  approved: 'Order approved',
  rejected: 'Order rejected',
  returned: 'Order sent back to the buyer for changes',
  replaced: 'This order was replaced by {poId} after the buyer edited it',
  withdrawn: 'This order was withdrawn by the buyer',
  sentBack: 'This order was sent back to the buyer for changes',
  ownOrder: 'You placed or edited this order, so you cannot decide it: another approver of {stage} decides it',
  ownOrderNoOther:
    'You placed or edited this order, so you cannot decide it, and {stage} has no other approver: ask your administrator to add one',
} as const;

/** What an approver may do to the order at its stage. */
export type DecisionKind = 'approved' | 'rejected' | 'returned';

export interface Approver {
  userId: number;
  buyerId: number;
  email: string;
  /** Their company lets them see seller names (view_sl_info Y); sellers are masked when not said. */
  showSellers?: boolean;
}

type Position = Pick<PreOrderRow, 'status' | 'currentStage' | 'grandTotal'>;

/** The workflow stage whose approvers decide the order at `stage` (0, budget approval: the last stage that applies to the total). */
export function decidingStage(
  order: Pick<Position, 'grandTotal'>,
  stages: readonly StageWithApprovers[],
  stage: number,
): StageWithApprovers | undefined {
  return stage === BUDGET_STAGE ? stagesFor(stages, order.grandTotal).at(-1) : stages.find((candidate) => candidate.stage === stage);
}

/** Whether the user approves the stage. */
function approvesStage(order: Position, stages: readonly StageWithApprovers[], stage: number, userId: number): boolean {
  return decidingStage(order, stages, stage)?.approvers.some((approver) => approver.userId === userId) ?? false;
}

/** The stage the order waits at (0 for budget approval), when the user approves it; else null. */
function stageToDecide(order: Position, stages: readonly StageWithApprovers[], userId: number): number | null {
  const waiting = order.status === 'budget_approval' || order.status === 'workflow_approval';
  return waiting && order.currentStage !== null && approvesStage(order, stages, order.currentStage, userId) ? order.currentStage : null;
}

async function budgetPositionOf(db: Database, order: PreOrderRow): Promise<BudgetPosition | null> {
  if (order.locationId === null) return null;
  // The budget of the period the order was submitted in, whenever it is decided.
  const place = { locationId: order.locationId, projectId: order.projectId, period: await orderBudgetPeriod(db, order) };
  const budget = await findBudget(db, place);
  if (!budget) return null;
  // The budget as it stood without this order (its budget hold needs no lines), judged against it as checkout judged it.
  const without = budgetAfterRelease(budget, place, releasedHolds({ ...order, period: place.period }, []));
  return {
    budgetLimit: toRinggit(budget.budgetLimit),
    committed: toRinggit(budget.committed),
    pending: toRinggit(budget.pending),
    remaining: toRinggit(Math.max(0, budget.budgetLimit - budget.committed - budget.pending)),
    exceedsBy: holdsReservations(order.status) ? toRinggit(checkBudget(without, order.grandTotal).exceedsBy) : 0,
  };
}

/**
 * The user placed or edited the order waiting at their stage (`placers`: placersOfOrders): who
 * else of that stage decides it, by name (none: nobody can until an approver is added). Null when
 * they may decide it themselves.
 */
function ownOrderOf(order: Position, stages: readonly StageWithApprovers[], placers: readonly number[], userId: number) {
  if (!placers.includes(userId) || order.currentStage === null) return null;
  const stage = decidingStage(order, stages, order.currentStage);
  const others = (stage?.approvers ?? []).filter((approver) => !placers.includes(approver.userId));
  return { stage: stage?.label ?? '', otherApprovers: others.map((approver) => approver.name) };
}

/** The refusal of a decision on an order the approver placed or edited (403), naming the stage and whether another approver can. */
function ownOrderRefusal(own: { stage: string; otherApprovers: string[] }): ServiceError {
  const template = own.otherApprovers.length > 0 ? APPROVAL_MESSAGES.ownOrder : APPROVAL_MESSAGES.ownOrderNoOther;
  return new ServiceError(403, fill(template, { stage: own.stage }), 'own_order', { stage: own.stage });
}

// An approver reads their company's orders as its approver, never as an alternate recipient.
const viewerOf = (approver: Approver) => ({ buyerId: approver.buyerId, recipientEmail: null, showSellers: approver.showSellers ?? false });

/**
 * The orders waiting at a stage this approver approves, oldest first, with lines, totals, budget
 * and attachments; those they placed or edited say so (`ownOrder`), for another approver to decide.
 */
export async function approvalInbox(db: Database, approver: Approver): Promise<ApprovalItem[]> {
  const waiting = await waitingOrders(db, approver.buyerId);
  const stages = await stagesOfOrders(db, waiting);
  const stagesOf = (order: PreOrderRow) => stages.get(order.id) ?? [];
  const mine = waiting.filter((order) => stageToDecide(order, stagesOf(order), approver.userId) !== null);
  const [{ detailOf }, placers] = await Promise.all([
    describeOrders(db, mine, viewerOf(approver)),
    placersOfOrders(
      db,
      mine.map((order) => order.id),
    ),
  ]);
  return Promise.all(
    mine.map(async (order) => ({
      ...detailOf(order),
      isAlternateRecipient: false,
      budget: await budgetPositionOf(db, order),
      ownOrder: ownOrderOf(order, stagesOf(order), placers.get(order.id) ?? [], approver.userId),
    })),
  );
}

/**
 * Whether the user approves a stage of any of their company's workflows (or of an order still
 * waiting under one as it was), and how many orders wait for them to decide (not those they placed
 * or edited).
 */
export async function approvalCount(db: Database, approver: Approver): Promise<{ isApprover: boolean; count: number }> {
  const [workflowIds, positions] = await Promise.all([
    workflowsApprovedBy(db, approver.buyerId, approver.userId),
    waitingPositionsFor(db, approver.buyerId, approver.userId),
  ]);
  if (workflowIds.length === 0 && positions.length === 0) return { isApprover: false, count: 0 };
  const stages = await stagesOfOrders(db, positions);
  const waiting = positions.filter((order) => stageToDecide(order, stages.get(order.id) ?? [], approver.userId) !== null);
  const placers = await placersOfOrders(
    db,
    waiting.map((order) => order.id),
  );
  return { isApprover: true, count: waiting.filter((order) => !placers.get(order.id)?.includes(approver.userId)).length };
}

/**
 * Why the order no longer waits, for an approver of its workflow: replaced by an edited order,
 * withdrawn or sent back (409); null when it was decided in the ordinary way.
 */
async function endedMessage(db: Database, order: PreOrderRow): Promise<string | null> {
  if (order.status === 'replaced') {
    const replacedBy = order.replacedById === null ? '' : ((await poIdsOf(db, [order.replacedById])).get(order.replacedById) ?? '');
    return fill(APPROVAL_MESSAGES.replaced, { poId: replacedBy || 'another order' });
  }
  if (order.status === 'cancelled') return APPROVAL_MESSAGES.withdrawn;
  if (order.status === 'returned') return APPROVAL_MESSAGES.sentBack;
  return null;
}

/** The refusal for an order the approver cannot decide now: what happened to it (409) for an approver of its workflow, else 404. */
async function refusalFor(db: Database, order: PreOrderRow, stages: readonly StageWithApprovers[], userId: number): Promise<ServiceError> {
  if (!stages.some((stage) => stage.approvers.some((approver) => approver.userId === userId)))
    return new ServiceError(404, ORDER_MESSAGES.notFound);
  const ended = await endedMessage(db, order);
  if (ended) return new ServiceError(409, ended);
  // An approver of a stage someone else has just decided learns that, rather than that the order is gone.
  const decided = await decisionsOfOrders(db, [order.id]);
  if (decided.some((decision) => approvesStage(order, stages, decision.stage, userId)))
    return new ServiceError(409, APPROVAL_MESSAGES.alreadyDecided, 'already_decided');
  return new ServiceError(404, ORDER_MESSAGES.notFound);
}

/** One order of the inbox; 404 when it does not wait for this approver, 409 saying why when it has left their inbox. */
export async function approvalDetail(db: Database, approver: Approver, poId: string): Promise<ApprovalItem> {
  const order = await buyerOrder(db, approver.buyerId, poId);
  if (!order) throw new ServiceError(404, ORDER_MESSAGES.notFound);
  const stages = (await stagesOfOrders(db, [order])).get(order.id) ?? [];
  if (stageToDecide(order, stages, approver.userId) === null) throw await refusalFor(db, order, stages, approver.userId);
  const [{ detailOf }, placers] = await Promise.all([describeOrders(db, [order], viewerOf(approver)), placersOfOrders(db, [order.id])]);
  return {
    ...detailOf(order),
    isAlternateRecipient: false,
    budget: await budgetPositionOf(db, order),
    ownOrder: ownOrderOf(order, stages, placers.get(order.id) ?? [], approver.userId),
  };
}

export interface DecisionResult {
  poId: string;
  status: PreOrderRow['status'];
  currentStage: number | null;
  stageLabel: string;
}

/**
 * Approves, rejects or sends back the order at the stage it waits at. Approval moves it to the next
 * decision it waits for (approvalSteps), past the last one to processing (the budget's pending becomes
 * committed); rejection ends it and a send-back returns it to the buyer for changes, both releasing
 * the budget's pending and the held stock. An approver who placed or edited the order is refused
 * (403): the stage's other approvers decide it.
 */
export async function decideOrder(
  db: Database,
  approver: Approver,
  poId: string,
  decision: DecisionKind,
  comment: string,
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const order = await buyerOrder(tx, approver.buyerId, poId);
    if (!order) throw new ServiceError(404, ORDER_MESSAGES.notFound);
    const stages = (await stagesOfOrders(tx, [order])).get(order.id) ?? [];
    const stage = stageToDecide(order, stages, approver.userId);
    if (stage === null) throw await refusalFor(tx, order, stages, approver.userId);
    const own = ownOrderOf(order, stages, (await placersOfOrders(tx, [order.id])).get(order.id) ?? [], approver.userId);
    if (own) throw ownOrderRefusal(own);
    // A send-back is kept as the stage's refusal (with what to change); the order's status tells the two apart.
    const recorded = decision === 'approved' ? 'approved' : 'rejected';
    // The unique (order, stage) decides between approvers acting at once; the loser waits here, then finds it taken.
    if (
      !(await recordDecision(tx, { orderId: order.id, stage, approverId: approver.userId, decision: recorded, comment: comment.trim() }))
    ) {
      throw new ServiceError(409, APPROVAL_MESSAGES.alreadyDecided, 'already_decided');
    }
    const current = await buyerOrder(tx, approver.buyerId, poId, true);
    if (!current) throw new ServiceError(404, ORDER_MESSAGES.notFound);
    if (current.status !== order.status || current.currentStage !== order.currentStage)
      throw new ServiceError(409, (await endedMessage(tx, current)) ?? APPROVAL_MESSAGES.alreadyDecided);

    const lines = await linesOfOrders(tx, [current.id]);
    let moved: PreOrderRow;
    if (decision !== 'approved') {
      // Locks in the order submit takes them (SKUs by id, item code budgets, the budget), so neither waits on the other in a circle.
      await lockSkusInOrder(
        tx,
        [...new Set(lines.map((line) => line.skuId))].toSorted((a, b) => a - b),
      );
      await releaseOrder(tx, current, lines);
      moved = await moveOrder(tx, current.id, { status: decision, currentStage: null });
    } else {
      const next = stepAfter(
        approvalSteps(stages, current.grandTotal, { overBudget: current.isBudgetPending, approvalFirst: current.budgetApprovalFirst }),
        stage,
      );
      if (next !== null) {
        moved = await moveOrder(tx, current.id, {
          status: next === BUDGET_STAGE ? 'budget_approval' : 'workflow_approval',
          currentStage: next,
        });
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

/** One order of a bulk decision: where it stands, or why it could not be decided. */
export interface BulkOutcome {
  poId: string;
  ok: boolean;
  status: PreOrderRow['status'] | null;
  stageLabel: string | null;
  error: string | null;
}

/**
 * Decides several orders with one comment, each in its own transaction (one refused order leaves
 * the others decided), in the order given; reports per order what happened.
 */
export async function decideOrders(
  db: Database,
  approver: Approver,
  poIds: readonly string[],
  decision: 'approved' | 'rejected',
  comment: string,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const poId of poIds) {
    try {
      const result = await decideOrder(db, approver, poId, decision, comment);
      outcomes.push({ poId, ok: true, status: result.status, stageLabel: result.stageLabel, error: null });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      outcomes.push({ poId, ok: false, status: null, stageLabel: null, error: error.message });
    }
  }
  return outcomes;
}
