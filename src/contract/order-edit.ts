/**
 * Editing an order in a draft of its own (spec 2 section 2: edited orders restart approval): the
 * draft holds the order's lines apart from the cart until it is submitted with editPoId or abandoned.
 */
import { z } from '@hono/zod-openapi';
import { MAX_CART_QUANTITY } from '../lib/cart';
import { idParam, int } from './common';
import { OrderAttachmentSchema, PoIdParamsSchema, SubmitFormDataSchema } from './orders';

/** `/orders/pre-orders/{poId}/edit/lines/{skuId}` */
export const EditLineParamsSchema = PoIdParamsSchema.extend({ skuId: idParam });

/** PUT a draft line's quantity; 0 removes the line. */
export const EditLineRequestSchema = z
  .object({ quantity: int.min(0, 'must be 0 or more').max(MAX_CART_QUANTITY, `must be at most ${MAX_CART_QUANTITY}`) })
  .openapi('EditLineRequest');

/** What the checkout form opens an edit with: the order's form as submitted and the files it carries. */
export const EditedOrderSchema = z
  .object({
    poId: z.string(),
    form: SubmitFormDataSchema,
    attachments: z.array(OrderAttachmentSchema),
  })
  .openapi('EditedOrder');
