import type { ApprovalItem, OrderLine, PreOrderDetail, PreOrderStatus, TimelineStep } from '../../src/contract/types';
import { toRinggit } from '../../src/lib/money';
import { sellerNameFor, skuPrice, type Viewer } from './products';
import { skuOf } from './world';

/*
 * The demo company's orders in the seed's workflow (README, Demo accounts): Head Office approves
 * in two stages (Department Head, then Finance Director from RM 1,000), Shah Alam Plant in one.
 */

const HEAD_OFFICE = {
  lotNo: 'Level 12',
  street1: 'Menara LaPasar',
  street2: 'Jalan Ampang',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  country: 'Malaysia',
};
const PLANT = {
  lotNo: 'Lot 5',
  street1: 'Jalan Tengku Ampuan Zabedah',
  street2: 'Seksyen 9',
  postcode: '40100',
  city: 'Shah Alam',
  state: 'Selangor',
  country: 'Malaysia',
};

interface OrderSeed {
  poId: string;
  status: PreOrderStatus;
  stageLabel: string;
  currentStage: number | null;
  createdDate: string;
  place: 'head-office' | 'plant';
  lines: readonly [skuId: number, quantity: number, itemCode: string | null][];
  isBudgetPending?: boolean;
  sentBack?: { by: string; at: string; comment: string };
}

const ORDERS: readonly OrderSeed[] = [
  {
    poId: 'PO-20260512-000042',
    status: 'workflow_approval',
    stageLabel: 'Department Head',
    currentStage: 1,
    createdDate: '2026-05-12T02:14:00.000Z',
    place: 'head-office',
    lines: [
      [1031, 1, 'IC-1001'],
      [1041, 2, 'IC-1001'],
    ],
  },
  {
    poId: 'PO-20260509-000037',
    status: 'budget_approval',
    stageLabel: 'Budget Approval',
    currentStage: 0,
    createdDate: '2026-05-09T06:40:00.000Z',
    place: 'head-office',
    lines: [[1031, 2, 'IC-1002']],
    isBudgetPending: true,
  },
  {
    poId: 'PO-20260502-000031',
    status: 'returned',
    stageLabel: 'Sent Back for Changes',
    currentStage: null,
    createdDate: '2026-05-02T01:05:00.000Z',
    place: 'plant',
    lines: [
      [1012, 4, 'IC-1003'],
      [1081, 12, 'IC-1003'],
    ],
    sentBack: {
      by: 'Farah Aziz',
      at: '2026-05-03T03:30:00.000Z',
      comment: 'Please order the markers in boxes of 24 and add the quotation ID.',
    },
  },
  {
    poId: 'PO-20260421-000018',
    status: 'processing',
    stageLabel: 'Processing',
    currentStage: null,
    createdDate: '2026-04-21T08:22:00.000Z',
    place: 'plant',
    lines: [
      [1011, 20, 'IC-1003'],
      [1071, 40, null],
    ],
  },
];

function timelineOf(order: OrderSeed, submittedBy: string): TimelineStep[] {
  const submitted: TimelineStep = {
    key: 'submitted',
    label: 'Submitted',
    stage: null,
    state: 'done',
    actor: submittedBy,
    at: order.createdDate,
    comment: null,
  };
  const stage = (
    key: string,
    label: string,
    number: number,
    state: TimelineStep['state'],
    actor: string | null = null,
    comment: string | null = null,
  ): TimelineStep => ({
    key,
    label,
    stage: number,
    state,
    actor,
    at: actor ? order.createdDate : null,
    comment,
  });
  const processing = (state: TimelineStep['state']): TimelineStep => ({
    key: 'processing',
    label: 'Processing',
    stage: null,
    state,
    actor: null,
    at: null,
    comment: null,
  });
  switch (order.status) {
    case 'budget_approval':
      return [
        submitted,
        stage('budget', 'Budget Approval', 0, 'current'),
        stage('stage-1', 'Department Head', 1, 'pending'),
        stage('stage-2', 'Finance Director', 2, 'pending'),
        processing('pending'),
      ];
    case 'returned':
      return [
        submitted,
        stage('stage-1', 'Plant Manager', 1, 'returned', order.sentBack?.by ?? null, order.sentBack?.comment ?? null),
        processing('pending'),
      ];
    case 'processing':
      return [submitted, stage('stage-1', 'Plant Manager', 1, 'done', 'Farah Aziz', 'Approved for the quarter.'), processing('done')];
    default:
      return [
        submitted,
        stage('stage-1', 'Department Head', 1, 'current'),
        stage('stage-2', 'Finance Director', 2, 'pending'),
        processing('pending'),
      ];
  }
}

