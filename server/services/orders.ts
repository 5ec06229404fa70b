/** The buyer's pre-orders (and the alternate recipient's): list, detail and timeline. */
import type {
  Attachment,
  OrderAddress,
  OrderAttachment,
  OrderSellerEntry,
  PreOrderDetail,
  PreOrderSummary,
  TimelineStep,
} from '../../src/contract/types';
import { fill } from '../../src/lib/fill';
import type { Language } from '../../src/lib/language';
import { toRinggit } from '../../src/lib/money';
import { AWAITING_APPROVAL, type OrderListFilter } from '../../src/lib/order-withdraw';
import { sellerDisplayName } from '../../src/lib/seller';
import { approvalSteps, BUDGET_STAGE } from '../../src/lib/workflow';
import type { Database } from '../db/client';
import { referenceRows } from '../queries/cart-references';
import {
  attachmentsOfOrders,
  decisionsOfOrders,
  linesOfOrders,
  locationAndProjectNames,
  poIdsOf,
  sellerNames,
  userNames,
  visibleOrder,
  visibleOrders,
  type PreOrderRow,
} from '../queries/orders';
import { stagesOfOrderIds } from '../queries/order-stages';
import type { StageWithApprovers } from '../queries/workflow-model';
import { ServiceError } from './errors';
import { STATUS_LABELS as ORDER_STATUS, UNNAMED_STAGE } from '../domain/order-status';

export const ORDER_MESSAGES = { notFound: 'Order not found' } as const;

const STATUS_LABELS = ORDER_STATUS.en;

// The marketplace's own calendar day, whatever the server's time zone.
const malaysianDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kuala_Lumpur',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An order's file as the order pages list it, downloaded from its own URL with the session. */
export function orderAttachmentOf(
  file: Pick<Attachment, 'id' | 'kind' | 'sellerId' | 'filename' | 'contentType' | 'size'>,
): OrderAttachment {
  return {
    id: file.id,
    kind: file.kind,
    sellerId: file.sellerId,
    filename: file.filename,
    contentType: file.contentType,
    size: file.size,
    url: `/api/attachments/${file.id}`,
  };
}

/** PO-YYYYMMDD-000042: the day in Malaysia, then the order's PO number (takePoNumber) padded to 6 digits. */
export function poIdOf(poNumber: number, createdAt: Date): string {
  return `PO-${malaysianDate.format(createdAt).replaceAll('-', '')}-${String(poNumber).padStart(6, '0')}`;
}

/** What the order waits for, or where it ended, in `language` (English in answers): a workflow stage by the label its company gave it. */
export function stageLabelOf(
  order: Pick<PreOrderRow, 'status' | 'currentStage'>,
  stages: readonly StageWithApprovers[],
  language: Language = 'en',
): string {
  if (order.status !== 'workflow_approval') return ORDER_STATUS[language][order.status];
  return (
    stages.find((stage) => stage.stage === order.currentStage)?.label ?? fill(UNNAMED_STAGE[language], { n: order.currentStage ?? '' })
  );
}

/** Each order's own stages, as its workflow stood when the order was submitted, by order id. */
export function stagesOfOrders(db: Database, orders: readonly Pick<PreOrderRow, 'id'>[]): Promise<Map<number, StageWithApprovers[]>> {
  return stagesOfOrderIds(
    db,
    orders.map((order) => order.id),
  );
}

type Form = Record<string, unknown>;
const field = (form: Form, name: string): string => (typeof form[name] === 'string' ? form[name] : '');
/** A per-seller (or per-SKU) text of the form, as submit stored it keyed by id. */
const keyed = (form: Form, name: string, id: number): string => {
  const map = form[name];
  const value = map !== null && typeof map === 'object' ? (map as Form)[String(id)] : undefined;
  return typeof value === 'string' ? value : '';
};

function addressOf(form: Form, prefix: 'ship' | 'bill'): OrderAddress {
  const from = (name: string) => field(form, `${prefix}_${name}`);
  return {
    lotNo: from('lotno'),
    street1: from('street1'),
    street2: from('street2'),
    postcode: from('pincode'),
    city: from('city'),
    state: prefix === 'ship' ? from('state') : from('State'),
    country: from('countery'),
  };
}

type Decision = Awaited<ReturnType<typeof decisionsOfOrders>>[number];

