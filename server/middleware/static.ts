import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { html as markup } from 'hono/html';
import { type Language, languageOf } from '../../src/lib/language';
import { storefrontLocale } from '../pages/language';
import type { PageContent } from '../pages/storefront-pages';
import { errorsOnly, type Logger } from '../logger';
import { acceptsEncoding } from './compression';
import { storefrontPolicy, workshopPolicy } from './security-headers';
import { inlineSourceHash } from '../domain/content-policy';

/** Paths owned by the server, never answered with the storefront. */
const SERVER_PREFIXES = ['/api', '/corporate', '/punchout', '/sdk', '/workshop'];
const isServerPath = (path: string) => SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
/** Whether the storefront answers this path (with GET and HEAD only) when it is served. */
export const isStorefrontPath = (path: string) => !isServerPath(path);
const hasExtension = (path: string) => (path.split('/').pop() ?? '').includes('.');
/** The storefront's scripts, named after their content by the build (main-3fA9_k2b.js, app-…): a new build gives them new names. */
const isHashed = (path: string) => /^\/(?:main|app)-[\w-]{8}\.js(?:\.map)?$/.test(path);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE_SOON = 'public, max-age=300, stale-while-revalidate=3600';

/**
 * 304 when the file has not changed since the copy the browser holds (its If-Modified-Since), so
 * revalidating an unchanged file costs no body.
 */
function notModified(request: Request, response: Response): Response {
  const since = Date.parse(request.headers.get('If-Modified-Since') ?? '');
  const modified = Date.parse(response.headers.get('Last-Modified') ?? '');
  if (response.status !== 200 || Number.isNaN(since) || Number.isNaN(modified) || modified > since) return response;
  void response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(null, { status: 304, headers });
}

/**
 * The built SDK under /sdk/. Any page may load it (module scripts are fetched with CORS), and
 * entry files keep their names between releases, so caches revalidate after a short while.
 * Text files go out as the build's brotli or gzip copies when the browser accepts them.
 */
export function sdkAssets(root: string): MiddlewareHandler {
  const files = serveStatic({ root, precompressed: true, rewriteRequestPath: (path) => path.replace(/^\/sdk/, '') });
  return async function sdkAssetsMiddleware(c, next) {
    // A missing file falls through to the app's JSON 404, never to the storefront.
    const found = await files(c, next);
    if (!(found instanceof Response)) return;
    const response = notModified(c.req.raw, found);
    response.headers.set('Access-Control-Allow-Origin', '*');
    response.headers.set('Cache-Control', REVALIDATE_SOON);
    // No Content-Security-Policy or frame options here: host pages on any origin load these files.
    return response;
  };
}

/** A built page (index.html by default), or nothing when it has not been built. */
function builtPage(root: string, name = 'index.html'): string {
  try {
    return readFileSync(join(root, name), 'utf8');
  } catch {
    return '';
  }
}

/** The live-chat script address the storefront was built with (its lapasar-live-chat-src meta), if any. */
function builtLiveChatSrc(html: string): string | undefined {
  const content = /<meta name="lapasar-live-chat-src" content="([^"]*)"/.exec(html)?.[1];
  return content?.replaceAll('&quot;', '"').trim() || undefined;
}

/** The CSP hashes of the page's inline stylesheets, the only inline content its policy allows. */
function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => inlineSourceHash(css));
}

/** The built page in Bahasa Malaysia (storefront/rollup.config.mjs): its lang, title and own words. */
const MALAY_PAGE = 'index.ms.html';

/** The empty <main> of the built page, which server-rendered content fills. */
const EMPTY_MAIN = '<main id="main" tabindex="-1"></main>';

/**
 * The page with its lead image preloaded first thing in <head> (after the charset), so the browser
 * asks for it before the page's scripts.
 */
function withLeadImage(page: string, src: string): string {
  const link = markup`<link rel="preload" as="image" href="${src}" fetchpriority="high" />`.toString();
  const after = /<meta charset="[^"]*"\s*\/?>/i.exec(page) ?? /<head>/i.exec(page);
  if (!after) return page;
  const at = after.index + after[0].length;
  return `${page.slice(0, at)}${link}${page.slice(at)}`;
}

