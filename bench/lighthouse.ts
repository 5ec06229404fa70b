/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile preset, simulated throttling) on the built
 * storefront: performance score, LCP, CLS and TBT of each page, with and without a chosen
 * location, the median of BENCH_RUNS runs (3). Then each page as a static copy, for the LCP its
 * content alone needs:
 *
 * - The fully rendered copy (median of BENCH_RUNS runs). Captured with the location chosen, under
 *   Lighthouse's mobile screen, once every element has shown its data: no aria-busy, skeleton or
 *   server preview left, the page's own content present (the home page's carousel and product
 *   cards, the search results, the product's title and gallery), every image loaded that the page
 *   loads at once (eager ones, lazy ones in view), the carousel on its first slide. Serialized with
 *   declarative shadow roots (<template shadowrootmode>), each holding its adopted (constructed)
 *   stylesheets as a <style>, the document's adopted sheets in <head>; scripts, script preloads and
 *   on* attributes removed; images kept with their paths and loading attributes. It is delivered
 *   as the live page is: compressed as the server compresses its pages, from an origin that also
 *   serves the app's images and files (a proxy in front of the server, to which the copy's
 *   absolute URLs are pointed), so its images are same-origin, as they are live.
 * - The old capture (1 run, for comparison): the DOM at network idle, served uncompressed from
 *   another origin (127.0.0.1, while the images stay on localhost through a <base>). Its content
 *   was already fully rendered (same data, same declarative shadow roots and inlined sheets, same
 *   images); what it added is delivery the live page does not pay: ~80 KB of uncompressed HTML
 *   where the live page's is 3-4 KB of brotli, a second origin (a new connection in Lighthouse's
 *   simulation) before any image, and cross-origin images whose size Chrome cannot see (no
 *   Timing-Allow-Origin), so LCP's low-entropy rule (under 0.05 bits per pixel) is not applied to
 *   them: on a product page the 380×380 gallery SVG (about 0.02 bits per pixel), which the live
 *   page never counts, became the copy's LCP element in place of the product's title. All of it
 *   made the copy slower, so live ÷ copy came out smaller.
 *
 * Printed: the figures; each page's LCP element and LCP phases live and in both copies (from the
 * largest-contentful-paint-element audit of the median run), with the live page's script weight
 * and longest request chain; live ÷ copy LCP for both copies; and the target, a page's LCP at most
 * 1.3 × its fully rendered copy's (live with the location chosen, as the copy was captured). Live,
 * the search and product pages' LCP element is the server's preview in the element's light DOM
 * (removed once the element shows its own view); in the copy it is the element's own rendering of
 * the same image or title. Their live runs are bimodal (README, Performance), so one run says little:
 * each page also prints every run's LCP, and the FCP and LCP the unthrottled page was observed to
 * paint, from which Lighthouse simulated them. BENCH_REPORTS=<dir> keeps every run's full report.
 * Run `npm run build` first.
 */