/** Edited from (for an edited order), submitted, the decisions in the order they are made (approvalSteps), then processing or replaced. */
function timelineOf(
  order: PreOrderRow,
  stages: readonly StageWithApprovers[],
  decisions: readonly Decision[],
  summary: Pick<PreOrderSummary, 'submittedBy' | 'editedFrom' | 'replacedBy'>,
): TimelineStep[] {
  const decided = new Map(decisions.map((decision) => [decision.stage, decision]));
  // A send-back is kept as the stage's refusal; the order's status tells it from a rejection.
  const refused = order.status === 'returned' ? 'returned' : 'rejected';
  const step = (key: string, label: string, stage: number): TimelineStep => {
    const decision = decided.get(stage);
    const waiting = order.currentStage === stage && (order.status === 'budget_approval' || order.status === 'workflow_approval');
    return {
      key,
      label,
      stage,
      state: decision ? (decision.decision === 'approved' ? 'done' : refused) : waiting ? 'current' : 'pending',
      actor: decision?.approverName ?? null,
      at: decision?.decidedAt.toISOString() ?? null,
      comment: decision?.comment || null,
    };
  };
  const at = order.createdAt.toISOString();
  const ended = order.updatedAt.toISOString();
  const end: TimelineStep =
    order.status === 'replaced'
      ? {
          key: 'replaced',
          label: `Replaced by ${summary.replacedBy ?? ''}`.trim(),
          stage: null,
          state: 'done',
          actor: null,
          at: ended,
          comment: null,
        }
      : order.status === 'cancelled'
        ? { key: 'cancelled', label: STATUS_LABELS.cancelled, stage: null, state: 'done', actor: null, at: ended, comment: null }
        : {
            key: 'processing',
            label: STATUS_LABELS.processing,
            stage: null,
            state: order.status === 'processing' ? 'done' : 'pending',
            actor: null,
            at: order.status === 'processing' ? ended : null,
            comment: null,
          };
  return [
    ...(summary.editedFrom
      ? [
          {
            key: 'edited',
            label: `Edited from ${summary.editedFrom}`,
            stage: null,
            state: 'done' as const,
            actor: summary.submittedBy,
            at,
            comment: null,
          },
        ]
      : []),
    { key: 'submitted', label: 'Submitted', stage: null, state: 'done', actor: summary.submittedBy, at, comment: null },
    ...approvalSteps(stages, order.grandTotal, { overBudget: order.isBudgetPending, approvalFirst: order.budgetApprovalFirst }).map(
      (stage) =>
        stage === BUDGET_STAGE
          ? step('budget', STATUS_LABELS.budget_approval, BUDGET_STAGE)
          : step(`stage-${stage}`, stages.find((candidate) => candidate.stage === stage)?.label ?? '', stage),
    ),
    end,
  ];
}

/** Each buyer's product references of the SKUs, by buyer id and then SKU id. */
async function referencesOf(db: Database, orders: readonly PreOrderRow[], lines: readonly { orderId: number; skuId: number }[]) {
  const buyerOf = new Map(orders.map((order) => [order.id, order.buyerId]));
  const skusByBuyer = new Map<number, Set<number>>();
  for (const line of lines) {
    const buyerId = buyerOf.get(line.orderId);
    if (buyerId !== undefined) skusByBuyer.set(buyerId, (skusByBuyer.get(buyerId) ?? new Set()).add(line.skuId));
  }
  const found = new Map<string, string[]>();
  for (const [buyerId, skuIds] of skusByBuyer) {
    for (const row of await referenceRows(db, buyerId, [...skuIds]))
      found.set(`${buyerId}/${row.skuId}`, [...(found.get(`${buyerId}/${row.skuId}`) ?? []), row.reference]);
  }
  return (buyerId: number, skuId: number) => found.get(`${buyerId}/${skuId}`) ?? [];
}

