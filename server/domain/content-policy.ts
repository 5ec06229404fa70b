import { createHash } from 'node:crypto';

/** A Content-Security-Policy source allowing exactly this inline script or style: `'sha256-…'`. */
export const inlineSourceHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** JSON to sit in a `<script type="application/json">` block: it can neither close the element nor start a comment or entity. */
export const jsonInScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * `text` when it is an http(s) origin exactly as a browser writes one (`https://s1.ariba.com`: no
 * path, no trailing slash, a lower-case host, no default port), else null. Only such text may go
 * into a policy's source list: anything else could add sources or directives to it.
 */
export function exactOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text ? text : null;
  } catch {
    return null;
  }
}

/** The frame-ancestors sources of a page this site shows: its own origin, and the origins allowed to frame it. */
export const frameAncestors = (origins: readonly string[]) => ["'self'", ...origins].join(' ');
