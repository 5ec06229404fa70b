/*
 * The compare calls of the corporate API (spec 1 sections 2.11, 3, 4, 5 and 7), served under
 * /corporate: bearer token, form-encoded POST bodies. by_id is the signed-in buyer's company id;
 * another company's is refused. Money is RM with 2 decimals, at the request's location.
 */
import { z } from '@hono/zod-openapi';
import { idParam, int, YesNoSchema } from './common';

/** A form field holding a record id. */
const formId = idParam;

/** {by_id}: count, list, remove/all and the exports. */
export const CompareByIdFormSchema = z.object({ by_id: formId }).openapi('CompareByIdForm');
/** {by_id, product_id}: the product goes to the lowest-numbered group with room, else to a new group; a product already compared answers its record. */
export const CompareAddProductFormSchema = z.object({ by_id: formId, product_id: formId }).openapi('CompareAddProductForm');
/** {by_id, sku_id}: the SKU's product, with that SKU chosen. */
export const CompareAddSkuFormSchema = z.object({ by_id: formId, sku_id: formId }).openapi('CompareAddSkuForm');
/** {compare_id, optional product_id, optional sku_id}: the chosen SKU (one of the product's, else 400); without sku_id the product's first is shown again; a product_id given must be the record's. */
export const CompareUpdateFormSchema = z
  .object({ compare_id: formId, product_id: formId.optional(), sku_id: formId.optional() })
  .openapi('CompareUpdateForm');
/** {compare_id, group_id}: to an existing group with room (a full one is 409 'Comparison Group {n} already has 4 products.'), or to the highest group number plus 1. */
export const CompareMoveFormSchema = z.object({ compare_id: formId, group_id: formId }).openapi('CompareMoveForm');
/** {compare_id} */
export const CompareRemoveFormSchema = z.object({ compare_id: formId }).openapi('CompareRemoveForm');
/** {by_id, group_id} */
export const CompareRemoveGroupFormSchema = z.object({ by_id: formId, group_id: formId }).openapi('CompareRemoveGroupForm');

/** POST {corporate}/marketplace/compare/count, form-encoded {by_id}, on the corporate backend: the count is under data.count. */
export const CompareCountResponseSchema = z.object({ success: z.boolean(), data: z.object({ count: int }) });

/** Spec 1 section 3, Compare record. */
export const CompareRecordSchema = z
  .object({ by_id: int, product_id: int, sku_id: int.nullable(), compare_id: int, group_id: int, ulid: z.string() })
  .openapi('CompareRecord');

/** A SKU of a compared product: its code, its variant options as the cart names them ('Size: S, Colour: Red'; null when it has none), and its price. */
export const CompareSkuSchema = z
  .object({
    recid: int,
    sku: z.string(),
    label: z.string().nullable(),
    price: z.number(),
    /** The marketplace's price when price is the buyer's catalogue (contract) price, else null. */
    marketplace_price: z.number().nullable(),
    /** What the cart holds this SKU to: its minimum order quantity (0 for none) and its stock. */
    moq: int,
    total_stock: int,
  })
  .openapi('CompareSku');

/** A compared product and its chosen SKU, with everything the compare table's rows show. */
export const CompareItemSchema = CompareRecordSchema.extend({
  product: z.object({
    product_name: z.string(),
    /** Image URL, or null for the placeholder. */
    thumb: z.string().nullable(),
    product_description: z.string(),
    sl_id: int,
    seller: z.object({
      /** The seller's name, or VNDR-000123 unless the buyer's view_sl_info is Y. */
      companyName: z.string(),
      rating: z.number(),
      total_review: int,
    }),
    moq: int,
    /** Days. */
    delivery_term_from: int.nullable(),
    delivery_term_to: int.nullable(),
    skus: z.array(CompareSkuSchema),
    features: z.array(z.object({ lable: z.string(), description: z.string() })),
    availability: YesNoSchema,
    total_stock: int,
    shipping: z.object({
      /** What the buyer reads: 'Free Shipping', 'RM 12.00', or why it cannot ship. */
      charge: z.string(),
      charge_number: z.number(),
      shipping_restricted: z.boolean(),
    }),
  }),
  /** The chosen SKU, else the product's first; null when it has none. */
  sku: CompareSkuSchema.nullable(),
}).openapi('CompareItem');

/** POST /marketplace/compare/list: the groups keyed by group number ('1', '2', ...). A 404 means empty. */
export const CompareListResponseSchema = z
  .object({ success: z.literal(true), data: z.record(z.string(), z.array(CompareItemSchema)) })
  .openapi('CompareListResponse');

/** add/product, add/sku, update and move: the record after the change. */
export const CompareRecordResponseSchema = z
  .object({ success: z.literal(true), data: CompareRecordSchema, message: z.string() })
  .openapi('CompareRecordResponse');

/** remove, remove/group and remove/all: how many records went, and the count after. */
export const CompareRemovedResponseSchema = z
  .object({ success: z.literal(true), data: z.object({ removed: int, count: int }) })
  .openapi('CompareRemovedResponse');

/**
 * POST /marketplace/compare/export/pdf and /marketplace/compare/export/excel, form-encoded {by_id}
 * (CompareByIdForm): a procurement record of the table, one PDF page or one worksheet per group,
 * downloaded as compare.pdf or compare.xlsx. Each opens with the date, the buyer's company, the
 * signed-in user and the delivery location of the request; the products' columns follow (no empty
 * slots), each SKU by its code and variant options. In the workbook prices are numbers in RM and
 * MOQs whole numbers. A 404 means the list is empty, as with /list.
 */
export const CompareExportFileSchema = z.string().openapi({ format: 'binary' });
