import { OpenAPIHono, type Hook, type z } from '@hono/zod-openapi';
import { ErrorSchema } from '../src/contract/common';
import type { AppEnv } from './env';
import { errorBody } from './services/errors';

/** Validation failures answer 400 with the first problem as `field: message`. */
const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const [issue] = result.error.issues;
  const field = issue.path.length > 0 ? issue.path.join('.') : result.target;
  return c.json(errorBody(400, `${field}: ${issue.message}`), 400);
};

/** Every route module builds its routes on one of these, so all share the validation hook. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

export function errorResponse(description: string) {
  return json(ErrorSchema, description);
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true };
}

export const bearerSecurity = [{ Bearer: [] }];
