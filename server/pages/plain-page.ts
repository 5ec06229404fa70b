/** The frame of a page the server writes itself (a mailed or printed link's page): its own style, nothing loaded, a form posting back. */
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Language } from '../../src/lib/language';
import { inlineSourceHash } from '../domain/content-policy';
import type { AppEnv } from '../env';

/** The storefront's colours and type (src/theme/tokens.css.ts), for a page that loads nothing else. */
const STYLE =
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#f6f7f9}" +
  'main{box-sizing:border-box;width:min(34rem,100% - 2rem);margin:4rem auto;padding:2rem;background:#fff;border:1px solid #d0d5dd;border-radius:8px}' +
  'h1{margin:0 0 1rem;font-size:1.5rem}p{margin:0 0 1rem;line-height:1.5}.note{color:#5b6472;font-size:.875rem}.refused{color:#b42318}' +
  'label{display:block;font-weight:600;margin:0 0 .25rem}' +
  'input{box-sizing:border-box;width:100%;font:inherit;padding:.5rem .625rem;margin:0 0 1rem;border:1px solid #98a2b3;border-radius:6px}' +
  'button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:6px;background:#0b5fff;color:#fff;cursor:pointer}' +
  'button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #0a2540;outline-offset:2px}a{color:#0b5fff}';

/** Nothing but the page's own stylesheet, and its form posting back here. */
const POLICY = `default-src 'none'; style-src ${inlineSourceHash(STYLE)}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/** Answers a whole page: `heading` over `content`, in `language`, never framed, cached or given anything to load. */
export function page(c: Context<AppEnv>, language: Language, status: 200 | 400 | 410, heading: string, content: ReturnType<typeof html>) {
  const body = html`<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading} | LaPasar</title><style>${STYLE}</style></head>
<body><main><h1>${heading}</h1>${content}</main></body>
</html>
`;
  c.header('Content-Security-Policy', POLICY);
  c.header('X-Frame-Options', 'DENY');
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}