/** The answers' shapes for a batch of orders, as the viewer (by verified address, and whether they may see seller names) sees them. */
export async function describeOrders(db: Database, orders: readonly PreOrderRow[], viewer: OrderViewer) {
  const ids = orders.map((order) => order.id);
  const lines = await linesOfOrders(db, ids);
  const [stages, files, decisions, names, places, related, sellers, references] = await Promise.all([
    stagesOfOrders(db, orders),
    attachmentsOfOrders(db, ids),
    decisionsOfOrders(db, ids),
    userNames(db, [...new Set(orders.map((order) => order.userId))]),
    locationAndProjectNames(
      db,
      orders.flatMap((order) => (order.locationId === null ? [] : [order.locationId])),
      orders.flatMap((order) => (order.projectId === null ? [] : [order.projectId])),
    ),
    poIdsOf(db, [...new Set(orders.flatMap((order) => [order.editedFromId, order.replacedById].filter((id) => id !== null)))]),
    sellerNames(db, [...new Set(lines.map((line) => line.sellerId))]),
    referencesOf(db, orders, lines),
  ]);
  const sellerName = (sellerId: number) => sellerDisplayName(sellerId, sellers.get(sellerId) ?? '', viewer.showSellers);
  const poIdOfRelated = (id: number | null) => (id === null ? null : (related.get(id) ?? null));
  const summaryOf = (order: PreOrderRow): PreOrderSummary => {
    const orderStages = stages.get(order.id) ?? [];
    return {
      poId: order.poId,
      status: order.status,
      currentStage: order.currentStage,
      stageLabel: stageLabelOf(order, orderStages),
      subtotal: toRinggit(order.subtotal),
      shippingFee: toRinggit(order.shippingFee),
      tax: toRinggit(order.tax),
      grandTotal: toRinggit(order.grandTotal),
      itemCount: lines.filter((line) => line.orderId === order.id).reduce((sum, line) => sum + line.quantity, 0),
      isBudgetPending: order.isBudgetPending,
      isEdited: order.isEdited,
      editedFrom: poIdOfRelated(order.editedFromId),
      replacedBy: poIdOfRelated(order.replacedById),
      createdDate: order.createdAt.toISOString(),
      submittedBy: names.get(order.userId) ?? '',
      locationName: order.locationId === null ? null : (places.locations.get(order.locationId) ?? null),
      projectName: order.projectId === null ? null : (places.projects.get(order.projectId) ?? null),
      isAlternateRecipient:
        order.buyerId !== viewer.buyerId &&
        viewer.recipientEmail !== null &&
        order.alternateEmail?.toLowerCase() === viewer.recipientEmail.toLowerCase(),
    };
  };
  const detailOf = (order: PreOrderRow): PreOrderDetail => {
    const form = (order.form ?? {}) as Form;
    const summary = summaryOf(order);
    const orderLines = lines.filter((line) => line.orderId === order.id);
    const orderDecisions = decisions.filter((decision) => decision.orderId === order.id);
    const sentBack = order.status === 'returned' ? orderDecisions.filter((decision) => decision.decision === 'rejected').at(-1) : undefined;
    return {
      ...summary,
      lines: orderLines.map((line) => {
        const fields = line.fields as Form;
        return {
          skuId: line.skuId,
          sku: line.sku,
          productId: line.productId,
          productName: line.productName,
          sellerId: line.sellerId,
          quantity: line.quantity,
          unitPrice: toRinggit(line.unitPrice),
          lineTotal: toRinggit(line.lineTotal),
          itemCode: field(fields, 'item_code') || null,
          ebNumber: field(fields, 'eb_number_code') || null,
          paymentCode: field(fields, 'payment_code') || null,
          justification: field(fields, 'justification') || null,
          sellerName: sellerName(line.sellerId),
          references: references(order.buyerId, line.skuId),
        };
      }),
      shippingAddress: addressOf(form, 'ship'),
      billingAddress: field(form, 'shipping_address_type') === 'new' ? addressOf(form, 'bill') : addressOf(form, 'ship'),
      alternateRecipient:
        field(form, 'apply_alt_receipient') === 'Y'
          ? { name: field(form, 'alt_contact_name'), phone: field(form, 'alt_contact_no'), email: field(form, 'alt_email') }
          : null,
      orderNote: field(form, 'order_note'),
      quotationId: field(form, 'sap_poid'),
      sellers: [...new Set(orderLines.map((line) => line.sellerId))].map(
        (sellerId): OrderSellerEntry => ({
          sellerId,
          sellerName: sellerName(sellerId),
          noteToSeller: keyed(form, 'note_to_seller', sellerId),
          deliveryDate: keyed(form, 'delivery_date_request', sellerId),
        }),
      ),
      sentBack: sentBack ? { by: sentBack.approverName, at: sentBack.decidedAt.toISOString(), comment: sentBack.comment } : null,
      attachments: files.filter((file) => file.orderId === order.id).map(orderAttachmentOf),
      timeline: timelineOf(order, stages.get(order.id) ?? [], orderDecisions, summary),
    };
  };
  return { summaryOf, detailOf };
}

export interface OrderViewer {
  /** The viewer's own buyer company when they are its buyer; null otherwise. */
  buyerId: number | null;
  /**
   * The viewer's address once they proved they receive mail at it (a verification link), else null:
   * anyone may register any address, so an order naming it as the alternate recipient is shown only
   * to its verified owner.
   */
  recipientEmail: string | null;
  /** The viewer's company lets them see seller names (view_sl_info Y); else sellers show as VNDR- codes. */
  showSellers: boolean;
}

/**
 * The viewer's pre-orders, newest first, with those they are the alternate recipient of at their
 * verified address; filter waiting keeps only those waiting for approval.
 */
export async function listPreOrders(db: Database, viewer: OrderViewer, page: { page: number; limit: number; filter: OrderListFilter }) {
  const { rows, total } = await visibleOrders(
    db,
    viewer,
    { limit: page.limit, offset: (page.page - 1) * page.limit },
    page.filter === 'waiting' ? AWAITING_APPROVAL : null,
  );
  const { summaryOf } = await describeOrders(db, rows, viewer);
  return {
    data: rows.map(summaryOf),
    pagination: { page: page.page, limit: page.limit, total, totalPages: Math.ceil(total / page.limit) },
  };
}

/** One pre-order; 404 unless the viewer's buyer placed it or they are its alternate recipient at their verified address. */
export async function preOrderDetail(db: Database, viewer: OrderViewer, poId: string): Promise<PreOrderDetail> {
  const order = await visibleOrder(db, viewer, poId);
  if (!order) throw new ServiceError(404, ORDER_MESSAGES.notFound);
  const { detailOf } = await describeOrders(db, [order], viewer);
  return detailOf(order);
}