import { Agent, createServer, request as forward, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../server/serve';
import { chromiumArgs, findChromium } from '../tests/support/chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A directory to keep every run's full Lighthouse report in (JSON), for a closer look at a run. */
const REPORTS = process.env.BENCH_REPORTS;
const PAGES = ['/', '/search?q=mask', '/products/1'];
const PAGE_NAMES: Record<string, string> = { '/': 'home', '/search?q=mask': 'search', '/products/1': 'product' };
const LOCATION = JSON.stringify({ state: 'Selangor', district: 'Petaling', postcode: '', country: 'Malaysia' });
const TARGET_RATIO = 1.3;
const dist = join(import.meta.dirname, '..', 'dist');

/**
 * What a fully rendered page shows of its own content: [host element, selector in its shadow root].
 * A page whose data never arrives never counts as rendered.
 */
const RENDERED: Record<string, [string, string][]> = {
  '/': [
    ['lapasar-home', '[aria-roledescription="carousel"] img'],
    ['lapasar-home', '[part~="grid"] img'],
  ],
  '/search?q=mask': [['lapasar-product-grid', '[part~="grid"] img']],
  '/products/1': [
    ['lapasar-product-detail', '[part~="title"]'],
    ['lapasar-product-detail', '[part~="gallery"] img'],
  ],
};

interface Figures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

interface LcpElement {
  tag: string;
  /** Its first class: the server preview's are readable, the elements' are hashed. */
  className: string;
  /** An image's path, else the element's text. */
  label: string;
  width: number;
  height: number;
  /** Whose shadow root holds it, or the light DOM (and the element it was given to). */
  where: string;
}

/** One Lighthouse run: its figures and what explains its LCP. */
interface Run extends Figures {
  element: LcpElement | null;
  /** The LCP's phases (TTFB, load delay, load time, render delay) as Lighthouse simulated them. */
  phases: { phase: string; ms: number }[];
  scripts: number;
  scriptBytes: number;
  /** Script evaluation and compilation on the main thread, at the preset's CPU slowdown. */
  scriptCpuMs: number;
  /** First and largest contentful paint as the unthrottled page painted them, from which Lighthouse simulates. */
  observedFcpMs: number;
  observedLcpMs: number;
  /** Whether the LCP's resource is requested by the HTML itself (Lighthouse's lcp-discovery-insight). */
  discoverable: boolean | null;
  /** The longest chain of critical requests, as paths. */
  chain: string[];
}

/** The median figures of some runs, and the run at the median LCP (whose element and phases are printed). */
interface Measured {
  figures: Figures;
  run: Run;
  /** The LCP elements of all runs, when they differ. */
  otherElements: string[];
  /** Every run's LCP as simulated, in the order they ran. */
  lcpMsByRun: number[];
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

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Row = Record<string, unknown>;
interface NodeDetail {
  path?: string;
  snippet?: string;
  nodeLabel?: string;
  boundingRect?: { width: number; height: number };
}
interface NetworkChain {
  url: string;
  isLongest?: boolean;
  children?: Record<string, NetworkChain>;
}

/** The rows of a table, or of the tables in a list, of an audit's details. */
function rowsOf(lhr: Lhr, audit: string): Row[][] {
  const details = lhr.audits[audit]?.details as unknown as { type: string; items?: unknown[] } | undefined;
  if (!details?.items) return [];
  if (details.type === 'table') return [details.items as Row[]];
  return details.items.map((item) => ((item as { items?: unknown }).items as Row[] | undefined) ?? [item as Row]);
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + (search.length > 1 ? '?…' : '');
};

/** Where a node sits, from Lighthouse's path of it ("1,HTML,1,BODY,…,LAPASAR-HOME,a,#document-fragment,0,DIV,…"). */
function placeOf(path: string): string {
  const names = path.split(',').filter((_, index) => index % 2 === 1);
  // A node no longer in the page has a path from its detached subtree only.
  if (names[0] !== 'HTML') return 'removed from the page by the end of the run';
  const fragment = names.lastIndexOf('#document-fragment');
  if (fragment > 0) return `${names[fragment - 1].toLowerCase()} shadow root`;
  const host = names.findLast((name) => name.includes('-'));
  return host ? `light DOM in ${host.toLowerCase()}` : 'light DOM';
}

function lcpElementOf(lhr: Lhr): LcpElement | null {
  const node = rowsOf(lhr, 'largest-contentful-paint-element')[0]?.[0]?.node as NodeDetail | undefined;
  if (!node) return null;
  const snippet = node.snippet ?? '';
  const src = /\ssrc="([^"]*)"/.exec(snippet)?.[1];
  return {
    tag: /^<([\w-]+)/.exec(snippet)?.[1] ?? '?',
    className: /\sclass="([^"\s]+)/.exec(snippet)?.[1] ?? '',
    // An image by its address (origins differ between the live page and the copy), anything else by its text.
    label: src ? pathOf(new URL(src, 'http://page').href) : (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 38),
    width: Math.round(node.boundingRect?.width ?? 0),
    height: Math.round(node.boundingRect?.height ?? 0),
    where: placeOf(node.path ?? ''),
  };
}

