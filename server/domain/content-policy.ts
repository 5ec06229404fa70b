import { createHash } from 'node:crypto';

/** A Content-Security-Policy source allowing exactly this inline script or style: `'sha256-…'`. */
export const inlineSourceHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** JSON to sit in a `<script type="application/json">` block: it can neither close the element nor start a comment or entity. */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
