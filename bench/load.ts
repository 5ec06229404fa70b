/**
 * npm run bench:load [-- --duration 20] [--connections 50] [--detail-connections 10]
 *   [--database-url postgres://...] [--cache-ttl-ms 0]
 *
 * Throughput for a signed-in corporate buyer, with a visitor's figures beside. The server
 * (server/serve.ts, default seed; PGlite in memory unless a database URL is given) runs in a child
 * process on a free loopback port. This process signs in as the seeded buyer (buyer@lapasar.test),
 * and autocannon, here, sends each workload first as the buyer (`Authorization: Bearer <token>` on
 * every request) and then as a visitor (no token), one after another, each for --duration seconds:
 *
 * - mix, over --connections connections: for the buyer, listing, search, product detail
 *   (/api/products/{id}/details), the cart, its count and the wishlist count; for the visitor, who
 *   has no cart, listing, search, product detail (/api/products/{id}) and the location lists.
 *   Interleaved, so every connection sends every kind.
 * - product detail alone, over --detail-connections connections, across 100 products: the buyer's
 *   route and the visitor's.
 * - /api/health, which does no database work, over --detail-connections connections, with the
 *   token's header and without: what the server's middleware costs.
 *
 * Every path is requested once before any timing, and one that does not answer 2xx (the buyer's
 * cart and counts: 200) stops the bench. Then the server stops, and a bare Hono hello-world
 * (bench/child-server.ts), in a child process of its own, takes the load at --detail-connections
 * and at --connections connections: a ratio of a figure to the hello-world's at the same
 * connections tells the code from the machine. The table ends with those ratios and the targets.
 *
 * The server's cache of anonymous answers (3 s by default) may answer the visitor's listing,
 * search, detail and location lists, so those visitor figures can be the cache's; a signed-in
 * request is never answered from it, so every buyer figure is the server's own work. That work
 * includes what the server keeps until the database announces a change to a table it was read
 * from (README, Performance): shared product parts, listing pages and what each search found, for
 * everyone who sees the same products; a buyer's row overlays, cart and counts, for that buyer.
 * No write happens during a run, so all of it stays warm; bench:search measures searching itself.
 * --cache-ttl-ms 0 turns the cache off, to measure the visitor's database path too.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { machineLine, signIn, startBenchServer, startHelloWorld } from './child-server';

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'detail-connections': { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'cache-ttl-ms': { type: 'string' },
  },
});

function numberFlag(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} takes a number, not ${JSON.stringify(text)}`);
  return value;
}

const DURATION_S = numberFlag('duration', flags.duration);
const MIX_CONNECTIONS = numberFlag('connections', flags.connections);
/** Product detail, the trivial route and the hello-world they are compared with. */
const DETAIL_CONNECTIONS = numberFlag('detail-connections', flags['detail-connections']);
const CACHE_TTL_MS = flags['cache-ttl-ms'] === undefined ? undefined : numberFlag('cache-ttl-ms', flags['cache-ttl-ms']);
const POSTGRES = flags['database-url'] !== undefined;
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const DETAIL_IDS = 100;
const COMMON_WORDS = ['mask', 'gloves', 'nitrile gloves', 'paper', 'safety', 'cable', 'glove', 'tape'];
const STATES = ['Selangor', 'Johor', 'Penang', 'Sabah', 'Kedah'];
/** The buyer's own reads in the mix; each must answer 200 (not just 2xx) before the timing. */
const BUYER_OWN = ['/api/cart', '/api/cart/count', '/api/wishlist/count'];

const TARGETS = {
  buyerDetailRatio: POSTGRES ? 0.05 : 0.03,
  buyerMixP99Ms: 100,
  trivialRatio: 0.3,
  visitorDetailRatio: 0.25,
  visitorMixP99Ms: 200,
};

type Request = { method: 'GET'; path: string };
const get = (path: string): Request => ({ method: 'GET', path });

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers and connection errors (autocannon counts timeouts among these). */
  errors: number;
  timeouts: number;
}

interface Audience {
  name: 'buyer' | 'visitor';
  headers: Record<string, string>;
}

async function json<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every path once, before any timing: a broken path stops the bench here instead of being timed as a fast 4xx. */
async function checkPaths(url: string, audience: Audience, requests: Request[]): Promise<void> {
  for (const path of new Set(requests.map((request) => request.path))) {
    const response = await fetch(url + path, { headers: audience.headers });
    const body = await response.text();
    const ok = BUYER_OWN.includes(path.split('?')[0]) ? response.status === 200 : response.ok;
    if (!ok) throw new Error(`GET ${path} as the ${audience.name} answered ${response.status} before the timing: ${body.slice(0, 300)}`);
  }
}