function longestChain(lhr: Lhr): string[] {
  const tree = rowsOf(lhr, 'network-dependency-tree-insight')
    .flat()
    .find((row) => (row.value as { type?: string } | undefined)?.type === 'network-tree');
  const chain: string[] = [];
  let level = (tree?.value as { chains?: Record<string, NetworkChain> } | undefined)?.chains;
  while (level) {
    const next: NetworkChain | undefined = Object.values(level).find((link) => link.isLongest);
    if (!next) break;
    chain.push(pathOf(next.url));
    level = next.children;
  }
  return chain;
}

/** One of the metrics audit's observed (unthrottled) timings, in ms. */
function observedMetric(lhr: Lhr, name: 'observedFirstContentfulPaint' | 'observedLargestContentfulPaint'): number {
  const [metrics] = (lhr.audits.metrics?.details as unknown as { items?: Record<string, number>[] } | undefined)?.items ?? [];
  return metrics?.[name] ?? NaN;
}

let reportsKept = 0;
/** Writes a run's report into REPORTS, named by its page, its visit and its place in the bench's order. */
async function keepReport(url: string, visit: Visit, lhr: Lhr): Promise<void> {
  const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  await mkdir(REPORTS as string, { recursive: true });
  await writeFile(
    join(REPORTS as string, `${String(++reportsKept).padStart(2, '0')}-${page}-${visit.replace(/ /g, '-')}.json`),
    JSON.stringify(lhr),
  );
}

