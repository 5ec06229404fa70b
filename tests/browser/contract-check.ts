import type { z } from '@hono/zod-openapi';
import { codeOfStatus } from '../../src/contract/errors';
import { CONTRACT_ROUTES, type ContractRoute } from './contract-routes';

/*
 * Holds what the browser tests answer themselves to the API contract: each call a fake answers is
 * checked as the server's routes check it, and each answer the test gives as the route declares it.
 * A breach is recorded for whoever runs the page to take: the browser tests fail the test it
 * happened in (breach-hooks.ts), the component workshop reports it as a page error.
 */

/** A call as the page sent it. */
interface SentCall {
  method: string;
  url: URL;
  headers: Headers;
  /** The body as sent. */
  raw: unknown;
}

interface Matcher {
  name: string;
  method: string;
  path: RegExp;
  route: ContractRoute;
}

// Routes without parameters come first, so /api/products/catalogue is not read as /api/products/{id}.
const matchers: Matcher[] = Object.entries(CONTRACT_ROUTES)
  .map(([name, route]) => {
    const [method, path] = name.split(' ');
    return { name, method, path: new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`), route };
  })
  .sort((a, b) => a.name.split('{').length - b.name.split('{').length);

const breaches: string[] = [];

/** Takes the breaches recorded so far, each a line saying which call or answer broke what. */
export const takeBreaches = (): string[] => breaches.splice(0);

const API_PATH = /^\/(api|corporate)\//;

/** Whether a path is the API's: the reference server's or the corporate API's. */
export const isApiPath = (path: string): boolean => API_PATH.test(path);

const mediaType = (contentType: string | null): string => (contentType ?? '').split(';')[0].trim().toLowerCase();
const isJson = (type: string) => /^application\/([\w.-]+\+)?json$/.test(type);
const isForm = (type: string) => type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';

const problems = (error: z.ZodError, target: string): string =>
  error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : target}: ${issue.message}`).join('; ');

/** Repeated fields become arrays, as the server reads a form. */
function formFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const before = fields[key];
    fields[key] = key.endsWith('[]') ? [...((before as unknown[]) ?? []), value] : before === undefined ? value : [before, value].flat();
  }
  return fields;
}

function bodyText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  if (raw instanceof URLSearchParams) return raw.toString();
  return undefined;
}

type Refusal = { status: number; error: string };

/** The body the route reads from the call, or why the server refuses it. */
function readBody(route: ContractRoute, call: SentCall): { value: unknown } | Refusal {
  const type =
    mediaType(call.headers.get('content-type')) || (call.raw instanceof URLSearchParams ? 'application/x-www-form-urlencoded' : '');
  if (route.files) {
    return route.files.includes(type)
      ? { value: call.raw }
      : { status: 415, error: `Content-Type ${type || '(none)'} is not one of ${route.files.join(', ')}` };
  }
  const declared = route.json ? isJson : isForm;
  if (type !== '' && !declared(type)) return { status: 415, error: `Unsupported Media Type: ${type}` };
  if (type === '' && call.raw != null) return { status: 415, error: 'Unsupported Media Type: a body without a Content-Type' };
  if (type === '') return { value: {} };
  if (route.json) {
    const text = bodyText(call.raw);
    try {
      return { value: text === undefined ? undefined : JSON.parse(text) };
    } catch {
      return { status: 400, error: 'Malformed JSON in request body' };
    }
  }
  if (call.raw instanceof FormData) return { value: formFields(call.raw.entries()) };
  return { value: formFields(new URLSearchParams(bodyText(call.raw) ?? '').entries()) };
}

/** What the server would refuse the call with, checked as its route validates; null when it takes it. */
function refusalOf(route: ContractRoute, call: SentCall, params: Record<string, string>): Refusal | null {
  const queries = new Map<string, string[]>();
  for (const [key, value] of call.url.searchParams) queries.set(key, [...(queries.get(key) ?? []), value]);
  const query = Object.fromEntries([...queries].map(([key, values]) => [key, values.length === 1 ? values[0] : values]));
  const checks: [string, z.ZodType | undefined, unknown][] = [
    ['query', route.query, query],
    ['param', route.params, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, decodeURIComponent(value)]))],
  ];
  if (route.json || route.form || route.files) {
    const body = readBody(route, call);
    if ('status' in body) return body;
    checks.push([route.json ? 'json' : 'form', route.json ?? route.form, body.value]);
  }
  for (const [target, schema, value] of checks) {
    const result = schema?.safeParse(value);
    if (result && !result.success) return { status: 400, error: problems(result.error, target) };
  }
  return null;
}

type Checked = { name: string; route: ContractRoute } | { refusal: Response };

/** The call's route, or the server's answer to a call it would refuse (recorded as a breach). */
function checkCall(call: SentCall): Checked {
  const name = `${call.method} ${call.url.pathname}`;
  for (const matcher of matchers) {
    const match = call.method === matcher.method ? matcher.path.exec(call.url.pathname) : null;
    if (!match) continue;
    const refusal = refusalOf(matcher.route, call, match.groups ?? {});
    if (!refusal) return { name: matcher.name, route: matcher.route };
    breaches.push(`${name}${call.url.search}: the server refuses the request with ${refusal.status} (${refusal.error})`);
    return { refusal: Response.json({ error: refusal.error, code: codeOfStatus(refusal.status) }, { status: refusal.status }) };
  }
  breaches.push(`${name}: not a route of tests/browser/contract-routes.ts (list it there as the server declares it)`);
  return { refusal: Response.json({ error: `Not found: ${name}`, code: codeOfStatus(404) }, { status: 404 }) };
}

/** Records how `answer` breaks what `route` declares for its status. */
async function checkAnswer(name: string, route: ContractRoute, answer: Response): Promise<void> {
  const expected = route.answers[answer.status];
  const type = mediaType(answer.headers.get('content-type'));
  const breach = (problem: string) => void breaches.push(`${name}: the answer ${answer.status} ${problem}`);
  if (expected === undefined) {
    // A 5xx the route does not declare is the server's failure or a gateway's: no contract describes its body.
    if (answer.status < 500) breach(`is not one the route gives (it gives ${Object.keys(route.answers).join(', ')})`);
    return;
  }
  if (typeof expected === 'string') {
    // application/octet-stream declares any file: a download answers with the type its content showed.
    if (type !== expected && expected !== 'application/octet-stream') breach(`has Content-Type ${type || '(none)'}, not ${expected}`);
    return;
  }
  if (!isJson(type)) return breach(`has Content-Type ${type || '(none)'}, not application/json`);
  let body: unknown;
  try {
    body = await answer.clone().json();
  } catch {
    return breach('is not JSON');
  }
  const result = expected.safeParse(body);
  if (!result.success) breach(`does not parse: ${problems(result.error, 'body')}`);
}

/**
 * Answers an API call the test answers itself: the server's refusal when the call breaks the
 * contract, else `answer()`, checked against the route. Either breach is recorded.
 */
export async function answerInContract(call: SentCall, answer: () => Promise<Response>): Promise<Response> {
  const checked = checkCall(call);
  if ('refusal' in checked) return checked.refusal;
  const response = await answer();
  await checkAnswer(checked.name, checked.route, response);
  return response;
}
