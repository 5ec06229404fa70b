import type { MiddlewareHandler } from 'hono';
import { frameAncestors } from '../domain/content-policy';

/** Headers every answer carries: no MIME sniffing, and no full address leaked to other origins. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Sets SECURITY_HEADERS on every answer. */
export function securityHeaders(): MiddlewareHandler {
  return async function securityHeadersMiddleware(c, next) {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  };
}

/** The API's policy: its answers are data, never documents; nothing loads from them and no page frames them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The API's policy: JSON and generated SVG images run nothing even when opened directly. The one
 * page the API answers (the sign-in popup's last page) brings its own, narrower than a page's.
 */
export function apiContentSecurity(): MiddlewareHandler {
  return async function apiContentSecurityMiddleware(c, next) {
    await next();
    if (c.res.headers.get('Content-Type')?.startsWith('text/html') && c.res.headers.has('Content-Security-Policy')) return;
    c.res.headers.set('Content-Security-Policy', API_POLICY);
  };
}

/** The origin of a configured live-chat script, or null when none is configured or it is not an http(s) address. */
function liveChatOrigin(src: string | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The storefront's policy: scripts, styles, images and requests from its own origin only (the
 * elements style themselves with constructed sheets, which need no 'unsafe-inline'; the page's
 * own inline stylesheet is allowed by its hash, in `styleHashes`); the live-chat
 * provider's origin, when one is built in, may also load scripts, styles, images and frames and be
 * called. Only pages of this origin, and of the origins in `framedBy` (the procurement systems that
 * open the shop in an iframe, checked by `exactOrigin`), may frame the storefront.
 */
export function storefrontPolicy(liveChatSrc?: string, styleHashes: readonly string[] = [], framedBy: readonly string[] = []): string {
  const chat = liveChatOrigin(liveChatSrc);
  const withChat = (...sources: string[]) => (chat ? [...sources, chat] : sources).join(' ');
  return [
    "default-src 'self'",
    `script-src ${withChat("'self'")}`,
    `style-src ${withChat("'self'", ...styleHashes)}`,
    `img-src ${withChat("'self'", 'data:')}`,
    `connect-src ${withChat("'self'")}`,
    `frame-src ${withChat("'self'")}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(framedBy)}`,
  ].join('; ');
}

/**
 * The component workshop's policy (/workshop/ only): its scripts from this origin and its pages'
 * inline scripts by their hashes (`scriptHashes`); styles also inline, as Storybook's interface
 * adds them as it renders; the stories' images as data: URLs; frames of this origin only.
 */
export function workshopPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...new Set(scriptHashes)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
