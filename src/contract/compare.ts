import { z } from '@hono/zod-openapi';
import { int } from './common';

/** POST {corporate}/marketplace/compare/count, form-encoded {by_id}, on the corporate backend: the count is under data.count. */
export const CompareCountResponseSchema = z.object({ success: z.boolean(), data: z.object({ count: int }) });
