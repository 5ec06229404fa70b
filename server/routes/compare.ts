/** The compare calls of the corporate API, mounted under /corporate: bearer token, form-encoded POST bodies, buyers only. */
import { createRoute, type OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CompareAddProductFormSchema,
  CompareAddSkuFormSchema,
  CompareByIdFormSchema,
  CompareCountResponseSchema,
  CompareExportFileSchema,
  CompareListResponseSchema,
  CompareMoveFormSchema,
  CompareRecordResponseSchema,
  CompareRemovedResponseSchema,
  CompareRemoveFormSchema,
  CompareRemoveGroupFormSchema,
  CompareUpdateFormSchema,
} from '../../src/contract/compare';
import { languageOfHeader } from '../../src/lib/language';
import { attachmentDisposition } from '../domain/content-disposition';
import type { AppEnv } from '../env';
import { currentBuyer, requireAuth } from '../middleware/auth';
import { requestLocation } from '../middleware/location';
import { bearerSecurity, createRouter, errorResponse, json } from '../openapi';
import {
  chooseCompareSku,
  clearCompared,
  compareCount,
  compareProduct,
  compareSku,
  moveCompared,
  removeCompared,
} from '../services/compare';
import { exportCompare } from '../services/compare-export';
import { loadCompareList } from '../services/compare-list';
import type { RouteDeps } from '../deps';
import { imageLinksOf } from './listing-params';
import { errorBody } from '../services/errors';

const NOT_BUYER = 'Only buyers have a compare list';
const MAX_FORM_BYTES = 64 * 1024;
const BASE = '/marketplace/compare';

const FILES = {
  pdf: { type: 'application/pdf', name: 'compare.pdf' },
  excel: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'compare.xlsx' },
} as const;

/** A required form-encoded request body. */
function formBody<T extends z.ZodType>(schema: T) {
  return { content: { 'application/x-www-form-urlencoded': { schema } }, required: true };
}

const refusals = {
  400: errorResponse('Malformed form'),
  401: errorResponse('Not signed in'),
  403: errorResponse("Not a buyer, or by_id is not the buyer's own company"),
  413: errorResponse('The form is over 64 KB'),
  415: errorResponse('The body is not form-encoded'),
};

function compareRoute<T extends z.ZodType>(path: string, summary: string, form: T) {
  return { method: 'post' as const, path: `${BASE}${path}`, summary, security: bearerSecurity, request: { body: formBody(form) } };
}

const countRoute = createRoute({
  ...compareRoute('/count', "Number of products in the signed-in buyer's compare list", CompareByIdFormSchema),
  responses: { 200: json(CompareCountResponseSchema, 'The count'), ...refusals },
});

const listRoute = createRoute({
  ...compareRoute(
    '/list',
    "The buyer's compared products by group number, priced and shipped at the request's location",
    CompareByIdFormSchema,
  ),
  responses: { 200: json(CompareListResponseSchema, 'The groups'), ...refusals, 404: errorResponse('Nothing compared') },
});

const addProductRoute = createRoute({
  ...compareRoute(
    '/add/product',
    'Compare a product: into the lowest-numbered group with room, else a new group; a product already compared answers its record',
    CompareAddProductFormSchema,
  ),
  responses: { 200: json(CompareRecordResponseSchema, 'The record'), ...refusals, 404: errorResponse('Product not found') },
});

const addSkuRoute = createRoute({
  ...compareRoute('/add/sku', "Compare a SKU's product with that SKU chosen (placed as add/product places it)", CompareAddSkuFormSchema),
  responses: { 200: json(CompareRecordResponseSchema, 'The record'), ...refusals, 404: errorResponse('SKU not found') },
});

const updateRoute = createRoute({
  ...compareRoute('/update', "Choose one of the compared product's SKUs (without sku_id: back to its first)", CompareUpdateFormSchema),
  responses: {
    200: json(CompareRecordResponseSchema, 'The record'),
    ...refusals,
    400: errorResponse("Malformed form, or the SKU or product is not the record's"),
    404: errorResponse('Compare item not found'),
  },
});

const moveRoute = createRoute({
  ...compareRoute(
    '/move',
    'Move a compared product to an existing group with room, or to a new group numbered the highest plus 1',
    CompareMoveFormSchema,
  ),
  responses: {
    200: json(CompareRecordResponseSchema, 'The record'),
    ...refusals,
    400: errorResponse('Malformed form, the same group, or a group that neither exists nor comes next'),
    404: errorResponse('Compare item not found'),
    409: errorResponse('The group already has 4 products'),
  },
});

const removeRoute = createRoute({
  ...compareRoute('/remove', 'Remove a compared product', CompareRemoveFormSchema),
  responses: {
    200: json(CompareRemovedResponseSchema, 'Removed, and the count after'),
    ...refusals,
    404: errorResponse('Compare item not found'),
  },
});

const removeGroupRoute = createRoute({
  ...compareRoute('/remove/group', "Remove a group's products (other groups keep their numbers)", CompareRemoveGroupFormSchema),
  responses: { 200: json(CompareRemovedResponseSchema, 'Removed, and the count after'), ...refusals },
});

