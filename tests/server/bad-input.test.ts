import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema } from '../../src/contract/common';
import {
  badRequests,
  documentRequests,
  locationRequests,
  operationsOf,
  schemaCheck,
  slotRequests,
  type BadRequest,
  type OpenApiDocument,
  type Operation,
} from './support/bad-input';
import { createTestContext, engines, type TestContext } from './support/context';
import { call, signIn } from './support/http';
import { REFERENCE_REFUSALS, referenceRefusal } from './support/reference-refusals';

/** Random requests per operation, on top of every nasty value in every slot; the seed keeps runs repeatable. */
const RUNS = 15;
/** Requests per operation that the document calls valid. */
const VALID_RUNS = 12;
const SEED = 20261123;
/** Parts of the walk: every operation falls in one (its index modulo PARTS). */
const PARTS = 4;
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
/** Stack frames, source paths: what an error answer must never show. */
const STACK_TEXT = /\n\s+at |\bat .+:\d+:\d+|\/work\/|\/server\/|\.ts:\d+|node_modules/;

interface Failure {
  request: string;
  status: number;
  body: string;
}

describe.each(engines())('bad input on %s', (engine) => {
  let ctx: TestContext;
  let operations: Operation[];
  let document: OpenApiDocument;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    document = (await call<OpenApiDocument>(ctx.app, '/api/openapi.json')).body;
    operations = operationsOf(document);
    token = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.91');
  });
  afterAll(() => ctx?.close());

  /** Sends one request; a failure is any 5xx, a status the operation does not document, or a 4xx that is not `{ error, code }` with a documented code, or shows stack text. */
  async function send(operation: Operation, request: BadRequest, bearer: string | undefined): Promise<Failure | undefined> {
    // Every caller sends a location, which the pricing and shipping filters read.
    const headers = {
      ...(request.ownLocation ? {} : LOCATION),
      ...request.init.headers,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    };
    const response = await ctx.app.request(request.path, { ...request.init, headers });
    const text = await response.text();
    const place = request.ownLocation ? JSON.stringify({ 'X-State': headers['X-State'], 'X-District': headers['X-District'] }) : '';
    const shown = `${request.init.method} ${request.path.slice(0, 300)} ${bearer ? 'signed in' : 'anonymous'} ${request.init.headers['Content-Type'] ?? ''} ${place} ${String(request.init.body ?? '').slice(0, 300)}`;
    if (response.status >= 500) return { request: shown, status: response.status, body: text.slice(0, 300) };
    if (!operation.responses[String(response.status)])
      return { request: `undocumented status: ${shown}`, status: response.status, body: text.slice(0, 300) };
    if (response.status < 400) return undefined;
    // PunchOut answers in cXML or HTML, as its protocols require: only a JSON answer carries { error, code }.
    const content = operation.responses[String(response.status)].content;
    if (content && !('application/json' in content))
      return STACK_TEXT.test(text) ? { request: shown, status: response.status, body: text.slice(0, 300) } : undefined;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!ErrorSchema.safeParse(body).success || STACK_TEXT.test(text))
      return { request: shown, status: response.status, body: text.slice(0, 300) };
    return undefined;
  }

  it('walks every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('lists only refusals the document names: each operation exists and documents the status', () => {
    const statuses = new Map(operations.map((operation) => [`${operation.method} ${operation.path}`, Object.keys(operation.responses)]));
    const stale = REFERENCE_REFUSALS.filter(({ operation, status }) =>
      operation === '*'
        ? ![...statuses.values()].some((documented) => documented.includes(String(status)))
        : !statuses.get(operation)?.includes(String(status)),
    );
    expect(stale).toEqual([]);
  });

  // The walk is long (some 27,000 requests per engine), so it goes in parts, each with its own time bound.
  it.each(Array.from({ length: PARTS }, (_, part) => part))(
    'answers generated bad input with a 4xx { error } and never a 5xx, anonymous and signed in (part %i)',
    async (part) => {
      const failures: Failure[] = [];
      let sent = 0;
      const started = performance.now();
      for (const [index, operation] of operations.entries()) {
        if (index % PARTS !== part) continue;
        // Each slot value once: signed in where a token is asked for (anonymous only reaches the 401), else in turn; random requests both ways.
        const slots = [...slotRequests(operation, SEED + index), ...locationRequests(operation, SEED + index)].map((request, at) => ({
          request,
          callers: [operation.secured || at % 2 === 1],
        }));
        const random = fc
          .sample(badRequests(operation), { seed: SEED + index, numRuns: RUNS })
          .map((request) => ({ request, callers: [false, true] }));
        for (const { request, callers } of [...slots, ...random]) {
          for (const signedIn of callers) {
            const failure = await send(operation, request, signedIn ? token : undefined);
            sent += 1;
            if (failure) failures.push(failure);
            // Signing out ends the session the rest of the run signs in with.
            if (signedIn && operation.path.endsWith('/logout')) token = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.91');
          }
        }
      }
      console.info(`bad input on ${engine}, part ${part + 1} of ${PARTS}: ${sent} requests, ${Math.round(performance.now() - started)} ms`);
      expect(failures.slice(0, 200)).toEqual([]);
      expect(failures).toHaveLength(0);
    },
    300_000,
  );

  it('answers requests the document calls valid as it documents, refusing them only for the listed reference data', async () => {
    const validate = schemaCheck(document);
    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      const requests = fc.sample(documentRequests(operation, validate), { seed: SEED + index, numRuns: VALID_RUNS });
      for (const [at, request] of requests.entries()) {
        const signedIn = operation.secured && (!operation.anonymousToo || at % 2 === 0);
        // Each request from its own address, so that the sign-in throttles count no request but their own.
        const headers: Record<string, string> = {
          ...(request.init.headers as Record<string, string>),
          'X-Forwarded-For': `198.51.100.${(sent % 250) + 1}`,
        };
        if (signedIn) headers.Authorization = `Bearer ${token}`;
        const response = await ctx.app.request(request.path, { ...request.init, headers });
        sent += 1;
        const text = await response.text();
        const shown = `${name} -> ${response.status} ${text.slice(0, 160)} | ${request.init.method} ${request.path.slice(0, 200)} ${signedIn ? 'signed in' : 'anonymous'} ${String(request.init.body ?? '').slice(0, 200)}`;
        if (signedIn && operation.path.endsWith('/logout')) token = await signIn(ctx.app, 'buyer@lapasar.test', '192.0.2.91');
        const documented = operation.responses[String(response.status)];
        if (!documented) {
          failures.push(`undocumented status: ${shown}`);
          continue;
        }
        const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim();
        const content = documented.content ?? {};
        if (Object.keys(content).length > 0 && !(type in content)) failures.push(`undocumented type ${type}: ${shown}`);
        const schema = content[type]?.schema;
        if (type === 'application/json' && schema) {
          const problem = validate(schema, JSON.parse(text));
          if (problem) failures.push(`answer outside its schema (${problem}): ${shown}`);
        }
        if (response.status >= 400) {
          const error = type === 'application/json' ? String((JSON.parse(text) as { error?: unknown }).error) : text;
          if (!referenceRefusal(name, response.status, error, text)) failures.push(`refused: ${shown}`);
        }
      }
    }
    console.info(
      `valid input on ${engine}: ${operations.length} operations, ${sent} requests, ${Math.round(performance.now() - started)} ms`,
    );
    expect(failures.slice(0, 200)).toEqual([]);
    expect(failures).toHaveLength(0);
  }, 300_000);
});
