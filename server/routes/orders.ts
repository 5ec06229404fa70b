import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ApprovalCountResponseSchema,
  ApprovalResponseSchema,
  ApprovalsResponseSchema,
  ApproveRequestSchema,
  BulkDecisionRequestSchema,
  BulkDecisionResponseSchema,
  DecisionResponseSchema,
  PoIdParamsSchema,
  PreOrderResponseSchema,
  PreOrdersQuerySchema,
  PreOrdersResponseSchema,
  RejectRequestSchema,
  ReturnRequestSchema,
  SubmitCompleteRequestSchema,
  SubmitCompleteResponseSchema,
  SubmitErrorSchema,
} from '../../src/contract/orders';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentApprover, currentBuyer, currentSession, ownBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import {
  APPROVAL_MESSAGES,
  approvalCount,
  approvalDetail,
  approvalInbox,
  decideOrder,
  decideOrders,
  type Approver,
} from '../services/approvals';
import { confirmDirectUploads } from '../services/attachments';
import { CANCEL_MESSAGES, cancelOrder } from '../services/order-cancel';
import { sendOrderNotices } from '../services/order-notices';
import { listPreOrders, preOrderDetail } from '../services/orders';
import { errorBody } from '../services/errors';
import { submitComplete, submitMessage, SubmitValidationError } from '../services/workflow-submit';
import { fill } from '../../src/lib/fill';
import { imageLinksOf } from './listing-params';

const NOT_BUYER = 'Only buyers place orders';
const NOT_APPROVER = 'Only approvers decide orders';
const BULK_MESSAGE = '{decided} of {total} order(s) decided';
const signedIn = { 401: errorResponse('Not signed in') };

const submitRoute = createRoute({
  method: 'post',
  path: '/workflow/submit-complete',
  summary:
    "Place the order of the signed-in buyer's cart lines at the shipping address: everything re-validated in one transaction (cart, prices, stock, location restrictions, MOQ, vendor minimums, required fields, workflow, approvers, spending limit, attachments, item codes, justification, budget), stock held, the lines leave the cart. With editPoId (the buyer's order waiting for approval or rejected) that order's holds are released, it ends as replaced, and the new order, marked edited, starts approval again. Idempotent on customBatchId",
  security: bearerSecurity,
  request: { body: jsonBody(SubmitCompleteRequestSchema) },
  responses: {
    200: json(SubmitCompleteResponseSchema, 'The order (again, with mode replayed, for a batch id already answered)'),
    400: json(
      SubmitErrorSchema,
      'Required fields missing (with validation), or a workflow, budget, spending limit, attachment, item code or line rule refused it',
    ),
    ...signedIn,
    403: errorResponse('Not a buyer'),
    404: errorResponse('The order named by editPoId is not one of yours'),
    409: errorResponse(
      'The cart changed, stock is insufficient, the batch id was used for another payload, or the order named by editPoId can no longer be edited',
    ),
  },
});

const preOrdersRoute = createRoute({
  method: 'get',
  path: '/orders/pre-orders',
  summary: "The signed-in user's pre-orders, newest first: their buyer's, and those naming them as the alternate recipient",
  security: bearerSecurity,
  request: { query: PreOrdersQuerySchema },
  responses: { 200: json(PreOrdersResponseSchema, 'A page of pre-orders'), 400: errorResponse('Malformed page'), ...signedIn },
});