const removeAllRoute = createRoute({
  ...compareRoute('/remove/all', 'Remove every compared product', CompareByIdFormSchema),
  responses: { 200: json(CompareRemovedResponseSchema, 'Removed, and the count after'), ...refusals },
});

function exportRoute(format: keyof typeof FILES) {
  return createRoute({
    ...compareRoute(
      `/export/${format}`,
      `The compare table as ${FILES[format].name}: one ${format === 'pdf' ? 'page' : 'worksheet'} a group, titled Comparison {n}, headed by the date, company, user and delivery location, a column a product; in Bahasa Malaysia when Accept-Language names ms first, else English`,
      CompareByIdFormSchema,
    ),
    responses: {
      200: {
        content: { [FILES[format].type]: { schema: CompareExportFileSchema } },
        description: `${FILES[format].name}, as an attachment`,
      },
      ...refusals,
      404: errorResponse('Nothing compared'),
    },
  });
}

/** Typed as a plain router: the chain's full route type is too large for the app to take in. */
export function compareRoutes({ db, productImages }: RouteDeps): OpenAPIHono<AppEnv> {
  const auth = requireAuth(db);
  const owner = (c: Context<AppEnv>) => currentBuyer(c, NOT_BUYER);
  /** The buyer's list as shown at the request's location. */
  const viewerOf = (c: Context<AppEnv>) => ({ buyer: owner(c).buyer, location: c.get('location'), images: imageLinksOf(c, productImages) });
  const download = (format: keyof typeof FILES) => async (c: Context<AppEnv>, byId: string) => {
    const exporter = { ...viewerOf(c), user: owner(c).user };
    const file = await exportCompare(db, exporter, Number(byId), format, languageOfHeader(c.req.header('accept-language')));
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': FILES[format].type,
      'Content-Disposition': attachmentDisposition(FILES[format].name),
      'Cache-Control': 'no-store',
    });
  };
  const pdf = download('pdf');
  const excel = download('excel');
  const router = createRouter();
  router.use(
    `${BASE}/*`,
    bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.json(errorBody(413, 'Request body is too large'), 413) }),
    requestLocation(db),
  );
  return router
    .openapi({ ...countRoute, middleware: [auth] }, async (c) => {
      const count = await compareCount(db, owner(c), Number(c.req.valid('form').by_id));
      return c.json({ success: true, data: { count } }, 200);
    })
    .openapi({ ...listRoute, middleware: [auth] }, async (c) => {
      const data = await loadCompareList(db, viewerOf(c), Number(c.req.valid('form').by_id));
      return c.json({ success: true as const, data }, 200);
    })
    .openapi({ ...addProductRoute, middleware: [auth] }, async (c) => {
      const form = c.req.valid('form');
      const { record, added } = await compareProduct(db, owner(c), Number(form.by_id), Number(form.product_id));
      return c.json(
        { success: true as const, data: record, message: added ? 'Product added to compare' : 'Product is already in compare' },
        200,
      );
    })
    .openapi({ ...addSkuRoute, middleware: [auth] }, async (c) => {
      const form = c.req.valid('form');
      const { record, added } = await compareSku(db, owner(c), Number(form.by_id), Number(form.sku_id));
      return c.json(
        { success: true as const, data: record, message: added ? 'Product added to compare' : 'Product is already in compare' },
        200,
      );
    })
    .openapi({ ...updateRoute, middleware: [auth] }, async (c) => {
      const form = c.req.valid('form');
      const change = {
        compareId: Number(form.compare_id),
        productId: form.product_id === undefined ? undefined : Number(form.product_id),
        skuId: form.sku_id === undefined ? undefined : Number(form.sku_id),
      };
      return c.json({ success: true as const, data: await chooseCompareSku(db, owner(c), change), message: 'Compare item updated' }, 200);
    })
    .openapi({ ...moveRoute, middleware: [auth] }, async (c) => {
      const form = c.req.valid('form');
      const record = await moveCompared(db, owner(c), Number(form.compare_id), Number(form.group_id));
      return c.json({ success: true as const, data: record, message: `Moved to Comparison ${record.group_id}` }, 200);
    })
    .openapi({ ...removeRoute, middleware: [auth] }, async (c) => {
      return c.json({ success: true as const, data: await removeCompared(db, owner(c), Number(c.req.valid('form').compare_id)) }, 200);
    })
    .openapi({ ...removeGroupRoute, middleware: [auth] }, async (c) => {
      const form = c.req.valid('form');
      return c.json({ success: true as const, data: await clearCompared(db, owner(c), Number(form.by_id), Number(form.group_id)) }, 200);
    })
    .openapi({ ...removeAllRoute, middleware: [auth] }, async (c) => {
      return c.json({ success: true as const, data: await clearCompared(db, owner(c), Number(c.req.valid('form').by_id), null) }, 200);
    })
    .openapi({ ...exportRoute('pdf'), middleware: [auth] }, (c) => pdf(c, c.req.valid('form').by_id))
    .openapi({ ...exportRoute('excel'), middleware: [auth] }, (c) => excel(c, c.req.valid('form').by_id));
}
