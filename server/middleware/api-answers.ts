import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { API_VARY, apiCaching, jsonETag, namesETag, NOT_STORED, PUBLIC_REVALIDATED, publicRead } from './cache-control';
import { acceptsEncoding, apiCompression, compressible } from './compression';
import { allowedOrigins, apiCors, type CorsOptions } from './cors';
import { jsonAnswerOf, recordJsonAnswers, type JsonAnswer } from './json-text';
import { carriesRequestId, withRequestId } from './request-id';
import { API_POLICY, apiContentSecurity, securityHeaders, SECURITY_HEADERS } from './security-headers';

const done = async () => {};

/**
 * Everything the API adds to an answer, in one middleware: security headers and the API's content
 * policy, CORS, caching headers and the ETag (with its 304), and gzip.
 *
 * An answer a route made with c.json alone (nearly all of them) is finished here in one step, its
 * headers a plain object: @hono/node-server writes such an answer's string straight to the socket
 * with those headers, where every header set on a Fetch `Headers` (one per concern, as separate
 * middlewares did) cost a trivial route a third of its throughput. Any other answer (a download, a
 * generated image, a preflight, an answer with headers of its route's own) goes through each
 * concern's own middleware in turn, after the route, as they ran when they were separate: the
 * answers are the same either way, and tests/server/api-answers.test.ts checks both. The one step
 * puts the request's id among its plain headers; every other answer gets it from the request log.
 */
export function apiAnswers(options: CorsOptions): MiddlewareHandler {
  const cors = apiCors(options);
  const allowedOrigin = allowedOrigins(options);
  // Innermost first, as they ran when registered one after the other.
  const steps: MiddlewareHandler[] = [apiCaching(), cors, apiCompression(), apiContentSecurity(), securityHeaders()];
  const finishEach = async (c: Context, from: number) => {
    for (const step of steps.slice(from)) await step(c, done);
  };
  return async function apiAnswersMiddleware(c, next) {
    if (c.req.method === 'OPTIONS') {
      const preflight = await cors(c, next);
      if (preflight) {
        c.res = undefined;
        c.res = preflight;
      }
      await finishEach(c, steps.indexOf(cors) + 1);
      return;
    }
    recordJsonAnswers(c);
    await next();
    const answer = jsonAnswerOf(c.res);
    if (answer && !answer.ownHeaders) {
      const response = carriesRequestId(finishJson(c, answer, allowedOrigin(c.req.header('Origin') ?? '')));
      c.res = undefined;
      c.res = response;
      return;
    }
    await finishEach(c, 0);
  };
}

/** An answer c.json made, with every header the steps above would give it, as one plain object. */
function finishJson(c: Context, answer: JsonAnswer, origin: string | null): Response {
  const { text, status } = answer;
  const ok = status >= 200 && status < 300;
  const vary: string[] = [];
  const headers: Record<string, string> = {};
  let etag: string | undefined;
  if (publicRead(c) && ok) {
    etag = jsonETag(text);
    headers['Cache-Control'] = PUBLIC_REVALIDATED;
    vary.push(API_VARY);
  } else headers['Cache-Control'] = NOT_STORED;
  if (origin) headers['Access-Control-Allow-Origin'] = origin;
  vary.push('Origin');
  Object.assign(headers, SECURITY_HEADERS, { 'Content-Security-Policy': API_POLICY });
  withRequestId(c, headers);

  const ifNoneMatch = c.req.header('If-None-Match');
  if (etag && ifNoneMatch && namesETag(etag, ifNoneMatch)) {
    return new Response(null, { status: 304, headers: { ...headers, ETag: etag, Vary: vary.join(', ') } });
  }
  headers['Content-Type'] = 'application/json';
  const bytes = Buffer.from(text);
  const eligible = compressible(c, bytes.byteLength, status, headers['Cache-Control']);
  if (eligible) vary.push('Accept-Encoding');
  headers.Vary = vary.join(', ');
  if (!eligible || !acceptsEncoding(c.req.header('Accept-Encoding'), 'gzip')) {
    if (etag) headers.ETag = etag;
    headers['Content-Length'] = String(bytes.byteLength);
    return new Response(text, { status, headers });
  }
  const compressed = gzipSync(bytes);
  if (etag) headers.ETag = `W/${etag}`;
  headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = String(compressed.byteLength);
  return new Response(compressed as Uint8Array<ArrayBuffer>, { status, headers });
}
