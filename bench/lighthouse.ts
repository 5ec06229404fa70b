/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile preset, simulated throttling) on the built
 * storefront: performance score, LCP, CLS and TBT of each page, with and without a chosen
 * location, the median of BENCH_RUNS runs (3); then, once each, the same pages as static HTML
 * (their rendered DOM, shadow roots and styles inlined, scripts removed) for the LCP the content
 * alone needs.
 * Run `npm run build` first.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { rm, mkdtemp } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { startServer } from '../server/serve';
import { chromiumArgs, findChromium } from '../tests/support/chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/', '/search?q=mask', '/products/1'];
const LOCATION = JSON.stringify({ state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' });
const dist = join(import.meta.dirname, '..', 'dist');

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * A fresh Chromium (empty profile, cache and storage) that Lighthouse drives over its debugging
 * port. Its one context is the browser's default one, the context Lighthouse opens its tab in, so
 * storage written here is what the audited page reads.
 */
async function freshChromium(): Promise<{ context: BrowserContext; port: number; profile: string }> {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'lapasar-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  return { context, port, profile };
}

/** Stores the location on a same-origin address that loads no asset, so the cache stays cold. */
async function chooseLocation(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('location', value), LOCATION);
  await page.close();
}

/** How the audited page meets the location: chosen beforehand, not chosen, or a static copy that asks for nothing. */
type Visit = 'location chosen' | 'no location' | 'static copy';

async function audit(url: string, visit: Visit, origin: string): Promise<Figures> {
  const { context, port, profile } = await freshChromium();
  try {
    if (visit === 'location chosen') await chooseLocation(context, origin);
    // Storage is kept (the chosen location); the browser is new, so nothing else is cached.
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const asked = lhr.audits['network-requests'].details;
    const askedForStates = asked?.type === 'table' && asked.items.some((item) => String(item.url).includes('/api/location/states'));
    // Without a location the page asks for the list of states; with one it must not.
    if (visit !== 'static copy' && askedForStates !== (visit === 'no location')) {
      throw new Error(`${url}: the page ${askedForStates ? 'did not see the chosen location' : 'found a location already set'}`);
    }
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

async function medianOf(url: string, visit: Visit, origin: string, count = RUNS): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < count; run++) runs.push(await audit(url, visit, origin));
  return {
    score: median(runs.map((figures) => figures.score)),
    lcpMs: median(runs.map((figures) => figures.lcpMs)),
    cls: median(runs.map((figures) => figures.cls)),
    tbtMs: median(runs.map((figures) => figures.tbtMs)),
  };
}

// Kept as source text: the bundler's helpers around named functions do not exist in the page.
const SERIALIZE_PAGE = `(() => {
  const cssOf = (sheets) => sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\\n');
  const roots = [];
  const collect = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (!element.shadowRoot) continue;
      const style = document.createElement('style');
      style.textContent = cssOf(element.shadowRoot.adoptedStyleSheets);
      element.shadowRoot.prepend(style);
      roots.push(element.shadowRoot);
      collect(element.shadowRoot);
    }
  };
  collect(document);
  const documentStyle = document.createElement('style');
  documentStyle.textContent = cssOf(document.adoptedStyleSheets);
  document.head.append(documentStyle);
  return document.documentElement.getHTML({ shadowRoots: roots });
})()`;

/**
 * The page as rendered with a location chosen, as one static HTML file: shadow roots become
 * declarative ones with their constructed stylesheets inlined, scripts are dropped, and a <base>
 * keeps images and stylesheets loading from the server.
 */
async function staticCopy(origin: string, path: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript((value) => localStorage.setItem('location', value), LOCATION);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const html = await page.evaluate<string>(SERIALIZE_PAGE);
    const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
    return `<!doctype html>${withoutScripts.replace('<head>', `<head><base href="${origin}/">`)}`;
  } finally {
    await browser.close();
  }
}

function serveHtml(pages: Map<string, string>): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const html = pages.get(request.url ?? '');
    response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html ?? '');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

const format = (label: string, figures: Figures) =>
  `${label.padEnd(42)} ${String(figures.score).padStart(5)} ${(figures.lcpMs / 1000).toFixed(2).padStart(7)} s ${figures.cls.toFixed(3).padStart(7)} ${Math.round(figures.tbtMs).toString().padStart(6)} ms`;

const server = await startServer({
  port: 0,
  sdkDir: join(dist, 'sdk'),
  storefrontDir: join(dist, 'storefront'),
  quiet: true,
});
try {
  const cpu = cpus();
  console.log(`Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, Node ${process.version}`);
  console.log(`Lighthouse 12, mobile preset, median of ${RUNS} run(s) each\n`);
  console.log(`${'page'.padEnd(42)} ${'score'.padStart(5)} ${'LCP'.padStart(9)} ${'CLS'.padStart(7)} ${'TBT'.padStart(9)}`);
  for (const visit of ['location chosen', 'no location'] as const) {
    for (const path of PAGES) {
      console.log(format(`${path} (${visit})`, await medianOf(`${server.url}${path}`, visit, server.url)));
    }
  }
  const copies = new Map<string, string>();
  for (const [index, path] of PAGES.entries()) copies.set(`/static-${index}.html`, await staticCopy(server.url, path));
  const statics = await serveHtml(copies);
  try {
    for (const [index, path] of PAGES.entries()) {
      console.log(format(`${path} (static HTML copy, 1 run)`, await medianOf(`${statics.origin}/static-${index}.html`, 'static copy', statics.origin, 1)));
    }
  } finally {
    statics.server.close();
  }
} finally {
  await server.close();
}
