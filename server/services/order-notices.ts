/**
 * The order notices buyers and approvers expect, mailed once the change has committed: to the
 * buyer when their order is submitted, approved at its last stage, rejected or sent back (with
 * the approver's comment); to the approvers of the stage an order now waits at. Composing them
 * reads the committed order; a failure is logged and never fails the request that caused it.
 */
import { fill } from '../../src/lib/fill';
import { formatSen } from '../../src/lib/money';
import type { Database } from '../db/client';
import { buyerOrder, decisionsOfOrders, type PreOrderRow } from '../queries/orders';
import { activeUserEmails } from '../queries/users';
import { workflowStagesOf, type StageWithApprovers } from '../queries/workflow-model';
import { decidingStage, type DecisionKind } from './approvals';
import { composeMail, type MailContext, type MailMessage } from './mail';
import { stageLabelOf } from './orders';

/** What just happened to the order. */
export type OrderEvent = 'submitted' | DecisionKind;

/** Where the change left the order, as its answer said: a notice is not sent once the order has moved on (the later change sends its own). */
export interface OrderPosition {
  status: PreOrderRow['status'];
  stageLabel?: string;
}

/** The storefront pages the notices link to (storefront/routes.ts). */
const PAGES = { orders: '/orders/pre-orders', approvals: '/approvals' } as const;

const TEXT = {
  submittedSubject: 'Order {poId} submitted',
  submitted: 'Your order {poId} for {total} was submitted and is waiting for {stage}.',
  waitingSubject: 'Order {poId} is waiting for your approval',
  waiting: 'Order {poId} from {buyer} for {total} is waiting for your approval at {stage}.',
  approvedSubject: 'Order {poId} approved',
  approved: 'Your order {poId} for {total} is approved and is now being processed.',
  rejectedSubject: 'Order {poId} rejected',
  rejected: 'Your order {poId} for {total} was rejected by {approver} at {stage}.',
  reason: 'Reason: {comment}',
  returnedSubject: 'Order {poId} sent back for changes',
  returned: 'Your order {poId} for {total} was sent back for changes by {approver} at {stage}. You can edit it and submit it again.',
  changes: 'What to change: {comment}',
  totals: 'Subtotal {subtotal}, shipping {shipping}, SST {tax}: total {total}.',
  viewOrders: 'View your orders',
  reviewApprovals: 'Review approvals',
  buyerFooter: 'You receive this e-mail because you placed this order on LaPasar.',
  approverFooter: 'You receive this e-mail because you approve orders at this stage of a LaPasar workflow.',
} as const;

/** Mails the notices of what just happened to the buyer's order; never throws. */
export async function sendOrderNotices(
  db: Database,
  mail: MailContext,
  order: { buyerId: number; poId: string },
  event: OrderEvent,
  position: OrderPosition,
): Promise<void> {
  try {
    for (const message of await orderNotices(db, mail.publicUrl, order, event, position)) mail.mailer.send(message);
  } catch (error) {
    mail.mailer.logger.error({ err: error, poId: order.poId }, 'Notices of the order were not sent');
  }
}

async function orderNotices(
  db: Database,
  publicUrl: string,
  key: { buyerId: number; poId: string },
  event: OrderEvent,
  position: OrderPosition,
): Promise<MailMessage[]> {
  const order = await buyerOrder(db, key.buyerId, key.poId);
  if (!order) return [];
  const stages = order.workflowId === null ? [] : await workflowStagesOf(db, order.workflowId);
  const stageLabel = stageLabelOf(order, stages);
  if (order.status !== position.status || (position.stageLabel !== undefined && position.stageLabel !== stageLabel)) return [];

  const waitingAt =
    (order.status === 'workflow_approval' || order.status === 'budget_approval') && order.currentStage !== null
      ? decidingStage(order, stages, order.currentStage)
      : undefined;
  const approvers = waitingAt?.approvers ?? [];
  const people = await activeUserEmails(db, [order.userId, ...approvers.map((approver) => approver.userId)]);
  const buyer = people.get(order.userId);
  const figures = {
    poId: order.poId,
    total: formatSen(order.grandTotal),
    subtotal: formatSen(order.subtotal),
    shipping: formatSen(order.shippingFee),
    tax: formatSen(order.tax),
  };
  const totals = fill(TEXT.totals, figures);
  const link = (path: string) => new URL(path, publicUrl).toString();
  const toBuyer = (subject: string, paragraphs: string[]): MailMessage[] =>
    buyer
      ? [
          composeMail({
            to: buyer.email,
            subject: fill(subject, figures),
            heading: fill(subject, figures),
            paragraphs: [`Hello ${buyer.name},`, ...paragraphs, totals],
            action: { label: TEXT.viewOrders, url: link(PAGES.orders) },
            footer: TEXT.buyerFooter,
          }),
        ]
      : [];
  const toApprovers = (): MailMessage[] =>
    approvers.flatMap((approver) => {
      const person = people.get(approver.userId);
      if (!person) return [];
      const paragraphs = [
        `Hello ${person.name},`,
        fill(TEXT.waiting, { ...figures, buyer: buyer?.name ?? 'your colleague', stage: stageLabel }),
        totals,
      ];
      return [
        composeMail({
          to: person.email,
          subject: fill(TEXT.waitingSubject, figures),
          heading: fill(TEXT.waitingSubject, figures),
          paragraphs,
          action: { label: TEXT.reviewApprovals, url: link(PAGES.approvals) },
          footer: TEXT.approverFooter,
        }),
      ];
    });

  switch (event) {
    case 'submitted':
      return [...toBuyer(TEXT.submittedSubject, [fill(TEXT.submitted, { ...figures, stage: stageLabel })]), ...toApprovers()];
    case 'approved':
      // Approved at a stage with another to come: that stage's approvers are told; at the last, the buyer.
      return order.status === 'processing' ? toBuyer(TEXT.approvedSubject, [fill(TEXT.approved, figures)]) : toApprovers();
    case 'rejected':
    case 'returned': {
      const decided = await lastDecision(db, order, stages);
      const comment = decided?.comment.trim() ?? '';
      const values = { ...figures, approver: decided?.approverName ?? 'an approver', stage: decided?.stageLabel ?? 'a stage' };
      return event === 'rejected'
        ? toBuyer(TEXT.rejectedSubject, [fill(TEXT.rejected, values), ...(comment ? [fill(TEXT.reason, { comment })] : [])])
        : toBuyer(TEXT.returnedSubject, [fill(TEXT.returned, values), ...(comment ? [fill(TEXT.changes, { comment })] : [])]);
    }
  }
}

/** The order's latest decision, with the label of the stage it was made at. */
async function lastDecision(db: Database, order: PreOrderRow, stages: readonly StageWithApprovers[]) {
  const decisions = await decisionsOfOrders(db, [order.id]);
  const last = decisions.toSorted((a, b) => a.decidedAt.getTime() - b.decidedAt.getTime()).at(-1);
  if (!last) return null;
  const stageLabel =
    last.stage === 0
      ? stageLabelOf({ status: 'budget_approval', currentStage: 0 }, stages)
      : stageLabelOf({ status: 'workflow_approval', currentStage: last.stage }, stages);
  return { approverName: last.approverName, comment: last.comment, stageLabel };
}