const listing = [1, 2, 3, 4, 5].map((page) => `/api/products/unified?page=${page}&state=Selangor&district=Petaling`);
const searches = COMMON_WORDS.map((word) => `/api/search?q=${encodeURIComponent(word)}`);
const places = ['/api/location/states', ...STATES.map((state) => `/api/location/districts?state=${state}`)];

/** The buyer's mix, one round per product so every connection sends every kind. */
function buyerMix(ids: number[]): Request[] {
  return ids
    .flatMap((id, index) => [
      `/api/products/${id}/details`,
      listing[index % listing.length],
      searches[index % searches.length],
      ...BUYER_OWN,
    ])
    .map(get);
}

/** The visitor's mix: no cart, the location lists instead. */
function visitorMix(ids: number[]): Request[] {
  return ids
    .flatMap((id, index) => [
      `/api/products/${id}`,
      listing[index % listing.length],
      searches[index % searches.length],
      places[index % places.length],
    ])
    .map(get);
}

async function measure(
  url: string,
  label: string,
  connections: number,
  requests: Request[],
  headers: Record<string, string>,
): Promise<Figures> {
  process.stderr.write(`  ${label}, ${connections} connections, ${DURATION_S} s...\n`);
  const result = await autocannon({ url, connections, duration: DURATION_S, headers, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    timeouts: result.timeouts,
  };
}

const cells = (figures: Figures | undefined) =>
  figures
    ? `${figures.rps.toFixed(0).padStart(8)} ${String(figures.p50).padStart(7)} ${String(figures.p99).padStart(7)} ${String(figures.errors).padStart(7)}`
    : `${'-'.padStart(8)} ${'-'.padStart(7)} ${'-'.padStart(7)} ${'-'.padStart(7)}`;
const row = (name: string, connections: number, buyer: Figures | undefined, visitor: Figures | undefined) =>
  `${name.padEnd(22)} ${String(connections).padStart(5)}   ${cells(buyer)}   ${cells(visitor)}`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const clean = (figures: Figures) => figures.errors === 0 && figures.timeouts === 0;

async function runBench(): Promise<void> {
  const engine = POSTGRES ? 'PostgreSQL' : 'PGlite in memory';
  const cache =
    CACHE_TTL_MS === 0
      ? 'answer cache off: every figure is the server reading the database'
      : `answer cache ${CACHE_TTL_MS === undefined ? "at the server's default (3 s)" : `${CACHE_TTL_MS} ms`}: it may serve the visitor's listing, search, detail and location lists; a signed-in request never comes from it. Both audiences are also served what the server keeps until the database announces a change (sessions, shared product parts, listing pages, what a search found, for everyone who sees the same products; a buyer's own overlay, cart and counts, for that buyer); no write happens during the run, so those stay warm: after the first round the buyer's mix reads nothing from the database`;
  console.log(machineLine());
  console.log(`Server: ${engine}, default seed; ${cache}.`);
  console.log(
    `Buyer buyer@lapasar.test signed in (Bearer token on every buyer request) vs visitor (no token); ${DURATION_S} s per workload and audience.`,
  );
  const server = await startBenchServer({ databaseUrl: flags['database-url'], answerCacheTtlMs: CACHE_TTL_MS, kdfLogN: 10 });
  const { url } = server;
  try {
    const token = await signIn(url);
    const buyer: Audience = { name: 'buyer', headers: { ...LOCATION, Authorization: `Bearer ${token}` } };
    const visitor: Audience = { name: 'visitor', headers: LOCATION };
    const pages = await Promise.all(
      [1, 2, 3, 4, 5].map((page) =>
        json<{ products: { product_id: number }[] }>(`${url}/api/products/unified?page=${page}&limit=20`, LOCATION),
      ),
    );
    const ids = pages.flatMap((page) => page.products.map((product) => product.product_id)).slice(0, DETAIL_IDS);
    if (ids.length < DETAIL_IDS) throw new Error(`The listing gave ${ids.length} products, not ${DETAIL_IDS}`);

    const workloads = [
      { name: 'mix', connections: MIX_CONNECTIONS, buyer: buyerMix(ids), visitor: visitorMix(ids) },
      {
        name: 'product detail',
        connections: DETAIL_CONNECTIONS,
        buyer: ids.map((id) => get(`/api/products/${id}/details`)),
        visitor: ids.map((id) => get(`/api/products/${id}`)),
      },
      { name: 'trivial route', connections: DETAIL_CONNECTIONS, buyer: [get('/api/health')], visitor: [get('/api/health')] },
    ];
    for (const workload of workloads) {
      await checkPaths(url, buyer, workload.buyer);
      await checkPaths(url, visitor, workload.visitor);
    }

    console.error('Measuring...');
    const results: { name: string; connections: number; buyer: Figures; visitor: Figures }[] = [];
    for (const workload of workloads) {
      const buyerFigures = await measure(url, `${workload.name} (buyer)`, workload.connections, workload.buyer, buyer.headers);
      const visitorFigures = await measure(url, `${workload.name} (visitor)`, workload.connections, workload.visitor, visitor.headers);
      results.push({ name: workload.name, connections: workload.connections, buyer: buyerFigures, visitor: visitorFigures });
    }
    server.stop();

    const bare = await startHelloWorld();
    const hello = new Map<number, Figures>();
    try {
      for (const connections of new Set([DETAIL_CONNECTIONS, MIX_CONNECTIONS]))
        hello.set(connections, await measure(bare.url, 'bare Hono hello-world', connections, [get('/')], {}));
    } finally {
      bare.stop();
    }

    const [mix, detail, trivial] = results;
    const group = (name: string) => `-- ${name} `.padEnd(32, '-');
    console.log(`\n${''.padEnd(22)} ${''.padStart(5)}   ${group('buyer')}   ${group('visitor')}`);
    const titles = ['req/s', 'p50 ms', 'p99 ms', 'errors'].map((title, index) => title.padStart(index ? 7 : 8)).join(' ');
    console.log(`${'workload'.padEnd(22)} ${'conns'.padStart(5)}   ${titles}   ${titles}`);
    for (const result of results) console.log(row(result.name, result.connections, result.buyer, result.visitor));
    for (const [connections, figures] of hello)
      console.log(row('bare Hono hello-world', connections, figures, undefined) + '   (no server, one audience)');
    const audiences = ['buyer', 'visitor'] as const;
    const timedOut = results.flatMap((result) =>
      audiences.filter((name) => result[name].timeouts > 0).map((name) => `${result.name} ${name} ${result[name].timeouts}`),
    );
    if (timedOut.length > 0) console.log(`Timeouts (counted among the errors): ${timedOut.join(', ')}`);

    const base = hello.get(DETAIL_CONNECTIONS)!;
    const ratio = (figures: Figures) => figures.rps / base.rps;
    const buyerDetail = ratio(detail.buyer);
    const visitorDetail = ratio(detail.visitor);
    const trivialBuyer = ratio(trivial.buyer);
    const trivialVisitor = ratio(trivial.visitor);
    console.log(
      `\nRatios to hello-world at ${DETAIL_CONNECTIONS} connections: buyer detail ${buyerDetail.toFixed(3)}, visitor detail ${visitorDetail.toFixed(3)}, ` +
        `trivial route ${trivialBuyer.toFixed(3)} with the token, ${trivialVisitor.toFixed(3)} without.`,
    );
    console.log('Targets:');
    console.log(
      `  buyer detail >= ${TARGETS.buyerDetailRatio} x hello-world (${engine}): ${buyerDetail.toFixed(3)}, ${verdict(buyerDetail >= TARGETS.buyerDetailRatio)}`,
    );
    console.log(
      `  buyer mix p99 <= ${TARGETS.buyerMixP99Ms} ms with no errors or timeouts: ${mix.buyer.p99} ms, ${mix.buyer.errors} errors, ${mix.buyer.timeouts} timeouts, ` +
        verdict(mix.buyer.p99 <= TARGETS.buyerMixP99Ms && clean(mix.buyer)),
    );
    console.log(
      `  trivial route >= ${TARGETS.trivialRatio} x hello-world: ${trivialBuyer.toFixed(3)} with the token, ${trivialVisitor.toFixed(3)} without, ` +
        verdict(Math.min(trivialBuyer, trivialVisitor) >= TARGETS.trivialRatio),
    );
    console.log(
      `  visitor detail >= ${TARGETS.visitorDetailRatio} x hello-world: ${visitorDetail.toFixed(3)}, ${verdict(visitorDetail >= TARGETS.visitorDetailRatio)}`,
    );
    console.log(
      `  visitor mix p99 <= ${TARGETS.visitorMixP99Ms} ms with no errors or timeouts: ${mix.visitor.p99} ms, ${mix.visitor.errors} errors, ${mix.visitor.timeouts} timeouts, ` +
        verdict(mix.visitor.p99 <= TARGETS.visitorMixP99Ms && clean(mix.visitor)),
    );
  } finally {
    server.stop();
  }
}

await runBench();
