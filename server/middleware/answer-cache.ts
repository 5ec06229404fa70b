import type { MiddlewareHandler } from 'hono';

/** The anonymous reads kept: the catalogue (listings, detail, search) and the location lists. */
const CACHED_PATHS = [/^\/api\/products(\/|$)/, /^\/api\/search$/, /^\/api\/location\/(states|districts)$/];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Enough for every popular page and query; the oldest answer goes first past it. */
const MAX_ANSWERS = 2000;

/** Only the body and its type: headers other middleware add (CORS, security) are added afresh per request. */
interface StoredAnswer {
  body: ArrayBuffer;
  contentType: string;
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
  now?: () => number;
}

/**
 * Keeps successful anonymous catalogue answers in memory for a few seconds, keyed by the whole
 * address (host, path, query) and the location headers, so a popular page does not queue on the
 * database; requests for an answer being read get the previous one, or wait for it rather than
 * read it again. A signed-in request is never served from it nor stored. Any write through the
 * server empties it; an answer read while a write was under way is not stored.
 */
export function answerCache({ ttlMs, now = Date.now }: AnswerCacheOptions): MiddlewareHandler {
  const answers = new Map<string, StoredAnswer>();
  const reading = new Map<string, Promise<StoredAnswer | null>>();
  let generation = 0;
  return async function answerCacheMiddleware(c, next) {
    if (!READS.has(c.req.method)) {
      try {
        await next();
      } finally {
        generation += 1;
        answers.clear();
      }
      return;
    }
    const cacheable = c.req.method === 'GET' && !c.req.header('Authorization') && CACHED_PATHS.some((path) => path.test(c.req.path));
    if (!cacheable) return next();

    const serve = (answer: StoredAnswer) => c.body(answer.body, 200, { 'Content-Type': answer.contentType });
    const key = `${c.req.url}\n${c.req.header('X-State') ?? ''}\n${c.req.header('X-District') ?? ''}`;
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
      if (c.res.status !== 200) return;
      const contentType = c.res.headers.get('Content-Type') ?? 'application/json';
      const body = await c.res.arrayBuffer();
      c.res = new Response(body, c.res);
      const readAt = now();
      answer = { body, contentType, expires: readAt + ttlMs, staleUntil: readAt + 2 * ttlMs };
      if (startedAt !== generation) return;
      answers.delete(key);
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
      answers.set(key, answer);
    } finally {
      reading.delete(key);
      share(answer);
    }
  };
}
