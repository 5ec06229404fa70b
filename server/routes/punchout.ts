/**
 * PunchOut endpoints. They speak cXML and HTML forms, not JSON: a procurement system posts cXML
 * documents to /punchout/cxml/*, and the buyer's browser opens /punchout/start (cXML) or
 * /punchout/oci/start (OCI) and posts /punchout/transfer to take the cart back.
 */
import { frameAncestors, inlineSourceHash, jsonInScript } from '../domain/content-policy';
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html, raw } from 'hono/html';
import type { RouteDeps } from '../deps';
import { buildCxml, child, CxmlError, cxmlResponse, parseCxml, type XmlNode } from '../domain/cxml';
import type { AppEnv } from '../env';
import { clientAddress } from '../middleware/client-address';
import { ServiceError } from '../services/errors';
import {
  framingOrigins,
  openStart,
  placeOrderRequest,
  profileOf,
  setupCxml,
  startOci,
  transferCart,
  type TransferForm,
} from '../services/punchout';
import { findSession } from '../services/sessions';
import { toUser } from '../services/users';
import { imageLinksOf } from './listing-params';

const MAX_DOCUMENT_BYTES = 1024 * 1024;

const STYLE =
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#f6f7f9}" +
  'main{box-sizing:border-box;width:min(34rem,100% - 2rem);margin:4rem auto;padding:2rem;background:#fff;border:1px solid #d0d5dd;border-radius:8px}' +
  'h1{margin:0 0 1rem;font-size:1.5rem}p{margin:0 0 1rem;line-height:1.5}' +
  'button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:6px;background:#0b5fff;color:#fff;cursor:pointer}';

/** Stores the session the start page carries (as the SDK does at sign-in) and opens the storefront. */
const START_SCRIPT =
  "(function(){var d=JSON.parse(document.getElementById('punchout-session').textContent);" +
  "localStorage.setItem('token',JSON.stringify(d.token));localStorage.setItem('user',JSON.stringify(d.user));" +
  "localStorage.setItem('punchout',JSON.stringify(d.punchout));location.replace('/');})();";
/** Posts the transfer form as soon as the page loads; the button remains for browsers without scripts. */
const SUBMIT_SCRIPT = "document.getElementById('punchout-transfer').submit();";

