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
/** Signing in is optional: anonymous (the empty requirement) or with a bearer token. */
export const optionalBearerSecurity: Record<string, string[]>[] = [{}, { Bearer: [] }];

type OpenApiDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>;
const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** What the document is told of the middleware in front of the routes. */
interface MiddlewareScope {
  /** The body limit applies to the operation. */
  bodyLimited: (path: string, method: string) => boolean;
  /** The request's location (X-State and X-District, or state and district in the query) is read and judged. */
  readsLocation: (path: string) => boolean;
}

/**
 * The document with the answers an operation gives before its own handler runs, which no route
 * lists: 413 from the body limit (every method with a body), 415 from the body validator (a body
 * of a type the operation does not take), 400 from the location middleware (a place that is not
 * Malaysia's, on every operation that reads it).
 */
export function withMiddlewareAnswers(document: OpenApiDocument, scope: MiddlewareScope): OpenApiDocument {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(
      operations as Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>,
    )) {
      const responses = operation.responses;
      if (!responses) continue;
      if (scope.bodyLimited(path, method)) responses['413'] ??= { description: 'The request body is too large', content: ERROR_CONTENT };
      if (operation.requestBody)
        responses['415'] ??= { description: 'The body is not of a type the operation takes', content: ERROR_CONTENT };
      if (scope.readsLocation(path))
        responses['400'] ??= {
          description:
            "The request's location (X-State and X-District, or state and district in the query) is not a place in Malaysia: unknown_location",
          content: ERROR_CONTENT,
        };
    }
  }
  return document;
}

const PUNCHOUT_REFUSAL = 'punch-out session, which reaches only the shop and its cart (punchout_scope)';

/**
 * The document with the 403 that every operation reading a session answers a punch-out session
 * outside its reach (middleware/punchout-scope.ts), beside any 403 it lists already.
 */
export function withPunchoutRefusals(document: OpenApiDocument, mayCall: (method: string, path: string) => boolean): OpenApiDocument {
  type Operation = { security?: Record<string, string[]>[]; responses?: Record<string, { description: string; content?: object }> };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
      const readsSession = operation.security?.some((requirement) => 'Bearer' in requirement) ?? false;
      const responses = operation.responses;
      if (!readsSession || !responses || mayCall(method, path)) continue;
      const listed = responses['403'];
      responses['403'] = listed
        ? { ...listed, description: `${listed.description}; or a ${PUNCHOUT_REFUSAL}` }
        : { description: `A ${PUNCHOUT_REFUSAL}`, content: ERROR_CONTENT };
    }
  }
  return document;
}