const SST = 0.08;

/** The order as GET /orders/pre-orders/{poId} answers it, priced as the viewer sees it. */
function orderDetail(viewer: Viewer, order: OrderSeed, submittedBy: string): PreOrderDetail {
  const lines: OrderLine[] = order.lines.flatMap(([skuId, quantity, itemCode]) => {
    const found = skuOf(skuId);
    if (!found) return [];
    const unit = skuPrice(viewer, found.product, found.sku).paid;
    return [
      {
        skuId,
        sku: found.sku.code,
        productId: found.product.id,
        productName: found.product.name,
        sellerId: found.product.sellerId,
        quantity,
        unitPrice: toRinggit(unit),
        lineTotal: toRinggit(unit * quantity),
        itemCode,
        ebNumber: null,
        paymentCode: null,
        justification: null,
        sellerName: sellerNameFor(viewer, found.product.sellerId),
        references: skuId === 1031 ? ['Finance team refresh'] : [],
      },
    ];
  });
  const subtotalSen = lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
  const shippingSen = lines.some((line) => line.sellerId === 2) ? 2500 : 0;
  const taxSen = Math.round((subtotalSen + shippingSen) * SST);
  const address = order.place === 'head-office' ? HEAD_OFFICE : PLANT;
  const sellers = [...new Map(lines.map((line) => [line.sellerId, line.sellerName])).entries()];
  return {
    poId: order.poId,
    status: order.status,
    currentStage: order.currentStage,
    stageLabel: order.stageLabel,
    subtotal: toRinggit(subtotalSen),
    shippingFee: toRinggit(shippingSen),
    tax: toRinggit(taxSen),
    grandTotal: toRinggit(subtotalSen + shippingSen + taxSen),
    itemCount: lines.length,
    isBudgetPending: order.isBudgetPending ?? false,
    isEdited: false,
    editedFrom: null,
    replacedBy: null,
    createdDate: order.createdDate,
    submittedBy,
    locationName: order.place === 'head-office' ? 'Head Office' : 'Shah Alam Plant',
    projectName: order.place === 'head-office' ? 'IT Refresh' : 'Plant Maintenance',
    isAlternateRecipient: false,
    lines,
    shippingAddress: address,
    billingAddress: HEAD_OFFICE,
    alternateRecipient: null,
    orderNote: order.place === 'plant' ? 'Deliver to the loading bay behind Block C.' : '',
    quotationId: order.place === 'head-office' ? 'Q-2026-0419' : '',
    sellers: sellers.map(([sellerId, sellerName]) => ({ sellerId, sellerName, noteToSeller: '', deliveryDate: '' })),
    sentBack: order.sentBack ?? null,
    attachments:
      order.place === 'head-office'
        ? [
            {
              id: '7001f0a2-5c3e-4b8d-9e1f-2a6c4d8b0e31',
              kind: 'approval',
              sellerId: null,
              filename: 'quotation-Q-2026-0419.pdf',
              contentType: 'application/pdf',
              size: 48_213,
              url: '/api/attachments/7001f0a2-5c3e-4b8d-9e1f-2a6c4d8b0e31',
            },
          ]
        : [],
    timeline: timelineOf(order, submittedBy),
  };
}

/** The buyer's pre-orders, newest first. */
export const preOrdersOf = (viewer: Viewer, submittedBy: string): PreOrderDetail[] =>
  ORDERS.map((order) => orderDetail(viewer, order, submittedBy));

/** What waits for the demo approver: the orders at Department Head, with Head Office's IT Refresh budget. */
export function approvalsOf(viewer: Viewer): ApprovalItem[] {
  const waiting = ORDERS.filter((order) => order.status === 'workflow_approval');
  const second: OrderSeed = {
    ...waiting[0],
    poId: 'PO-20260513-000044',
    createdDate: '2026-05-13T04:51:00.000Z',
    lines: [
      [1012, 6, 'IC-1002'],
      [1022, 24, 'IC-1002'],
    ],
  };
  return [...waiting, second].map((order) => ({
    ...orderDetail(viewer, order, 'Aisyah Rahman'),
    budget: { budgetLimit: 8000, committed: 1250.5, pending: 4749.4, remaining: 2000.1, exceedsBy: 0 },
    ownOrder: null,
  }));
}
