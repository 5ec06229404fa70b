/**
 * The order notices buyers and approvers expect, mailed once the change has committed: to the
 * buyer when their order is submitted (or placed without a workflow), approved at its last stage, rejected or sent back (with
 * the approver's comment); to the approvers of the stage an order now waits at. Composing them
 * reads the committed order; a failure is logged and never fails the request that caused it.
 */
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import { formatSen } from '../../src/lib/money';
import type { Database } from '../db/client';
import { MAIL_TEXT, type MailText } from '../domain/mail-text';
import { buyerOrder, decisionsOfOrders, placersOfOrders, type PreOrderRow } from '../queries/orders';
import { activeUserEmails, type MailRecipient } from '../queries/users';
import { decidingStage, type DecisionKind } from './approvals';
import { composeMail, type MailContext, type MailMessage } from './mail';
import { stageLabelOf, stagesOfOrders } from './orders';

/** What just happened to the order. */
export type OrderEvent = 'submitted' | DecisionKind;

/** Where the change left the order, as its answer said: a notice is not sent once the order has moved on (the later change sends its own). */
export interface OrderPosition {
  status: PreOrderRow['status'];
  stageLabel?: string;
}

/** The storefront pages the notices link to (storefront/routes.ts). */
const PAGES = { orders: '/orders/pre-orders', approvals: '/approvals' } as const;

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
  const stages = (await stagesOfOrders(db, [order])).get(order.id) ?? [];
  const stageLabel = stageLabelOf(order, stages);
  if (order.status !== position.status || (position.stageLabel !== undefined && position.stageLabel !== stageLabel)) return [];

  const waitingAt =
    (order.status === 'workflow_approval' || order.status === 'budget_approval') && order.currentStage !== null
      ? decidingStage(order, stages, order.currentStage)
      : undefined;
  // Those who placed or edited the order do not decide it, so are not asked to.
  const placers = waitingAt ? ((await placersOfOrders(db, [order.id])).get(order.id) ?? []) : [];
  const approvers = (waitingAt?.approvers ?? []).filter((approver) => !placers.includes(approver.userId));
  const people = await activeUserEmails(db, [order.userId, ...approvers.map((approver) => approver.userId)]);
  const buyer = people.get(order.userId);
  const figures = {
    poId: order.poId,
    total: formatSen(order.grandTotal),
    subtotal: formatSen(order.subtotal),
    shipping: formatSen(order.shippingFee),
    tax: formatSen(order.tax),
  };
  const link = (path: string) => new URL(path, publicUrl).toString();
  /** A notice to `person` in their language: its subject (also its heading), paragraphs, button and footer. */
  const notice = (
    person: MailRecipient,
    compose: (
      text: MailText,
      language: Language,
    ) => { subject: string; paragraphs: string[]; action: { label: string; path: string }; footer: string },
  ): MailMessage => {
    const text = MAIL_TEXT[person.language];
    const { subject, paragraphs, action, footer } = compose(text, person.language);
    return composeMail({
      language: person.language,
      to: person.email,
      subject: fill(subject, figures),
      heading: fill(subject, figures),
      paragraphs: [fill(text.greeting, { name: person.name }), ...paragraphs, fill(text.orders.totals, figures)],
      action: { label: action.label, url: link(action.path) },
      footer,
    });
  };
  const toBuyer = (subject: keyof MailText['orders'], paragraphs: (text: MailText, language: Language) => string[]): MailMessage[] =>
    buyer
      ? [
          notice(buyer, (text, language) => ({
            subject: text.orders[subject],
            paragraphs: paragraphs(text, language),
            action: { label: text.orders.viewOrders, path: PAGES.orders },
            footer: text.orders.buyerFooter,
          })),
        ]
      : [];
  const toApprovers = (): MailMessage[] =>
    approvers.flatMap((approver) => {
      const person = people.get(approver.userId);
      if (!person) return [];
      return [
        notice(person, (text, language) => ({
          subject: text.orders.waitingSubject,
          paragraphs: [
            fill(text.orders.waiting, {
              ...figures,
              buyer: buyer?.name ?? text.orders.someBuyer,
              stage: stageLabelOf(order, stages, language),
            }),
          ],
          action: { label: text.orders.reviewApprovals, path: PAGES.approvals },
          footer: text.orders.approverFooter,
        })),
      ];
    });

  switch (event) {
    case 'submitted':
      return [
        ...toBuyer('submittedSubject', (text, language) => [
          order.status === 'processing'
            ? fill(text.orders.placed, figures)
            : fill(text.orders.submitted, { ...figures, stage: stageLabelOf(order, stages, language) }),
        ]),
        ...toApprovers(),
      ];
    case 'approved':
      // Approved at a stage with another to come: that stage's approvers are told; at the last, the buyer.
      return order.status === 'processing' ? toBuyer('approvedSubject', (text) => [fill(text.orders.approved, figures)]) : toApprovers();
    case 'rejected':
    case 'returned': {
      const decided = await lastDecision(db, order);
      const comment = decided?.comment.trim() ?? '';
      const values = (text: MailText, language: Language) => ({
        ...figures,
        approver: decided?.approverName ?? text.orders.someApprover,
        stage: decided ? stageLabelOf(decided.at, stages, language) : text.orders.someStage,
      });
      return event === 'rejected'
        ? toBuyer('rejectedSubject', (text, language) => [
            fill(text.orders.rejected, values(text, language)),
            ...(comment ? [fill(text.orders.reason, { comment })] : []),
          ])
        : toBuyer('returnedSubject', (text, language) => [
            fill(text.orders.returned, values(text, language)),
            ...(comment ? [fill(text.orders.changes, { comment })] : []),
          ]);
    }
  }
}

/** The order's latest decision, with the stage it was made at (0: the budget's approval). */
async function lastDecision(db: Database, order: PreOrderRow) {
  const decisions = await decisionsOfOrders(db, [order.id]);
  const last = decisions.toSorted((a, b) => a.decidedAt.getTime() - b.decidedAt.getTime()).at(-1);
  if (!last) return null;
  const at =
    last.stage === 0
      ? ({ status: 'budget_approval', currentStage: 0 } as const)
      : ({ status: 'workflow_approval', currentStage: last.stage } as const);
  return { approverName: last.approverName, comment: last.comment, at };
}