const preOrderRoute = createRoute({
  method: 'get',
  path: '/orders/pre-orders/{poId}',
  summary: 'A pre-order with its lines, totals, addresses, attachments and the timeline of its approval',
  security: bearerSecurity,
  request: { params: PoIdParamsSchema },
  responses: {
    200: json(PreOrderResponseSchema, 'The pre-order'),
    400: errorResponse('Malformed PO id'),
    ...signedIn,
    404: errorResponse('No such order of yours'),
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/orders/pre-orders/{poId}/cancel',
  summary:
    "Withdraw one of the buyer's orders waiting for approval (budget or workflow): its held stock, budget and item code budgets are released, it ends as cancelled and leaves the approvers' inboxes",
  security: bearerSecurity,
  request: { params: PoIdParamsSchema },
  responses: {
    200: json(DecisionResponseSchema, 'The order, cancelled'),
    400: errorResponse('Malformed PO id'),
    ...signedIn,
    403: errorResponse('Not a buyer'),
    404: errorResponse('No such order of yours'),
    409: errorResponse(`${CANCEL_MESSAGES.alreadyCancelled}, or ${CANCEL_MESSAGES.notWaiting.toLowerCase()}`),
  },
});

const approverResponses = { ...signedIn, 403: errorResponse('Not an approver') };

const countRoute = createRoute({
  method: 'get',
  path: '/approvals/count',
  summary:
    "Whether the signed-in user approves a stage of their company's workflows, and how many orders wait for their decision (anyone signed in may ask)",
  security: bearerSecurity,
  responses: { 200: json(ApprovalCountResponseSchema, 'The count'), ...signedIn },
});

const inboxRoute = createRoute({
  method: 'get',
  path: '/approvals',
  summary:
    "The orders waiting at a stage the signed-in approver approves (budget approval: the last stage's approvers), with lines, totals, budget and attachments; those they placed or edited carry ownOrder, naming the stage's other approvers, who decide them",
  security: bearerSecurity,
  responses: { 200: json(ApprovalsResponseSchema, 'The inbox'), ...approverResponses },
});

const approvalRoute = createRoute({
  method: 'get',
  path: '/approvals/{poId}',
  summary: 'An order waiting for the signed-in approver (ownOrder says who decides one they placed or edited)',
  security: bearerSecurity,
  request: { params: PoIdParamsSchema },
  responses: {
    200: json(ApprovalResponseSchema, 'The order'),
    400: errorResponse('Malformed PO id'),
    ...approverResponses,
    404: errorResponse('Not waiting for this approver'),
    409: errorResponse('The order left approval: decided, replaced by an edited order, withdrawn by the buyer or sent back'),
  },
});

const decisionResponses = {
  200: json(DecisionResponseSchema, 'Where the order stands after the decision'),
  400: errorResponse('Malformed PO id or comment'),
  ...signedIn,
  403: errorResponse("Not an approver, or the approver placed or edited the order (own_order): the stage's other approvers decide it"),
  404: errorResponse('Not waiting for this approver'),
  409: errorResponse(
    `${APPROVAL_MESSAGES.alreadyDecided}, or the order left approval: replaced by an edited order, withdrawn by the buyer or sent back`,
  ),
};

const approveRoute = createRoute({
  method: 'post',
  path: '/approvals/{poId}/approve',
  summary:
    'Approve the order at its stage: it moves to the next stage that applies to its total, after the last to processing (the budget is committed)',
  security: bearerSecurity,
  request: { params: PoIdParamsSchema, body: jsonBody(ApproveRequestSchema) },
  responses: decisionResponses,
});

const rejectRoute = createRoute({
  method: 'post',
  path: '/approvals/{poId}/reject',
  summary: 'Reject the order with a comment: it ends, and its budget hold and stock hold are released',
  security: bearerSecurity,
  request: { params: PoIdParamsSchema, body: jsonBody(RejectRequestSchema) },
  responses: decisionResponses,
});

const returnRoute = createRoute({
  method: 'post',
  path: '/approvals/{poId}/return',
  summary:
    'Send the order back to the buyer for changes, with a comment: it is returned, its budget hold and stock hold are released, and the buyer may edit it',
  security: bearerSecurity,
  request: { params: PoIdParamsSchema, body: jsonBody(ReturnRequestSchema) },
  responses: decisionResponses,
});

const bulkRoute = createRoute({
  method: 'post',
  path: '/approvals/bulk',
  summary:
    'Approve or reject several orders with one comment (required to reject): each is decided in its own transaction, in the order given, and the answer says per order where it stands or why it could not be decided',
  security: bearerSecurity,
  request: { body: jsonBody(BulkDecisionRequestSchema) },
  responses: {
    200: json(BulkDecisionResponseSchema, 'Per order, the outcome'),
    400: errorResponse('Malformed PO ids, decision or comment'),
    ...approverResponses,
  },
});

export function orderRoutes({ db, taxRateBasisPoints, mailer, publicUrl, productImages, uploads }: RouteDeps) {
  const auth = requireAuth(db);
  const mail = { mailer, publicUrl };
  const approverOf = (c: Context<AppEnv>): Approver => {
    const { user, buyer } = currentApprover(c, NOT_APPROVER);
    return { userId: user.id, buyerId: buyer.id, email: user.email, showSellers: buyer.viewSlInfo === 'Y' };
  };
  const viewerOf = (c: Context<AppEnv>) => {
    const session = currentSession(c);
    const { user } = session;
    return {
      buyerId: ownBuyer(session)?.id ?? null,
      recipientEmail: user.emailVerifiedAt ? user.email : null,
      showSellers: session.buyer?.viewSlInfo === 'Y',
    };
  };
  return createRouter()
    .openapi({ ...submitRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = currentBuyer(c, NOT_BUYER);
      const request = c.req.valid('json');
      try {
        // Files uploaded straight to the bucket are checked before the order may name them.
        await confirmDirectUploads(db, uploads, buyer.id, {
          order: request.attachments.order,
          approval: request.attachments.approval,
          seller: request.seller_attachments,
        });
        const result = await submitComplete(db, { user, buyer, images: imageLinksOf(c, productImages), taxRateBasisPoints }, request);
        if (result.mode === 'created') await sendOrderNotices(db, mail, { buyerId: buyer.id, poId: result.poId }, 'submitted', result);
        return c.json({ success: true as const, data: result, message: submitMessage(result) }, 200);
      } catch (error) {
        if (error instanceof SubmitValidationError)
          return c.json({ success: false as const, ...errorBody(400, error.message, error.code), validation: error.validation }, 400);
        throw error;
      }
    })
    .openapi({ ...preOrdersRoute, middleware: [auth] }, async (c) => {
      const page = await listPreOrders(db, viewerOf(c), c.req.valid('query'));
      return c.json({ success: true as const, ...page }, 200);
    })
    .openapi({ ...preOrderRoute, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await preOrderDetail(db, viewerOf(c), c.req.valid('param').poId) }, 200),
    )
    .openapi({ ...cancelRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const data = await cancelOrder(db, buyer.id, c.req.valid('param').poId);
      return c.json({ success: true as const, data, message: CANCEL_MESSAGES.cancelled }, 200);
    })
    .openapi({ ...countRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = currentSession(c);
      // Only approver accounts decide orders (currentApprover), so nobody else is asked about.
      const answer =
        user.role === 'approver' && buyer
          ? await approvalCount(db, { userId: user.id, buyerId: buyer.id, email: user.email, showSellers: false })
          : { isApprover: false, count: 0 };
      return c.json({ success: true as const, ...answer }, 200);
    })
    .openapi({ ...bulkRoute, middleware: [auth] }, async (c) => {
      const { poIds, decision, comment } = c.req.valid('json');
      const approver = approverOf(c);
      const kind = decision === 'approve' ? 'approved' : 'rejected';
      const data = await decideOrders(db, approver, poIds, kind, comment);
      for (const outcome of data) {
        if (outcome.ok && outcome.status && outcome.stageLabel !== null) {
          await sendOrderNotices(db, mail, { buyerId: approver.buyerId, poId: outcome.poId }, kind, {
            status: outcome.status,
            stageLabel: outcome.stageLabel,
          });
        }
      }
      const decided = data.filter((outcome) => outcome.ok).length;
      return c.json({ success: true as const, data, message: fill(BULK_MESSAGE, { decided, total: data.length }) }, 200);
    })
    .openapi({ ...inboxRoute, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await approvalInbox(db, approverOf(c)) }, 200),
    )
    .openapi({ ...approvalRoute, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await approvalDetail(db, approverOf(c), c.req.valid('param').poId) }, 200),
    )
    .openapi({ ...approveRoute, middleware: [auth] }, async (c) => {
      const approver = approverOf(c);
      const data = await decideOrder(db, approver, c.req.valid('param').poId, 'approved', c.req.valid('json').comment);
      await sendOrderNotices(db, mail, { buyerId: approver.buyerId, poId: data.poId }, 'approved', data);
      return c.json({ success: true as const, data, message: APPROVAL_MESSAGES.approved }, 200);
    })
    .openapi({ ...rejectRoute, middleware: [auth] }, async (c) => {
      const approver = approverOf(c);
      const data = await decideOrder(db, approver, c.req.valid('param').poId, 'rejected', c.req.valid('json').comment);
      await sendOrderNotices(db, mail, { buyerId: approver.buyerId, poId: data.poId }, 'rejected', data);
      return c.json({ success: true as const, data, message: APPROVAL_MESSAGES.rejected }, 200);
    })
    .openapi({ ...returnRoute, middleware: [auth] }, async (c) => {
      const approver = approverOf(c);
      const data = await decideOrder(db, approver, c.req.valid('param').poId, 'returned', c.req.valid('json').comment);
      await sendOrderNotices(db, mail, { buyerId: approver.buyerId, poId: data.poId }, 'returned', data);
      return c.json({ success: true as const, data, message: APPROVAL_MESSAGES.returned }, 200);
    });
}