async function audit(url: string, visit: Visit, origin: string): Promise<Run> {
  const { context, port, profile } = await freshChromium();
  try {
    if (visit === 'location chosen') await chooseLocation(context, origin);
    // Storage is kept (the chosen location); the browser is new, so nothing else is cached.
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (REPORTS) await keepReport(url, visit, lhr);
    const requests = rowsOf(lhr, 'network-requests')[0] ?? [];
    const askedForStates = requests.some((item) => String(item.url).includes('/api/location/states'));
    // Without a location the page asks for the list of states; with one it must not.
    if (visit !== 'static copy' && askedForStates !== (visit === 'no location')) {
      throw new Error(`${url}: the page ${askedForStates ? 'did not see the chosen location' : 'found a location already set'}`);
    }
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    if (visit === 'static copy' && scripts.length > 0) throw new Error(`${url}: the static copy loaded ${scripts.length} script(s)`);
    const discovery = (
      lhr.audits['lcp-discovery-insight']?.details as unknown as
        | { items?: { type: string; items?: { requestDiscoverable?: { value: boolean } } }[] }
        | undefined
    )?.items?.find((item) => item.type === 'checklist')?.items;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
      element: lcpElementOf(lhr),
      phases: (rowsOf(lhr, 'largest-contentful-paint-element')[1] ?? []).map((row) => ({
        phase: String(row.phase),
        ms: Number(row.timing),
      })),
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
      scriptCpuMs: lhr.audits['bootup-time']?.numericValue ?? NaN,
      discoverable: discovery?.requestDiscoverable?.value ?? null,
      chain: longestChain(lhr),
      observedFcpMs: observedMetric(lhr, 'observedFirstContentfulPaint'),
      observedLcpMs: observedMetric(lhr, 'observedLargestContentfulPaint'),
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

const describe = (element: LcpElement | null) =>
  element ? `<${element.tag}${element.className ? ` class="${element.className}"` : ''}> "${element.label}" (${element.where})` : 'none';

async function medianOf(url: string, visit: Visit, origin: string, count = RUNS): Promise<Measured> {
  const runs: Run[] = [];
  for (let run = 0; run < count; run++) runs.push(await audit(url, visit, origin));
  const atMedian = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
  const elements = new Set(runs.map((run) => describe(run.element)));
  elements.delete(describe(atMedian.element));
  return {
    figures: {
      score: median(runs.map((figures) => figures.score)),
      lcpMs: median(runs.map((figures) => figures.lcpMs)),
      cls: median(runs.map((figures) => figures.cls)),
      tbtMs: median(runs.map((figures) => figures.tbtMs)),
    },
    run: atMedian,
    otherElements: [...elements],
    lcpMsByRun: runs.map((run) => run.lcpMs),
  };
}

/** Mobile as Lighthouse's preset emulates it, so the copy is laid out as the audited page is. */
const MOBILE = {
  viewport: { width: screenEmulationMetrics.mobile.width, height: screenEmulationMetrics.mobile.height },
  deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

// Page functions are kept as source text: the bundler's helpers around named functions do not exist in the page.

/** What still keeps the page from being fully rendered, as a list of reasons (empty when it is). */
const PENDING = (rendered: [string, string][]) => `(() => {
  const pending = [];
  const roots = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const element of roots[i].querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
  }
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  for (const root of roots) {
    const where = root === document ? 'the page' : root.host.localName;
    for (const element of root.querySelectorAll('*')) {
      const name = element.localName;
      if (name.includes('-') && !customElements.get(name)) pending.push(name + ' not defined');
      if (element.getAttribute('aria-busy') === 'true') pending.push('aria-busy in ' + where);
      if (element.matches('[part~="skeleton"]')) pending.push('skeleton in ' + where);
      if (element.slot === 'preview' && element.parentElement && element.parentElement.shadowRoot) pending.push('server preview still in ' + element.parentElement.localName);
      if (name === 'img' && (element.loading !== 'lazy' || inView(element)) && !(element.complete && element.naturalWidth > 0)) {
        pending.push('image ' + element.getAttribute('src') + ' not loaded in ' + where);
      }
    }
    for (const carousel of root.querySelectorAll('[aria-roledescription="carousel"]')) {
      const first = carousel.querySelector('[aria-roledescription="slide"]');
      if (first && first.hidden) pending.push('carousel past its first slide');
    }
  }
  for (const [tag, selector] of ${JSON.stringify(rendered)}) {
    const host = document.querySelector(tag);
    if (!host || !host.shadowRoot || !host.shadowRoot.querySelector(selector)) pending.push(tag + ' shows no ' + selector);
  }
  return pending;
})()`;

const TWO_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))';

/**
 * The page as shown, as one static HTML document: every open shadow root (the SDK's are open) a
 * declarative one with its adopted sheets in a <style> (first, so content streamed in is styled;
 * last if the root has sheets of its own, where adopted sheets stand in the cascade), the
 * document's adopted sheets last in <head>; scripts, script preloads and on* attributes removed.
 */
const SERIALIZE_RENDERED = `(() => {
  const cssOf = (sheets) => sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\\n')).join('\\n');
  const roots = [];
  const collect = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (!element.shadowRoot) continue;
      roots.push(element.shadowRoot);
      collect(element.shadowRoot);
    }
  };
  collect(document);
  let sheets = 0;
  for (const root of roots) {
    if (root.adoptedStyleSheets.length === 0) continue;
    sheets += root.adoptedStyleSheets.length;
    const style = document.createElement('style');
    style.textContent = cssOf(root.adoptedStyleSheets);
    if (root.querySelector('style, link[rel~="stylesheet"]')) root.append(style);
    else root.prepend(style);
  }
  if (document.adoptedStyleSheets.length > 0) {
    sheets += document.adoptedStyleSheets.length;
    const style = document.createElement('style');
    style.textContent = cssOf(document.adoptedStyleSheets);
    document.head.append(style);
  }
  let scripts = 0;
  for (const root of [document, ...roots]) {
    for (const element of root.querySelectorAll('script, link[rel~="modulepreload"], link[rel~="preload"][as="script"]')) {
      element.remove();
      scripts++;
    }
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of [...element.attributes]) if (attribute.name.startsWith('on')) element.removeAttribute(attribute.name);
    }
  }
  const html = document.documentElement;
  const attributes = [...html.attributes].map((attribute) => ' ' + attribute.name + '="' + attribute.value.replaceAll('&', '&amp;').replaceAll('"', '&quot;') + '"').join('');
  const images = roots.reduce((count, root) => count + root.querySelectorAll('img').length, document.querySelectorAll('img').length);
  return {
    html: '<!doctype html><html' + attributes + '>' + html.getHTML({ shadowRoots: roots }) + '</html>',
    shadowRoots: roots.length,
    sheets,
    scripts,
    images,
  };
})()`;

interface Capture {
  html: string;
  shadowRoots: number;
  sheets: number;
  scripts: number;
  images: number;
}

/** Waits (up to a carousel's whole turn and more) until nothing is pending twice in a row, two frames apart. */
async function untilRendered(page: Page, path: string): Promise<void> {
  const deadline = Date.now() + 45_000;
  let pending: string[] = [];
  while (Date.now() < deadline) {
    pending = await page.evaluate<string[]>(PENDING(RENDERED[path] ?? []));
    if (pending.length === 0) {
      await page.evaluate(TWO_FRAMES);
      pending = await page.evaluate<string[]>(PENDING(RENDERED[path] ?? []));
      if (pending.length === 0) return;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`${path}: not fully rendered after 45 s: ${[...new Set(pending)].join('; ')}`);
}

/**
 * The page as rendered with a location chosen, once it shows all of its data (see PENDING), as
 * one static HTML file whose absolute URLs of the app point at `copyOrigin`.
 */
async function renderedCopy(browser: Browser, appOrigin: string, copyOrigin: string, path: string): Promise<Capture> {
  const context = await browser.newContext(MOBILE);
  try {
    await context.addInitScript((value) => localStorage.setItem('location', value), LOCATION);
    const page = await context.newPage();
    await page.goto(`${appOrigin}${path}`, { waitUntil: 'networkidle' });
    await untilRendered(page, path);
    const capture = await page.evaluate<Capture>(SERIALIZE_RENDERED);
    const templates = capture.html.match(/<template shadowrootmode=/g)?.length ?? 0;
    if (capture.shadowRoots === 0 || templates !== capture.shadowRoots) {
      throw new Error(`${path}: ${capture.shadowRoots} shadow root(s) serialized as ${templates} declarative one(s)`);
    }
    return { ...capture, html: capture.html.replaceAll(appOrigin, copyOrigin) };
  } finally {
    await context.close();
  }
}

/** Compressed as the server compresses the pages it renders: brotli at quality 5, else gzip. */
function encoded(html: string, accepted: string): { body: Buffer; encoding?: string } {
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);
const endToEnd = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * An origin in front of the app server: the copies at their own paths, compressed, and every other
 * request (images, files) passed through to the app, so the copy's images are same-origin as live.
 */
async function serveCopies(appOrigin: string): Promise<{ origin: string; copies: Map<string, string>; close: () => void }> {
  const app = new URL(appOrigin);
  const agent = new Agent({ keepAlive: true });
  const copies = new Map<string, string>();
  const server = createServer((request, response) => {
    const html = copies.get(request.url ?? '');
    if (html !== undefined) {
      const { body, encoding } = encoded(html, String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Length': body.byteLength,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      response.end(body);
      return;
    }
    const upstream = forward(
      {
        hostname: app.hostname,
        port: app.port,
        path: request.url,
        method: request.method,
        headers: { ...endToEnd(request.headers), host: app.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, app.hostname, resolve));
  return {
    origin: `${app.protocol}//${app.hostname}:${(server.address() as AddressInfo).port}`,
    copies,
    close: () => {
      server.close();
      agent.destroy();
    },
  };
}

// The old capture, kept for comparison: the DOM at network idle, served uncompressed from another origin.
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
 * The old capture: the page at network idle with a location chosen, shadow roots declarative with
 * their constructed stylesheets inlined, scripts dropped, and a <base> that keeps images and
 * files loading from the app server, another origin than the copy's.
 */
async function oldStaticCopy(browser: Browser, origin: string, path: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addInitScript((value) => localStorage.setItem('location', value), LOCATION);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const html = await page.evaluate<string>(SERIALIZE_PAGE);
    const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
    return `<!doctype html>${withoutScripts.replace('<head>', `<head><base href="${origin}/">`)}`;
  } finally {
    await context.close();
  }
}

function serveHtml(pages: Map<string, string>): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const html = pages.get(request.url ?? '');
    response.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html ?? '');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })),
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const format = (label: string, figures: Figures) =>
  `${label.padEnd(50)} ${String(figures.score).padStart(5)} ${(figures.lcpMs / 1000).toFixed(2).padStart(7)} s ${figures.cls.toFixed(3).padStart(7)} ${Math.round(figures.tbtMs).toString().padStart(6)} ms`;

function explain(label: string, measured: Measured, live?: LcpElement | null): string[] {
  const { run } = measured;
  const element = run.element;
  const removed = !element || element.where.startsWith('removed');
  const size = removed
    ? ''
    : element.width * element.height > 0
      ? ` ${element.width}×${element.height}`
      : ' 0×0 at the end of the run (hidden by then)';
  const same =
    live === undefined ? '' : live && element && live.tag === element.tag && live.label === element.label ? '' : '   ≠ the live page’s';
  const lines = [`  ${label.padEnd(19)} ${describe(element)}${size}${same}`];
  lines.push(
    `  ${''.padEnd(19)} LCP ${seconds(run.lcpMs)} = ${run.phases.map((phase) => `${phase.phase} ${Math.round(phase.ms)} ms`).join(' + ') || 'no phases'}`,
  );
  if (measured.otherElements.length > 0) lines.push(`  ${''.padEnd(19)} other runs' LCP element: ${measured.otherElements.join('; ')}`);
  // Lighthouse simulates from the run it observed: a page whose scripts ran before its LCP was painted pays for them.
  const observed = `observed unthrottled: FCP ${Math.round(run.observedFcpMs)} ms, LCP ${Math.round(run.observedLcpMs)} ms`;
  const all = measured.lcpMsByRun.length > 1 ? `; every run's LCP: ${measured.lcpMsByRun.map(seconds).join(', ')}` : '';
  lines.push(`  ${''.padEnd(19)} ${observed}${all}`);
  return lines;
}

const server = await startServer({
  port: 0,
  demoData: true,
  sdkDir: join(dist, 'sdk'),
  storefrontDir: join(dist, 'storefront'),
  quiet: true,
});
try {
  const cpu = cpus();
  console.log(`Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, Node ${process.version}`);
  console.log(`Lighthouse 12, mobile preset, median of ${RUNS} run(s) each\n`);
  console.log(`${'page'.padEnd(50)} ${'score'.padStart(5)} ${'LCP'.padStart(9)} ${'CLS'.padStart(7)} ${'TBT'.padStart(9)}`);
  const live = new Map<string, Measured>();
  for (const visit of ['location chosen', 'no location'] as const) {
    for (const path of PAGES) {
      const measured = await medianOf(`${server.url}${path}`, visit, server.url);
      if (visit === 'location chosen') live.set(path, measured);
      console.log(format(`${path} (${visit})`, measured.figures));
    }
  }

  const copyServer = await serveCopies(server.url);
  const oldPages = new Map<string, string>();
  const captures = new Map<string, Capture>();
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const [index, path] of PAGES.entries()) {
      const capture = await renderedCopy(browser, server.url, copyServer.origin, path);
      captures.set(path, capture);
      copyServer.copies.set(`/static-copy-${index}.html`, capture.html);
      oldPages.set(`/static-${index}.html`, await oldStaticCopy(browser, server.url, path));
    }
  } finally {
    await browser.close();
  }
  const oldServer = await serveHtml(oldPages);
  const rendered = new Map<string, Measured>();
  const old = new Map<string, Measured>();
  try {
    for (const [index, path] of PAGES.entries()) {
      const measured = await medianOf(`${copyServer.origin}/static-copy-${index}.html`, 'static copy', copyServer.origin);
      rendered.set(path, measured);
      console.log(format(`${path} (static copy, fully rendered)`, measured.figures));
    }
    for (const [index, path] of PAGES.entries()) {
      const measured = await medianOf(`${oldServer.origin}/static-${index}.html`, 'static copy', oldServer.origin, 1);
      old.set(path, measured);
      console.log(format(`${path} (static copy, old capture, 1 run)`, measured.figures));
    }
  } finally {
    copyServer.close();
    oldServer.server.close();
  }

  console.log('\nStatic copies (HTML as sent):');
  for (const [index, path] of PAGES.entries()) {
    const capture = captures.get(path) as Capture;
    const oldHtml = oldPages.get(`/static-${index}.html`) ?? '';
    console.log(
      `  ${path.padEnd(17)} fully rendered: ${capture.shadowRoots} declarative shadow roots, ${capture.sheets} adopted sheets inlined, ${capture.images} images, ` +
        `${capture.scripts} scripts removed, ${kb(Buffer.byteLength(capture.html))} (${kb(encoded(capture.html, 'br').body.byteLength)} brotli, same origin as its images); ` +
        `old capture: ${kb(Buffer.byteLength(oldHtml))} uncompressed, images on another origin`,
    );
  }

  console.log('\nLCP element and phases (the median run of each):');
  for (const path of PAGES) {
    const liveRun = live.get(path) as Measured;
    console.log(path);
    for (const line of explain('live', liveRun)) console.log(line);
    const { run } = liveRun;
    console.log(
      `  ${''.padEnd(19)} ${run.scripts} scripts, ${kb(run.scriptBytes)} sent, ${seconds(run.scriptCpuMs)} of script on the main thread; ` +
        `LCP resource in the first HTML: ${run.discoverable === null ? 'n/a (text)' : run.discoverable ? 'yes' : 'no'}; longest request chain: ${run.chain.join(' → ')}`,
    );
    for (const line of explain('fully rendered copy', rendered.get(path) as Measured, liveRun.run.element)) console.log(line);
    for (const line of explain('old capture', old.get(path) as Measured, liveRun.run.element)) console.log(line);
  }

  console.log('\nLive LCP (location chosen) ÷ static copy LCP:');
  console.log(`  ${'page'.padEnd(17)} ${'fully rendered copy'.padStart(20)} ${'old capture'.padStart(12)}`);
  const ratios = new Map<string, number>();
  for (const path of PAGES) {
    const liveLcp = (live.get(path) as Measured).figures.lcpMs;
    const ratio = liveLcp / (rendered.get(path) as Measured).figures.lcpMs;
    ratios.set(path, ratio);
    const oldRatio = liveLcp / (old.get(path) as Measured).figures.lcpMs;
    console.log(`  ${path.padEnd(17)} ${`${ratio.toFixed(2)} ×`.padStart(20)} ${`${oldRatio.toFixed(2)} ×`.padStart(12)}`);
  }
  console.log('');
  for (const path of PAGES) {
    const ratio = ratios.get(path) as number;
    const liveLcp = (live.get(path) as Measured).figures.lcpMs;
    const copyLcp = (rendered.get(path) as Measured).figures.lcpMs;
    console.log(
      `Target: ${PAGE_NAMES[path]} LCP ≤ ${TARGET_RATIO} × the fully rendered static copy: ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'} ` +
        `(${seconds(liveLcp)} ÷ ${seconds(copyLcp)} = ${ratio.toFixed(2)} ×)`,
    );
  }
} finally {
  await server.close();
}
