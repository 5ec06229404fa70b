/**
 * Serves examples/ from its own port, so the example pages are a different origin from the API,
 * as an intranet portal is. The pages name the SDK host as http://localhost:8080; LAPASAR_ORIGIN
 * replaces it when the reference server runs elsewhere.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const root = join(import.meta.dirname, '..', 'examples');
const port = Number(process.env.EXAMPLES_PORT ?? 8081);
const sdkOrigin = process.env.LAPASAR_ORIGIN ?? 'http://localhost:8080';

export function createExamplesApp(origin: string): Hono {
  const app = new Hono();
  app.get('*', async (c) => {
    const path = c.req.path === '/' ? '/intranet-portal.html' : c.req.path;
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || extname(file) !== '.html') return c.text('Not found', 404);
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
    console.log(`  Intranet portal: http://localhost:${info.port}/intranet-portal.html`);
    console.log(`  Partner grid:    http://localhost:${info.port}/partner-grid.html`);
  });
}
