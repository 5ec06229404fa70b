/**
 * The page a verification link opens. Opening it changes nothing: it names the address and the
 * account and asks for a press of a button, whose POST uses the link. Mail scanners that fetch
 * every link in a message therefore cannot verify an address for whoever registered it.
 */
import { inlineSourceHash } from '../domain/content-policy';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import { fill } from '../../src/lib/fill';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { pendingVerification, VERIFICATION_MESSAGES, VERIFY_EMAIL_PATH, verifyEmail } from '../services/email-verification';
import { ServiceError } from '../services/errors';

/** The storefront's colours and type (src/theme/tokens.css.ts), for a page that loads nothing else. */
const STYLE =
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#f6f7f9}" +
  'main{box-sizing:border-box;width:min(34rem,100% - 2rem);margin:4rem auto;padding:2rem;background:#fff;border:1px solid #d0d5dd;border-radius:8px}' +
  'h1{margin:0 0 1rem;font-size:1.5rem}p{margin:0 0 1rem;line-height:1.5}.note{color:#5b6472;font-size:.875rem}.refused{color:#b42318}' +
  'button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:6px;background:#0b5fff;color:#fff;cursor:pointer}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #0a2540;outline-offset:2px}a{color:#0b5fff}';

/** Nothing but the page's own stylesheet, and its form posting back here. */
const POLICY = `default-src 'none'; style-src ${inlineSourceHash(STYLE)}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const TEXT = {
  title: 'Verify your e-mail address',
  question: 'Verify {email} for the LaPasar account of {who}?',
  caution:
    'Only continue if you registered this account: once verified, it sees the orders that name this address as their alternate recipient.',
  button: 'Verify e-mail address',
  verified: 'E-mail address verified',
  refused: 'This link cannot be used',
  home: 'Continue to LaPasar',
} as const;

/** A verification link's token: what the link carries, no more. */
const TOKEN = /^[\w-]{1,200}$/;

function page(c: Context<AppEnv>, status: 200 | 400 | 410, heading: string, content: ReturnType<typeof html>) {
  const body = html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading} | LaPasar</title><style>${STYLE}</style></head>
<body><main><h1>${heading}</h1>${content}</main></body>
</html>
`;
  c.header('Content-Security-Policy', POLICY);
  c.header('X-Frame-Options', 'DENY');
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

function refusal(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof ServiceError)) throw error;
  const status = error.status === 410 ? 410 : 400;
  return page(c, status, TEXT.refused, html`<p class="refused">${error.message}</p><p><a href="/">${TEXT.home}</a></p>`);
}

const invalid = () => new ServiceError(400, VERIFICATION_MESSAGES.invalid);

/** GET shows what the link verifies and a button; POST (the button) uses the link. */
export function verifyEmailPage({ db }: Pick<RouteDeps, 'db'>) {
  return new Hono<AppEnv>()
    .get(VERIFY_EMAIL_PATH, async (c) => {
      const token = c.req.query('token') ?? '';
      try {
        if (!TOKEN.test(token)) throw invalid();
        const { email, name, companyName } = await pendingVerification(db, token);
        const who = companyName ? `${name}, ${companyName}` : name;
        return page(
          c,
          200,
          TEXT.title,
          html`<p>${fill(TEXT.question, { email, who })}</p><p class="note">${TEXT.caution}</p><form method="post" action="${VERIFY_EMAIL_PATH}"><input type="hidden" name="token" value="${token}"><button type="submit">${TEXT.button}</button></form>`,
        );
      } catch (error) {
        return refusal(c, error);
      }
    })
    .post(VERIFY_EMAIL_PATH, bodyLimit({ maxSize: 4096, onError: (c) => refusal(c, invalid()) }), async (c) => {
      try {
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        const token = form.token;
        if (typeof token !== 'string' || !TOKEN.test(token)) throw invalid();
        const { message } = await verifyEmail(db, token);
        return page(c, 200, TEXT.verified, html`<p>${message}</p><p><a href="/">${TEXT.home}</a></p>`);
      } catch (error) {
        return refusal(c, error);
      }
    });
}