/** A page built for this request, compressed as the browser accepts (brotli at a quality made for answers, or gzip). */
function renderedPage(c: Context, page: string): Response {
  const body = Buffer.from(page);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', ETag: etag, Vary: 'Accept-Encoding' });
  if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  const accepted = c.req.header('Accept-Encoding');
  let sent = body;
  if (acceptsEncoding(accepted, 'br')) {
    sent = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
    headers.set('Content-Encoding', 'br');
  } else if (acceptsEncoding(accepted, 'gzip')) {
    sent = gzipSync(body);
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(sent.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : sent, { status: 200, headers });
}

/**
 * The storefront's files, and its index.html for every route path (so deep links reload), under
 * the storefront's Content-Security-Policy, compressed like the SDK's. Hashed files are kept for a
 * year; the page and unhashed files are revalidated on each use. Where `content` renders a path's
 * first view (a product's page), the page is sent with it in its <main>; should that fail, the page
 * goes out as built and its script fills it. `framedBy` answers the origins besides this one that
 * may frame the storefront (procurement systems opening it in an iframe).
 */
export function storefrontAssets(
  root: string,
  content?: PageContent,
  logger: Logger = errorsOnly,
  framedBy: () => Promise<readonly string[]> = async () => [],
): MiddlewareHandler {
  const files = serveStatic({ root, precompressed: true });
  const html = builtPage(root);
  // The page in Bahasa Malaysia, when the build wrote one; else the English page serves both.
  const malay = builtPage(root, MALAY_PAGE);
  const english = { html, file: serveStatic({ root, path: 'index.html', precompressed: true }) };
  const pages: Record<Language, { html: string; file: MiddlewareHandler }> = {
    en: english,
    ms: malay ? { html: malay, file: serveStatic({ root, path: MALAY_PAGE, precompressed: true }) } : english,
  };
  const chatSrc = builtLiveChatSrc(html);
  const styleHashes = inlineStyleHashes(html);
  // The policy of the last list of framing origins: the list changes rarely, the policy is asked on every answer.
  let policyOf = { origins: [] as readonly string[], policy: storefrontPolicy(chatSrc, styleHashes) };
  const currentPolicy = async () => {
    const origins = await framedBy();
    if (origins !== policyOf.origins) policyOf = { origins, policy: storefrontPolicy(chatSrc, styleHashes, origins) };
    return policyOf;
  };
  const secured = async (request: Request, found: Response | void, cacheControl: string) => {
    if (!(found instanceof Response)) return found;
    const response = notModified(request, found);
    const { origins, policy } = await currentPolicy();
    response.headers.set('Content-Security-Policy', policy);
    // X-Frame-Options can name no other origin (ALLOW-FROM is obsolete); browsers obey frame-ancestors over it.
    if (origins.length === 0) response.headers.set('X-Frame-Options', 'SAMEORIGIN');
    response.headers.set('Cache-Control', cacheControl);
    return response;
  };
  const rendered = async (c: Context, language: Language): Promise<Response | null> => {
    const { html } = pages[language];
    if (!content || !html.includes(EMPTY_MAIN)) return null;
    try {
      const first = await content(new URL(c.req.url), language);
      if (first === null) return null;
      const page = html.replace(EMPTY_MAIN, `<main id="main" tabindex="-1">${first.main}</main>`);
      return renderedPage(c, first.leadImage ? withLeadImage(page, first.leadImage) : page);
    } catch (error) {
      logger.error({ err: error, path: c.req.path }, 'The first view of a page failed; the page goes out as built');
      return null;
    }
  };
  return async function storefrontAssetsMiddleware(c, next) {
    const path = c.req.path;
    // Pages and files are only read: any other method is the routes' to answer (a 405 when none takes it).
    if (isServerPath(path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    if (hasExtension(path)) return secured(c.req.raw, await files(c, next), isHashed(path) ? IMMUTABLE : 'no-cache');
    // The page speaks the language the storefront keeps in its cookie, as its elements will.
    const language = languageOf(storefrontLocale(c) ?? '');
    const page = await secured(c.req.raw, (await rendered(c, language)) ?? (await pages[language].file(c, next)), 'no-cache');
    page?.headers.set('Vary', 'Accept-Encoding, Cookie');
    return page;
  };
}

/** The CSP hashes of a page's inline scripts (those without a src). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, script]) => inlineSourceHash(script));
}

/** The workshop's content-hashed bundles (assets/name-hash.js): a new build gives them new names. */
const isWorkshopAsset = (path: string) => path.startsWith('/workshop/assets/');

/**
 * The built component workshop (`npm run build:workshop`, dist/workshop) under /workshop/: the
 * elements' stories on the mock API, for partners to browse. Its pages run the inline scripts the
 * build wrote (allowed by their hashes) and style themselves at run time, so it has a policy of
 * its own (workshopPolicy), on its paths only.
 */
export function workshopAssets(root: string): MiddlewareHandler {
  const files = serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/workshop/, '') });
  const policy = workshopPolicy(['index.html', 'iframe.html'].flatMap((name) => inlineScriptHashes(builtPage(root, name))));
  return async function workshopAssetsMiddleware(c, next) {
    if (c.req.path === '/workshop') return c.redirect('/workshop/', 301);
    const found = await files(c, next);
    if (!(found instanceof Response)) return;
    const response = notModified(c.req.raw, found);
    response.headers.set('Content-Security-Policy', policy);
    response.headers.set('X-Frame-Options', 'SAMEORIGIN');
    response.headers.set('Cache-Control', isWorkshopAsset(c.req.path) ? IMMUTABLE : 'no-cache');
    return response;
  };
}
