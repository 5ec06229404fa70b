import { createRoute } from '@hono/zod-openapi';
import {
  AddListLineRequestSchema,
  ChangeListLineRequestSchema,
  ColleaguesResponseSchema,
  ListCartResponseSchema,
  ListLineParamsSchema,
  ListNameRequestSchema,
  ListParamsSchema,
  ListResponseSchema,
  ListsResponseSchema,
  ShareListRequestSchema,
} from '../../src/contract/lists';
import { SuccessSchema } from '../../src/contract/common';
import { currentBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import {
  addListLine,
  changeListLine,
  colleagues,
  createList,
  listToCart,
  loadList,
  loadLists,
  removeList,
  removeListLine,
  renameList,
  shareList,
} from '../services/lists';
import type { RouteDeps } from '../deps';

const NOT_BUYER = 'Only buyers have shopping lists';
const signedIn = { 401: errorResponse('Not signed in'), 403: errorResponse('Not a buyer, or not allowed to change this list') };
const notFound = { 404: errorResponse("No such list among the caller's own and those shared with them") };
const badInput = { 400: errorResponse('Malformed input, or a rule of lists refused it') };

const listsRoute = createRoute({
  method: 'get',
  path: '/lists',
  summary: "The caller's own shopping lists, then those colleagues shared with them",
  security: bearerSecurity,
  responses: { 200: json(ListsResponseSchema, 'The lists'), ...signedIn },
});

const createListRoute = createRoute({
  method: 'post',
  path: '/lists',
  summary: 'Create an empty shopping list (names unique per owner ignoring case; at most 50 lists each)',
  security: bearerSecurity,
  request: { body: jsonBody(ListNameRequestSchema) },
  responses: {
    201: json(ListResponseSchema, 'The new list'),
    ...badInput,
    ...signedIn,
    409: errorResponse('The caller has a list of that name'),
  },
});

const colleaguesRoute = createRoute({
  method: 'get',
  path: '/lists/colleagues',
  summary: "Whom the caller may share a list with: the other buyer users of the caller's company (names and e-mails)",
  security: bearerSecurity,
  responses: { 200: json(ColleaguesResponseSchema, 'The colleagues'), ...signedIn },
});

const listRoute = createRoute({
  method: 'get',
  path: '/lists/{id}',
  summary: "One list with its lines priced for the caller's company; its shares are told to its owner only",
  security: bearerSecurity,
  request: { params: ListParamsSchema },
  responses: { 200: json(ListResponseSchema, 'The list'), ...badInput, ...signedIn, ...notFound },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/lists/{id}',
  summary: 'Rename a list (its owner only)',
  security: bearerSecurity,
  request: { params: ListParamsSchema, body: jsonBody(ListNameRequestSchema) },
  responses: {
    200: json(ListResponseSchema, 'The list'),
    ...badInput,
    ...signedIn,
    ...notFound,
    409: errorResponse('The caller has a list of that name'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/lists/{id}',
  summary: 'Delete a list with its lines and shares (its owner only)',
  security: bearerSecurity,
  request: { params: ListParamsSchema },
  responses: { 200: json(SuccessSchema, 'Deleted'), ...badInput, ...signedIn, ...notFound },
});

const addLineRoute = createRoute({
  method: 'post',
  path: '/lists/{id}/lines',
  summary:
    'Put a SKU on a list at a quantity of at least its MOQ (its owner, or a colleague it is shared with to edit); a SKU already there gets the quantity added',
  security: bearerSecurity,
  request: { params: ListParamsSchema, body: jsonBody(AddListLineRequestSchema) },
  responses: {
    200: json(ListResponseSchema, 'The list after the change'),
    ...badInput,
    ...signedIn,
    404: errorResponse('No such list, or no such product'),
  },
});

const changeLineRoute = createRoute({
  method: 'patch',
  path: '/lists/{id}/lines/{lineId}',
  summary: "Change a line's quantity (at least its SKU's MOQ) and/or note",
  security: bearerSecurity,
  request: { params: ListLineParamsSchema, body: jsonBody(ChangeListLineRequestSchema) },
  responses: {
    200: json(ListResponseSchema, 'The list after the change'),
    ...badInput,
    ...signedIn,
    404: errorResponse('No such list, or no such line on it'),
  },
});

const removeLineRoute = createRoute({
  method: 'delete',
  path: '/lists/{id}/lines/{lineId}',
  summary: 'Remove a line from a list',
  security: bearerSecurity,
  request: { params: ListLineParamsSchema },
  responses: {
    200: json(ListResponseSchema, 'The list after the change'),
    ...badInput,
    ...signedIn,
    404: errorResponse('No such list, or no such line on it'),
  },
});

const shareRoute = createRoute({
  method: 'put',
  path: '/lists/{id}/shares',
  summary: "Set whom a list is shared with and how, read or edit (its owner only; colleagues of the owner's company only)",
  security: bearerSecurity,
  request: { params: ListParamsSchema, body: jsonBody(ShareListRequestSchema) },
  responses: { 200: json(ListResponseSchema, 'The list after the change'), ...badInput, ...signedIn, ...notFound },
});

const cartRoute = createRoute({
  method: 'post',
  path: '/lists/{id}/cart',
  summary:
    "Put every line of a list into the caller's cart at its saved quantity, in one transaction, by the cart's rules at the request's location; lines the cart refuses are reported with the reason and the others still go in",
  security: bearerSecurity,
  request: { params: ListParamsSchema },
  responses: { 200: json(ListCartResponseSchema, "Each line's outcome and the cart count after"), ...badInput, ...signedIn, ...notFound },
});

export function listRoutes({ db }: RouteDeps) {
  const auth = requireAuth(db);
  const listId = (param: { id: string }) => Number(param.id);
  return createRouter()
    .openapi({ ...listsRoute, middleware: [auth] }, async (c) => {
      return c.json({ success: true as const, data: await loadLists(db, currentBuyer(c, NOT_BUYER)) }, 200);
    })
    .openapi({ ...createListRoute, middleware: [auth] }, async (c) => {
      const data = await createList(db, currentBuyer(c, NOT_BUYER), c.req.valid('json').name);
      return c.json({ success: true as const, data }, 201);
    })
    .openapi({ ...colleaguesRoute, middleware: [auth] }, async (c) => {
      return c.json({ success: true as const, data: await colleagues(db, currentBuyer(c, NOT_BUYER)) }, 200);
    })
    .openapi({ ...listRoute, middleware: [auth] }, async (c) => {
      return c.json({ success: true as const, data: await loadList(db, currentBuyer(c, NOT_BUYER), listId(c.req.valid('param'))) }, 200);
    })
    .openapi({ ...renameRoute, middleware: [auth] }, async (c) => {
      const data = await renameList(db, currentBuyer(c, NOT_BUYER), listId(c.req.valid('param')), c.req.valid('json').name);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...deleteRoute, middleware: [auth] }, async (c) => {
      await removeList(db, currentBuyer(c, NOT_BUYER), listId(c.req.valid('param')));
      return c.json({ success: true as const }, 200);
    })
    .openapi({ ...addLineRoute, middleware: [auth] }, async (c) => {
      const { product_id: productId, sku_id: skuId, quantity, note } = c.req.valid('json');
      const data = await addListLine(db, currentBuyer(c, NOT_BUYER), listId(c.req.valid('param')), { productId, skuId, quantity, note });
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...changeLineRoute, middleware: [auth] }, async (c) => {
      const param = c.req.valid('param');
      const data = await changeListLine(db, currentBuyer(c, NOT_BUYER), listId(param), Number(param.lineId), c.req.valid('json'));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...removeLineRoute, middleware: [auth] }, async (c) => {
      const param = c.req.valid('param');
      const data = await removeListLine(db, currentBuyer(c, NOT_BUYER), listId(param), Number(param.lineId));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...shareRoute, middleware: [auth] }, async (c) => {
      const shares = c.req.valid('json').shares.map((share) => ({ userId: share.user_id, permission: share.permission }));
      const data = await shareList(db, currentBuyer(c, NOT_BUYER), listId(c.req.valid('param')), shares);
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...cartRoute, middleware: [auth] }, async (c) => {
      const outcome = await listToCart(db, currentBuyer(c, NOT_BUYER), listId(c.req.valid('param')), c.get('location'));
      return c.json({ success: true as const, ...outcome }, 200);
    });
}
