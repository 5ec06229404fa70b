import { codeOfStatus } from '../../src/contract/errors';
import { answerInContract } from './contract-check';

/**
 * A fake of some API routes inside the test page: calls whose path `fakes` claims are answered
 * by `serve` (after any rule the test adds) and recorded; every other call reaches the reference
 * server. For elements tested alone on typed fixtures in each state they can meet. Every faked call
 * and answer is held to the API contract (contract-check.ts).
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed, or a form-encoded body's fields; undefined for other bodies. */
  body: unknown;
  headers: Headers;
  /** The body as sent (an upload's File). */
  raw: unknown;
}

type Answer = Response | undefined | Promise<Response | undefined>;

interface Rule {
  pattern: RegExp;
  /** An answer, or undefined to fall through to the next rule and then `serve`. */
  respond: (request: FakeRequest) => Answer;
}

// A form-encoded body (the corporate API's) becomes its fields; any other string is JSON, if it parses
// (the contract check refuses one that does not).
function parseBody(raw: unknown, headers: Headers): unknown {
  if (typeof raw !== 'string') return undefined;
  if (headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A JSON answer; an error body without a code gets the one the reference server sends for its status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(withCode(status, body)), { status, headers: { 'content-type': 'application/json' } });

const withCode = (status: number, body: unknown) =>
  status >= 400 && typeof body === 'object' && body !== null && 'error' in body && !('code' in body)
    ? { ...body, code: codeOfStatus(status) }
    : body;

export interface FakeApi {
  /** Every faked call, in order. */
  calls: FakeRequest[];
  /** Calls matching `METHOD /path`, in order. */
  called(pattern: RegExp): FakeRequest[];
  /** Answers matching calls with `respond` until the returned function is called. */
  answer(pattern: RegExp, respond: Rule['respond']): () => void;
  /** Holds matching calls until the returned function is called. */
  hold(pattern: RegExp): () => void;
  /** Drops every rule, so a failed test leaves none behind. */
  reset(): void;
}

export function fakeApi(fakes: (path: string) => boolean, serve: (request: FakeRequest) => Response): FakeApi {
  const passThrough = window.fetch.bind(window);
  const calls: FakeRequest[] = [];
  const rules: Rule[] = [];

  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!fakes(url.pathname)) return passThrough(input, init);
    const raw = init?.body;
    const headers = new Headers(init?.headers);
    const request: FakeRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: parseBody(raw, headers),
      headers,
      raw,
    };
    calls.push(request);
    return answerInContract({ method: request.method, url, headers, raw }, async () => {
      for (const rule of rules.filter((candidate) => candidate.pattern.test(`${request.method} ${request.path}`))) {
        const answer = await rule.respond(request);
        if (answer) return answer;
      }
      return serve(request);
    });
  };

  const api: FakeApi = {
    calls,
    called: (pattern) => calls.filter((call) => pattern.test(`${call.method} ${call.path}`)),
    answer(pattern, respond) {
      const rule = { pattern, respond };
      rules.unshift(rule);
      return () => void rules.splice(rules.indexOf(rule), 1);
    },
    hold(pattern) {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const stop = api.answer(pattern, async () => {
        await gate;
        return undefined;
      });
      return () => {
        stop();
        release();
      };
    },
    reset: () => void rules.splice(0),
  };
  return api;
}
