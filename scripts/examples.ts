/**
 * Serves examples/ from its own port, so the example pages are a different origin from the API,
 * as an intranet portal is. The pages name the SDK host as http://localhost:8080; LAPASAR_ORIGIN
 * replaces it when the reference server runs elsewhere. The built SDK (dist/sdk) is also served
 * under /vendor/lapasar/sdk/: the copy a portal team vendored, which the SSO portal page loads
 * beside the marketplace's own.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const root = join(import.meta.dirname, '..', 'examples');
const vendoredSdk = join(import.meta.dirname, '..', 'dist', 'sdk');
const VENDOR_PREFIX = '/vendor/lapasar/sdk/';
const port = Number(process.env.EXAMPLES_PORT ?? 8081);
const sdkOrigin = process.env.LAPASAR_ORIGIN ?? 'http://localhost:8080';

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
    console.log(`  Partner grid:                http://localhost:${info.port}/partner-grid.html`);
  });
}
