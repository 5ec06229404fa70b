import type { MiddlewareHandler } from 'hono';
import { everythingChanged, followTable, hearsChangesNow } from '../db/change-notices';
import type { Database } from '../db/client';
import { namesETag, RETAINED_HEADERS } from './cache-control';
import { carriesRequestId, withRequestId } from './request-id';

/** The anonymous reads kept: the catalogue (listings, detail, search) and the location lists. */
const CACHED_PATHS = [/^\/api\/products(\/|$)/, /^\/api\/search$/, /^\/api\/location\/(states|districts)$/];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Enough for every popular page and query; the oldest answer goes first past it. */
const MAX_ANSWERS = 2000;

/**
 * The answer as it left the server: its bytes (compressed when the request took gzip) and every
 * header the middleware gave it (security, CORS for the request's Origin, ETag, caching), so a
 * request the answer is kept for is answered before any of that middleware runs.
 */
interface StoredAnswer {
  /** Bytes and plain headers: the Node adapter writes such an answer straight to the socket. */
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  etag: string | null;
  expires: number;
  /** Until then, while one request reads the answer afresh, the others get this one. */
  staleUntil: number;
}

export interface AnswerCacheOptions {
  /**
   * How long an answer is served from memory; for as long again it is served while one request
   * reads it afresh. A write through this server drops them all at once.
   */
  ttlMs: number;
  /**
   * The database the answers are read from: they are forgotten when it announces a committed
   * change to any table (another server process's write included), and kept only while its
   * changes are heard. Without it, only writes through this server and the time limit forget them.
   */
  db?: Database;
  now?: () => number;
}

/** The headers a kept answer's 304 keeps: those the chain's own 304 keeps. */
const KEPT_BY_304 = new Set(RETAINED_HEADERS);

/**
 * Keeps successful anonymous catalogue answers in memory for a few seconds, keyed by the whole
 * address (host, path, query), the location headers, and the Origin and Accept-Encoding the
 * answer's CORS headers and compression depend on, so a popular page does not queue on the
 * database; requests for an answer being read get the previous one, or wait for it rather than
 * read it again. Registered ahead of the other middleware, it answers a kept answer (or its 304)
 * at once. A signed-in request is never served from it nor stored, and only answers marked
 * public are kept. Any write through the server, and any change the database announces (made by
 * any process), empties it; an answer read while a write was
 * under way is not stored.
 */
export function answerCache({ ttlMs, db, now = Date.now }: AnswerCacheOptions): MiddlewareHandler {
  const answers = new Map<string, StoredAnswer>();
  const reading = new Map<string, Promise<StoredAnswer | null>>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    answers.clear();
  };
  if (db) followTable(db, '*', forget);
  const keeps = () => !db || hearsChangesNow(db);
  return async function answerCacheMiddleware(c, next) {
    if (!READS.has(c.req.method)) {
      try {
        await next();
      } finally {
        forget();
      }
      return;
    }
    const cacheable = c.req.method === 'GET' && !c.req.header('Authorization') && CACHED_PATHS.some((path) => path.test(c.req.path));
    if (!cacheable) return next();

    // A kept answer goes out with this request's id, not the one it was first read for.
    const serve = (answer: StoredAnswer) => {
      const ifNoneMatch = c.req.header('If-None-Match');
      if (answer.etag && ifNoneMatch && namesETag(answer.etag, ifNoneMatch)) {
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => KEPT_BY_304.has(name)));
        return carriesRequestId(new Response(null, { status: 304, headers: withRequestId(c, headers) }));
      }
      return carriesRequestId(new Response(answer.body, { status: 200, headers: withRequestId(c, { ...answer.headers }) }));
    };
    const header = (name: string) => c.req.header(name) ?? '';
    const key = [c.req.url, header('X-State'), header('X-District'), header('Origin'), header('Accept-Encoding')].join('\n');
    const stored = answers.get(key);
    const time = now();
    if (stored && stored.expires > time) return serve(stored);
    const underWay = reading.get(key);
    if (underWay) {
      if (stored && stored.staleUntil > time) return serve(stored);
      const answer = await underWay;
      if (answer) return serve(answer);
      return next();
    }

    let share: (answer: StoredAnswer | null) => void = () => {};
    reading.set(key, new Promise((resolve) => (share = resolve)));
    let answer: StoredAnswer | null = null;
    try {
      const startedAt = generation;
      await next();
      if (c.res.status !== 200 || !/\bpublic\b/.test(c.res.headers.get('Cache-Control') ?? '')) return;
      const body = new Uint8Array(await c.res.arrayBuffer());
      const headers = Object.fromEntries(c.res.headers);
      c.res = new Response(body, { status: 200, headers });
      const readAt = now();
      answer = { body, headers, etag: c.res.headers.get('ETag'), expires: readAt + ttlMs, staleUntil: readAt + 2 * ttlMs };
      if (startedAt !== generation || !keeps()) return;
      answers.delete(key);
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
      answers.set(key, answer);
    } finally {
      reading.delete(key);
      share(answer);
    }
  };
}

/**
 * After a request that may write (anything but GET, HEAD and OPTIONS), tells every follower of the
 * database's changes that anything may have changed, before the answer leaves: the next request,
 * through this process, never meets what the write replaced. (The database's own notice of the
 * change reaches this process too, a moment later: other processes rely on it.)
 */
export function forgetKeptOnWrites(db: Database): MiddlewareHandler {
  return async function forgetKeptOnWritesMiddleware(c, next) {
    if (READS.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      everythingChanged(db);
    }
  };
}
