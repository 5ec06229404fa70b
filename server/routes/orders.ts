import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ApprovalResponseSchema,
  ApprovalsResponseSchema,
  ApproveRequestSchema,
  DecisionResponseSchema,
  EditOrderResponseSchema,
  PoIdParamsSchema,
  PreOrderResponseSchema,
  PreOrdersQuerySchema,
  PreOrdersResponseSchema,
  RejectRequestSchema,
  SubmitCompleteRequestSchema,
  SubmitCompleteResponseSchema,
  SubmitErrorSchema,
} from '../../src/contract/orders';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentApprover, currentBuyer, currentSession, ownBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { APPROVAL_MESSAGES, approvalDetail, approvalInbox, decideOrder, type Approver } from '../services/approvals';
import { EDIT_MESSAGES, editOrder } from '../services/order-edit';
import { listPreOrders, preOrderDetail } from '../services/orders';
import { submitComplete, submitMessage, SubmitValidationError } from '../services/workflow-submit';
import { originOf } from './listing-params';

const NOT_BUYER = 'Only buyers place orders';
const NOT_APPROVER = 'Only approvers decide orders';
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
    400: json(SubmitErrorSchema, 'Required fields missing (with validation), or a workflow, budget, spending limit, attachment, item code or line rule refused it'),
    ...signedIn,
    403: errorResponse('Not a buyer'),
    404: errorResponse('The order named by editPoId is not one of yours'),
    409: errorResponse('The cart changed, stock is insufficient, the batch id was used for another payload, or the order named by editPoId can no longer be edited'),
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
  responses: { 200: json(PreOrderResponseSchema, 'The pre-order'), 400: errorResponse('Malformed PO id'), ...signedIn, 404: errorResponse('No such order of yours') },
});

const editRoute = createRoute({
  method: 'post',
  path: '/orders/pre-orders/{poId}/edit',
  summary:
    "Edit one of the buyer's orders waiting for approval or rejected: its lines go into the cart (each SKU at the order's quantity; other lines stay). The order keeps waiting until the edited order is submitted with editPoId, which replaces it and restarts approval",
  security: bearerSecurity,
  request: { params: PoIdParamsSchema },
  responses: {
    200: json(EditOrderResponseSchema, "The order's lines are in the cart"),
    400: errorResponse('Malformed PO id'),
    ...signedIn,
    403: errorResponse('Not a buyer'),
    404: errorResponse('No such order of yours'),
    409: errorResponse(EDIT_MESSAGES.notEditable),
  },
});

const approverResponses = { ...signedIn, 403: errorResponse('Not an approver') };

const inboxRoute = createRoute({
  method: 'get',
  path: '/approvals',
  summary: "The orders waiting at a stage the signed-in approver approves (budget approval: the last stage's approvers), with lines, totals, budget and attachments",
  security: bearerSecurity,
  responses: { 200: json(ApprovalsResponseSchema, 'The inbox'), ...approverResponses },
});

const approvalRoute = createRoute({
  method: 'get',
  path: '/approvals/{poId}',
  summary: 'An order waiting for the signed-in approver',
  security: bearerSecurity,
  request: { params: PoIdParamsSchema },
  responses: { 200: json(ApprovalResponseSchema, 'The order'), 400: errorResponse('Malformed PO id'), ...approverResponses, 404: errorResponse('Not waiting for this approver') },
});

const decisionResponses = {
  200: json(DecisionResponseSchema, 'Where the order stands after the decision'),
  400: errorResponse('Malformed PO id or comment'),
  ...approverResponses,
  404: errorResponse('Not waiting for this approver'),
  409: errorResponse(APPROVAL_MESSAGES.alreadyDecided),
};

const approveRoute = createRoute({
  method: 'post',
  path: '/approvals/{poId}/approve',
  summary: 'Approve the order at its stage: it moves to the next stage that applies to its total, after the last to processing (the budget is committed)',
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

export function orderRoutes({ db, taxRateBasisPoints }: RouteDeps) {
  const auth = requireAuth(db);
  const approverOf = (c: Context<AppEnv>): Approver => {
    const { user, buyer } = currentApprover(c, NOT_APPROVER);
    return { userId: user.id, buyerId: buyer.id, email: user.email };
  };
  const viewerOf = (c: Context<AppEnv>) => {
    const session = currentSession(c);
    return { buyerId: ownBuyer(session)?.id ?? null, email: session.user.email };
  };
  return createRouter()
    .openapi({ ...submitRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = currentBuyer(c, NOT_BUYER);
      try {
        const result = await submitComplete(db, { user, buyer, origin: originOf(c), taxRateBasisPoints }, c.req.valid('json'));
        return c.json({ success: true as const, data: result, message: submitMessage(result) }, 200);
      } catch (error) {
        if (error instanceof SubmitValidationError) return c.json({ success: false as const, error: error.message, validation: error.validation }, 400);
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
    .openapi({ ...editRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = currentBuyer(c, NOT_BUYER);
      const data = await editOrder(db, { buyerId: buyer.id, userId: user.id }, c.req.valid('param').poId);
      return c.json({ success: true as const, data, message: EDIT_MESSAGES.inCart }, 200);
    })
    .openapi({ ...inboxRoute, middleware: [auth] }, async (c) => c.json({ success: true as const, data: await approvalInbox(db, approverOf(c)) }, 200))
    .openapi({ ...approvalRoute, middleware: [auth] }, async (c) =>
      c.json({ success: true as const, data: await approvalDetail(db, approverOf(c), c.req.valid('param').poId) }, 200),
    )
    .openapi({ ...approveRoute, middleware: [auth] }, async (c) => {
      const data = await decideOrder(db, approverOf(c), c.req.valid('param').poId, 'approved', c.req.valid('json').comment);
      return c.json({ success: true as const, data, message: APPROVAL_MESSAGES.approved }, 200);
    })
    .openapi({ ...rejectRoute, middleware: [auth] }, async (c) => {
      const data = await decideOrder(db, approverOf(c), c.req.valid('param').poId, 'rejected', c.req.valid('json').comment);
      return c.json({ success: true as const, data, message: APPROVAL_MESSAGES.rejected }, 200);
    });
}