function page(
  c: Context<AppEnv>,
  heading: string,
  content: ReturnType<typeof html>,
  policy: string,
  status: 200 | 400 | 401 | 403 | 410 | 429 | 503 = 200,
) {
  c.header('Content-Security-Policy', `default-src 'none'; style-src ${inlineSourceHash(STYLE)}; ${policy}; base-uri 'none'`);
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading} | LaPasar</title><style>${raw(STYLE)}</style></head>
<body><main><h1>${heading}</h1>${content}</main></body>
</html>
`,
    status,
  );
}

/** A refusal shown to the browser: the service's message and status. */
function refusalPage(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof ServiceError) || error.status >= 500) throw error;
  const status = ([400, 401, 403, 410, 429, 503] as const).find((code) => code === error.status) ?? 400;
  return page(c, 'Punch-out cannot continue', html`<p>${error.message}</p>`, "form-action 'none'", status);
}

/** The page that signs the browser in to a punch-out session: it hands over the token and opens the storefront. */
function startPage(c: Context<AppEnv>, session: { token: string; user: unknown; punchout: { system: string } }) {
  const data = jsonInScript(session);
  return page(
    c,
    'Opening LaPasar',
    html`<script type="application/json" id="punchout-session">${raw(data)}</script><script>${raw(START_SCRIPT)}</script><p>Opening the catalogue…</p>`,
    `script-src ${inlineSourceHash(START_SCRIPT)}; form-action 'none'`,
  );
}

/** The auto-submitting form that takes the cart to the procurement system; the values are escaped by the template. */
function transferPage(c: Context<AppEnv>, form: TransferForm) {
  const target = form.target ? html` target="${form.target}"` : '';
  const fields = form.fields.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  return page(
    c,
    'Returning your cart',
    html`<form id="punchout-transfer" method="post" action="${form.action}"${target}>${fields}<p>Your cart is being sent to your procurement system.</p><button type="submit">Continue</button></form><script>${raw(SUBMIT_SCRIPT)}</script>`,
    `script-src ${inlineSourceHash(SUBMIT_SCRIPT)}; form-action ${new URL(form.action).origin}`,
  );
}

/** The cXML transactions a document can carry here, by the name of its Request's element. */
type CxmlTransaction = 'ProfileRequest' | 'PunchOutSetupRequest' | 'OrderRequest';

/** Which of `accepted` the document's Request is, or null (the handler then says what it expected). */
function transactionOf(root: XmlNode, accepted: readonly CxmlTransaction[]): CxmlTransaction | null {
  const request = child(root, 'Request');
  return accepted.find((name) => child(request, name) !== undefined) ?? null;
}

export function punchoutRoutes({ db, publicUrl, taxRateBasisPoints, proxyHops, kdfLogN, cxmlSupplier, productImages }: RouteDeps) {
  const host = new URL(publicUrl).hostname;
  const xml = (c: Context<AppEnv>, code: CxmlError['code'] | 200 | 429 | 503, text: string, content = {}) =>
    c.body(cxmlResponse(code, text, host, content), code, { 'Content-Type': 'text/xml; charset=utf-8' });
  const callerOf = (c: Context<AppEnv>) => ({ address: clientAddress(c, proxyHops), kdfLogN });
  const limit = bodyLimit({ maxSize: MAX_DOCUMENT_BYTES, onError: (c) => xml(c as Context<AppEnv>, 413, 'The document is too large') });

  /** The posted form; a body that is not one is a client's mistake (a cXML 400 where a document was expected). */
  async function formOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
    try {
      return await c.req.parseBody();
    } catch {
      throw new CxmlError(400, 'The form could not be read');
    }
  }

  /** The cXML document posted: the body itself, or a form's cxml-urlencoded field. */
  async function documentOf(c: Context<AppEnv>): Promise<string> {
    const type = (c.req.header('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'application/x-www-form-urlencoded') {
      const form = await formOf(c);
      return typeof form['cxml-urlencoded'] === 'string' ? form['cxml-urlencoded'] : '';
    }
    if (type !== 'text/xml' && type !== 'application/xml')
      throw new CxmlError(415, 'Send the cXML document as text/xml, application/xml or a form field cxml-urlencoded');
    return c.req.text();
  }

  /** A refusal as a cXML Response with its Status (throttled and busy included); anything else is the server's fault. */
  function cxmlRefusal(c: Context<AppEnv>, error: unknown) {
    if (error instanceof CxmlError) return xml(c, error.code, error.message);
    if (error instanceof ServiceError && (error.status === 429 || error.status === 503)) return xml(c, error.status, error.message);
    throw error;
  }

  /**
   * Answers a cXML document posted to an endpoint taking `accepted` transactions: a ProfileRequest
   * (which Ariba Network sends to any of a supplier's URLs), a PunchOutSetupRequest, an OrderRequest.
   */
  function cxmlEndpoint(accepted: readonly CxmlTransaction[], otherwise: CxmlTransaction | null) {
    return async (c: Context<AppEnv>) => {
      try {
        const root = parseCxml(await documentOf(c));
        const caller = callerOf(c);
        switch (transactionOf(root, accepted) ?? otherwise) {
          case 'ProfileRequest':
            return xml(c, 200, 'OK', await profileOf(db, root, publicUrl, caller));
          case 'PunchOutSetupRequest': {
            const { startUrl } = await setupCxml(db, root, publicUrl, caller);
            return xml(c, 200, 'OK', { PunchOutSetupResponse: { StartPage: { URL: startUrl } } });
          }
          case 'OrderRequest': {
            const pricing = { taxRateBasisPoints, images: imageLinksOf(c, productImages) };
            const placed = await placeOrderRequest(db, root, pricing, caller);
            return xml(c, 200, `OK: order ${placed.externalOrderId} placed as ${placed.poId}`);
          }
          case null:
            throw new CxmlError(400, `The document has none of ${accepted.join(', ')}`);
        }
      } catch (error) {
        return cxmlRefusal(c, error);
      }
    };
  }

  async function sessionTokenOf(c: Context<AppEnv>): Promise<string> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
    if (bearer) return bearer[1];
    const form = await formOf(c).catch(() => ({}) as Record<string, unknown>);
    return typeof form.token === 'string' ? form.token : '';
  }

  /** The start page of a new punch-out session token, with the user the SDK stores at sign-in. */
  async function signedInPage(c: Context<AppEnv>, token: string) {
    const session = await findSession(db, token);
    if (!session?.punchout) throw new ServiceError(410, 'This punch-out session has ended');
    return startPage(c, { token, user: toUser(session.user, session.buyer, token), punchout: { system: session.punchout.systemName } });
  }

  const app = new Hono<AppEnv>();
  // The pages the browser opens may be framed as the storefront may: by this site and the procurement systems configured to.
  app.use('*', async function punchoutPageFraming(c, next) {
    await next();
    const policy = c.res.headers.get('Content-Security-Policy');
    if (policy && c.res.headers.get('Content-Type')?.startsWith('text/html')) {
      c.res.headers.set('Content-Security-Policy', `${policy}; frame-ancestors ${frameAncestors(await framingOrigins(db))}`);
    }
  });
  app.post('/cxml', limit, cxmlEndpoint(['ProfileRequest', 'PunchOutSetupRequest', 'OrderRequest'], null));
  app.post('/cxml/setup', limit, cxmlEndpoint(['ProfileRequest'], 'PunchOutSetupRequest'));
  app.post('/cxml/order', limit, cxmlEndpoint(['ProfileRequest'], 'OrderRequest'));
  app.get('/start', async (c) => {
    try {
      return await signedInPage(c, (await openStart(db, c.req.query('token') ?? '')).token);
    } catch (error) {
      return refusalPage(c, error);
    }
  });
  const ociStart = async (c: Context<AppEnv>) => {
    const params: Record<string, unknown> = c.req.method === 'POST' ? await formOf(c).catch(() => ({})) : c.req.query();
    const field = (name: string) => {
      const value = params[name];
      return typeof value === 'string' ? value : '';
    };
    try {
      const opened = await startOci(
        db,
        {
          username: field('USERNAME'),
          password: field('PASSWORD'),
          hookUrl: field('HOOK_URL'),
          target: field('~TARGET'),
          email: field('EMAIL'),
        },
        callerOf(c),
      );
      return await signedInPage(c, opened.token);
    } catch (error) {
      return refusalPage(c, error);
    }
  };
  app.get('/oci/start', limit, ociStart);
  app.post('/oci/start', limit, ociStart);
  app.post('/transfer', limit, async (c) => {
    try {
      const token = await sessionTokenOf(c);
      const session = token ? await findSession(db, token) : null;
      if (!session?.punchout) throw new ServiceError(401, 'Not signed in to a punch-out session');
      const cxml = { build: (body: XmlNode) => buildCxml(body, host), supplier: cxmlSupplier };
      return transferPage(c, await transferCart(db, session.punchout.id, cxml));
    } catch (error) {
      return refusalPage(c, error);
    }
  });
  return app;
}

const XML_DOCUMENT = z.string().openapi({ description: 'A cXML 1.2 document' });
const xmlContent = { 'text/xml': { schema: XML_DOCUMENT }, 'application/xml': { schema: XML_DOCUMENT } };
const cxmlAnswer = (description: string) => ({ description, content: { 'text/xml': { schema: XML_DOCUMENT } } });
const htmlAnswer = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const cxmlRefusals = {
  400: cxmlAnswer(
    'cXML Response, Status 400: malformed XML, a DOCTYPE declaring entities, a missing or unknown element or operation, an unknown SupplierPartID',
  ),
  401: cxmlAnswer('cXML Response, Status 401: unknown sender or wrong shared secret'),
  429: cxmlAnswer('cXML Response, Status 429: too many wrong shared secrets for this sender from this address, or from this address'),
  413: cxmlAnswer('cXML Response, Status 413: the document is larger than 1 MB'),
  415: cxmlAnswer('cXML Response, Status 415: the body is neither XML nor a form with cxml-urlencoded'),
  503: cxmlAnswer('cXML Response, Status 503: the server is busy checking secrets; try again in a moment'),
};
const cxmlBody = {
  body: { content: { ...xmlContent, 'application/x-www-form-urlencoded': { schema: z.object({ 'cxml-urlencoded': XML_DOCUMENT }) } } },
};
const profileAnswer = 'or, to a ProfileRequest, a ProfileResponse naming the transactions taken here and their URLs';
const OCI_START = z.object({
  USERNAME: z.string(),
  PASSWORD: z.string(),
  HOOK_URL: z.string().url(),
  '~TARGET': z.string().optional(),
  EMAIL: z.string().optional().openapi({ description: 'A buyer of the company to sign in; the default punch-out user otherwise' }),
});

/** The PunchOut endpoints in the OpenAPI document: they take and answer XML and HTML forms, not JSON. */
export function registerPunchoutPaths(registry: OpenAPIHono<AppEnv>['openAPIRegistry']): void {
  registry.registerPath({
    method: 'post',
    path: '/punchout/cxml',
    summary:
      'Any cXML transaction taken here (ProfileRequest, PunchOutSetupRequest, OrderRequest), answered as at its own URL; every document is authenticated by the From credential and the Sender SharedSecret',
    tags: ['PunchOut'],
    request: cxmlBody,
    responses: { 200: cxmlAnswer('cXML Response, Status 200, with what the transaction answers'), ...cxmlRefusals },
  });
  registry.registerPath({
    method: 'post',
    path: '/punchout/cxml/setup',
    summary:
      'cXML PunchOutSetupRequest (operation create, edit or inspect) from a procurement system, authenticated by the From credential and the Sender SharedSecret; answers a PunchOutSetupResponse with a one-time StartPage URL (a ProfileRequest is answered here too)',
    tags: ['PunchOut'],
    request: cxmlBody,
    responses: {
      200: cxmlAnswer(`cXML Response, Status 200, with PunchOutSetupResponse/StartPage/URL, ${profileAnswer}`),
      ...cxmlRefusals,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/punchout/cxml/order',
    summary:
      'cXML OrderRequest approved by the procurement system: placed without the approval workflow, once per payloadID (a repeated payloadID answers what the first was answered); a ProfileRequest is answered here too',
    tags: ['PunchOut'],
    request: cxmlBody,
    responses: { 200: cxmlAnswer(`cXML Response, Status 200, naming the order placed, ${profileAnswer}`), ...cxmlRefusals },
  });
  registry.registerPath({
    method: 'get',
    path: '/punchout/start',
    summary: 'The one-time StartPage URL: signs the browser in to the punch-out session and opens the storefront',
    tags: ['PunchOut'],
    request: { query: z.object({ token: z.string() }) },
    responses: {
      200: htmlAnswer('The page that stores the session and opens the storefront'),
      410: htmlAnswer('The link was used or has expired'),
    },
  });
  for (const method of ['get', 'post'] as const) {
    registry.registerPath({
      method,
      path: '/punchout/oci/start',
      summary:
        'SAP OCI 4.0 start URL: the company’s USERNAME and PASSWORD, the HOOK_URL the cart goes back to, and an optional ~TARGET frame',
      tags: ['PunchOut'],
      request:
        method === 'get' ? { query: OCI_START } : { body: { content: { 'application/x-www-form-urlencoded': { schema: OCI_START } } } },
      responses: {
        200: htmlAnswer('The page that stores the session and opens the storefront'),
        400: htmlAnswer('HOOK_URL is not an http(s) address'),
        401: htmlAnswer('Unknown USERNAME or wrong PASSWORD'),
        429: htmlAnswer('Too many wrong PASSWORDs for this USERNAME from this address, or from this address'),
      },
    });
  }
  registry.registerPath({
    method: 'post',
    path: '/punchout/transfer',
    summary:
      'Transfers the punch-out cart: answers a page whose form the browser posts to the procurement system (cXML: PunchOutOrderMessage as cxml-urlencoded to the BrowserFormPost URL; OCI: NEW_ITEM-* fields to the HOOK_URL). The session ends.',
    tags: ['PunchOut'],
    request: { body: { content: { 'application/x-www-form-urlencoded': { schema: z.object({ token: z.string() }) } } } },
    responses: {
      200: htmlAnswer('The auto-submitting form'),
      401: htmlAnswer('Not signed in to a punch-out session'),
      403: htmlAnswer('The cart was opened to be inspected only'),
      410: htmlAnswer('The punch-out session has ended'),
    },
  });
}
