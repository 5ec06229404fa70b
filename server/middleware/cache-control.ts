import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { jsonTextOf } from './json-text';

/**
 * The headers a 304 keeps: hono/etag's, and CORS's, since a cross-origin page revalidating a
 * public answer still needs to be allowed to read the 304.
 */
export const RETAINED_HEADERS = [...RETAINED_304_HEADERS, 'access-control-allow-origin', 'access-control-expose-headers'];

/** Whether If-None-Match names this ETag (weak or strong alike), or is '*'. */
export function namesETag(etag: string, ifNoneMatch: string): boolean {
  const strong = etag.replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || (ifNoneMatch.match(/"[^"]*"/g)?.some((tag) => tag === strong) ?? false);
}

/** What a public answer may differ by besides its address: the session and the buyer's location. */
export const API_VARY = 'Authorization, X-State, X-District';

/** Cache-Control of a public answer: any cache may keep it, revalidating it on each use. */
export const PUBLIC_REVALIDATED = 'public, no-cache';
/** Cache-Control of everything else: kept by no cache. */
export const NOT_STORED = 'no-store';

/** The ETag of a JSON answer: the sha1 of its text, as a strong validator. */
export const jsonETag = (text: string) => `"${createHash('sha1').update(text).digest('hex')}"`;

/** An anonymous read: its successful answer is public data. */
export function publicRead(c: Context): boolean {
  const method = c.req.method;
  return (method === 'GET' || method === 'HEAD') && !c.req.header('Authorization');
}

/**
 * The ETag's digest, in this thread: WebCrypto's (Hono's default) hands every answer to a crypto
 * job, which cost more than the rest of a small answer's middleware.
 */
const sha1 = (body: Uint8Array): ArrayBuffer => {
  const digest = createHash('sha1').update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
};

/**
 * Caching of API answers. An anonymous GET that succeeds is public data (the catalogue, locations,
 * banners): it carries an ETag, and browsers and proxies revalidate it on each use (a matching
 * If-None-Match gets 304). Everything else (signed-in, writes, errors) is `no-store`, so no cache
 * keeps a buyer's data or a token.
 */
export function apiCaching(): MiddlewareHandler {
  const validators = etag({ retainedHeaders: RETAINED_HEADERS, generateDigest: sha1 });
  return async function apiCachingMiddleware(c, next) {
    if (!publicRead(c)) {
      await next();
      c.res.headers.set('Cache-Control', NOT_STORED);
      return;
    }
    // A JSON answer's ETag is the digest of its text, taken here, so the validators only compare.
    await validators(c, async () => {
      await next();
      const text = c.res.ok ? jsonTextOf(c.res) : undefined;
      if (text !== undefined && !c.res.headers.has('ETag')) c.res.headers.set('ETag', jsonETag(text));
    });
    if (!c.res.ok && c.res.status !== 304) {
      c.res.headers.set('Cache-Control', NOT_STORED);
      return;
    }
    // A route that sets its own lifetime (the generated images) keeps it.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PUBLIC_REVALIDATED);
    c.res.headers.append('Vary', API_VARY);
  };
}
