import { createRoute } from '@hono/zod-openapi';
import { EditLineParamsSchema, EditLineRequestSchema } from '../../src/contract/order-edit';
import { EditOrderResponseSchema, PoIdParamsSchema } from '../../src/contract/orders';
import type { RouteDeps } from '../deps';
import { currentBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { abandonEdit, changeEditLine, EDIT_MESSAGES, openEdit } from '../services/order-edit';

const NOT_BUYER = 'Only buyers edit orders';
const common = {
  400: errorResponse('Malformed PO id'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a buyer'),
  404: errorResponse('No such order of yours'),
};

const openRoute = createRoute({
  method: 'post',
  path: '/orders/pre-orders/{poId}/edit',
  summary:
    "Opens a draft editing one of the buyer's orders waiting for approval, rejected or sent back: the order's lines, apart from the cart (which is not touched). A draft already open is kept. Submitting with editPoId replaces the order and restarts approval; until then the order keeps waiting",
  security: bearerSecurity,
  request: { params: PoIdParamsSchema },
  responses: { 200: json(EditOrderResponseSchema, 'The draft is open'), ...common, 409: errorResponse(EDIT_MESSAGES.notEditable) },
});

const abandonRoute = createRoute({
  method: 'delete',
  path: '/orders/pre-orders/{poId}/edit',
  summary: 'Abandons the draft editing the order: the order stays as it was',
  security: bearerSecurity,
  request: { params: PoIdParamsSchema },
  responses: { 200: json(EditOrderResponseSchema, 'The draft is gone'), ...common },
});

const lineRoute = createRoute({
  method: 'put',
  path: '/orders/pre-orders/{poId}/edit/lines/{skuId}',
  summary: "Sets a line's quantity in the draft editing the order; 0 removes the line (the draft keeps at least one)",
  security: bearerSecurity,
  request: { params: EditLineParamsSchema, body: jsonBody(EditLineRequestSchema) },
  responses: {
    200: json(EditOrderResponseSchema, 'The line changed'),
    ...common,
    400: errorResponse('Malformed PO id, SKU id or quantity'),
    404: errorResponse('No such order of yours, or the product is not in its draft'),
    409: errorResponse(`${EDIT_MESSAGES.notEditable}; or ${EDIT_MESSAGES.lastLine}`),
  },
});

/** The buyer's draft of an edited order: open, change a line, abandon. */
export function orderEditRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...openRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = currentBuyer(c, NOT_BUYER);
      const data = await openEdit(db, { buyerId: buyer.id, userId: user.id }, c.req.valid('param').poId);
      return c.json({ success: true as const, data, message: EDIT_MESSAGES.opened }, 200);
    })
    .openapi({ ...abandonRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const data = await abandonEdit(db, buyer.id, c.req.valid('param').poId);
      return c.json({ success: true as const, data, message: EDIT_MESSAGES.abandoned }, 200);
    })
    .openapi({ ...lineRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const { poId, skuId } = c.req.valid('param');
      const { quantity } = c.req.valid('json');
      await changeEditLine(db, buyer.id, poId, Number(skuId), quantity);
      return c.json(
        { success: true as const, data: { poId }, message: quantity === 0 ? 'Removed from the order' : 'Quantity updated' },
        200,
      );
    });
}
