import { z } from '@hono/zod-openapi';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import * as schema from '../../server/db/schema';
import { CONTRACT_ROUTES } from '../browser/contract-routes';

/** A route as createRoute declared it. */
interface DeclaredRoute {
  method: string;
  path: string;
  request?: { params?: z.ZodType; query?: z.ZodType; body?: { content: Record<string, { schema: unknown }> } };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

// Nothing here runs a query, so the database is a mock.
const app = createApp({ db: drizzle.mock({ schema }) });
const declared = new Map<string, DeclaredRoute>(
  app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const route = definition.route as unknown as DeclaredRoute;
    return [[`${route.method.toUpperCase()} ${route.path}`, route]];
  }),
);

/** A schema as its JSON Schema, so a route's own copy of a contract schema compares equal to it. */
const shape = (schema: unknown) => (schema instanceof z.ZodType ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : schema);

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

describe('the routes browser tests fake', () => {
  it.each(Object.entries(CONTRACT_ROUTES))('%s is listed as the server declares it', (name, listed) => {
    const route = declared.get(name);
    expect(route, `${name} is not a route of the server`).toBeDefined();
    if (!route) return;
    const sameSchema = (mine: unknown, theirs: unknown, what: string) => {
      if (mine !== theirs) expect(shape(mine), `${name}: ${what}`).toEqual(shape(theirs));
    };
    sameSchema(listed.params, route.request?.params, 'path parameters');
    sameSchema(listed.query, route.request?.query, 'query');
    const body = route.request?.body?.content ?? {};
    sameSchema(listed.json, body[JSON_TYPE]?.schema, 'JSON body');
    sameSchema(listed.form, body[FORM_TYPE]?.schema, 'form body');
    const files = Object.keys(body).filter((type) => type !== JSON_TYPE && type !== FORM_TYPE);
    expect(listed.files ?? [], `${name}: file body types`).toEqual(files);

    // Every status the server gives, so a test may fake any of them, and none it does not.
    expect(Object.keys(listed.answers).sort(), `${name}: statuses`).toEqual(Object.keys(route.responses).sort());
    for (const [status, answer] of Object.entries(listed.answers)) {
      const content = route.responses[status]?.content;
      expect(content, `${name}: answers ${status}`).toBeDefined();
      if (typeof answer === 'string') expect(Object.keys(content ?? {}), `${name}: ${status} content type`).toEqual([answer]);
      else sameSchema(answer, content?.[JSON_TYPE]?.schema, `${status} answer`);
    }
  });
});
