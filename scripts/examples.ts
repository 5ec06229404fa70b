/**
 * Serves examples/ from its own port, so the example pages are a different origin from the API,
 * as an intranet portal is. The pages name the SDK host as http://localhost:8080; LAPASAR_ORIGIN
 * replaces it when the reference server runs elsewhere. The built SDK (dist/sdk) is also served
 * under /vendor/lapasar/sdk/: the copy a portal team vendored, which the SSO portal page loads
 * beside the marketplace's own.
 *
 * /intranet-backend.html plays the portal's backend for the second sign-in flow: it signs an
 * assertion for its employee (?employee=lina; a name starting with "approver" is an approver) with
 * the company's demo key (examples/intranet-portal-demo-key.json, whose public half the seed
 * registers), exchanges it for a session and hands the token to the page's <lapasar-config>.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { importJWK, SignJWT, type JWK } from 'jose';

const root = join(import.meta.dirname, '..', 'examples');
const vendoredSdk = join(import.meta.dirname, '..', 'dist', 'sdk');
const VENDOR_PREFIX = '/vendor/lapasar/sdk/';
const port = Number(process.env.EXAMPLES_PORT ?? 8081);
const sdkOrigin = process.env.LAPASAR_ORIGIN ?? 'http://localhost:8080';

const COMPANY = 'intranet-portal';
const EMPLOYEE = /^[a-z][a-z0-9.-]{0,39}$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** What the portal's backend does once per page view: an assertion for its employee, exchanged for a session token. */
async function sessionFor(origin: string, employee: string): Promise<string> {
  const jwk = JSON.parse(await readFile(join(root, 'intranet-portal-demo-key.json'), 'utf8')) as JWK & { kid: string };
  const key = await importJWK(jwk, 'ES256');
  const email = `${employee}@intranet-portal.test`;
  const assertion = await new SignJWT({ email, name: employee, lapasar_role: employee.startsWith('approver') ? 'approver' : 'buyer' })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
    .setIssuer(COMPANY)
    .setSubject(email)
    .setAudience(`${origin}/api/auth/sso/assertion`)
    .setIssuedAt()
    .setExpirationTime('2m')
    .setJti(crypto.randomUUID())
    .sign(key);
  const answer = await fetch(`${origin}/api/auth/sso/assertion`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ assertion }),
  });
  const body = (await answer.json()) as { user?: { auth_token: string }; error?: string };
  if (!answer.ok || !body.user) throw new Error(`The assertion was refused (${answer.status}): ${body.error ?? 'no reason given'}`);
  return body.user.auth_token;
}

/** The file under `base` that `path` names, or null for anything outside it. */
function inside(base: string, path: string): string | null {
  const file = normalize(join(base, path));
  return file.startsWith(base + sep) ? file : null;
}

export function createExamplesApp(origin: string): Hono {
  const app = new Hono();
  app.get(`${VENDOR_PREFIX}*`, async (c) => {
    const file = inside(vendoredSdk, c.req.path.slice(VENDOR_PREFIX.length));
    if (!file || !['.js', '.json'].includes(extname(file))) return c.text('Not found', 404);
    try {
      const body = await readFile(file);
      return c.body(body, 200, { 'Content-Type': extname(file) === '.js' ? 'text/javascript; charset=utf-8' : 'application/json' });
    } catch {
      return c.text('Not found', 404);
    }
  });
  app.get('/intranet-backend.html', async (c) => {
    const employee = c.req.query('employee') ?? 'lina';
    if (!EMPLOYEE.test(employee)) return c.text('employee: a lower-case name of at most 40 letters, digits, dots or hyphens', 400);
    try {
      const [html, token] = await Promise.all([readFile(join(root, 'intranet-backend.html'), 'utf8'), sessionFor(origin, employee)]);
      return c.html(
        html
          .replaceAll('http://localhost:8080', origin)
          .replaceAll('{{SESSION_TOKEN}}', escapeHtml(token))
          .replaceAll('{{EMPLOYEE}}', escapeHtml(`${employee}@intranet-portal.test`)),
      );
    } catch (error) {
      return c.text(`The portal could not sign its employee in: ${(error as Error).message}`, 502);
    }
  });
  app.get('*', async (c) => {
    const file = inside(root, c.req.path === '/' ? '/intranet-portal.html' : c.req.path);
    if (!file || extname(file) !== '.html') return c.text('Not found', 404);
    try {
      const html = await readFile(file, 'utf8');
      return c.html(html.replaceAll('http://localhost:8080', origin));
    } catch {
      return c.text('Not found', 404);
    }
  });
  return app;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  serve({ fetch: createExamplesApp(sdkOrigin).fetch, port }, (info) => {
    console.log(`Examples on http://localhost:${info.port}/ (SDK and API from ${sdkOrigin})`);
    console.log(`  Intranet portal:             http://localhost:${info.port}/intranet-portal.html`);
    console.log(`  Intranet portal, signed in:  http://localhost:${info.port}/intranet-sso.html (npm run demo:idp)`);
    console.log(`  Portal backend's session:    http://localhost:${info.port}/intranet-backend.html?employee=lina`);
    console.log(`  Partner grid:                http://localhost:${info.port}/partner-grid.html`);
  });
}
