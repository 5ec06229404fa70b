/**
 * npm run bench:load [-- --duration 20] [--database-url postgres://...] [--cache-ttl-ms 0] — throughput under
 * anonymous buyers. The server (server/serve.ts, default seed; PGlite in memory unless a database
 * URL is given) runs in a child process on a free loopback port; autocannon, in this process,
 * sends three workloads one after another, each over the same connections and duration:
 * a mix of listing, search, product detail and location lists; product detail alone; and
 * /api/health, which does no database work. Then a bare Hono hello-world (bench/child-server.ts),
 * in a child process of its own, takes the same load: the detail / hello-world ratio tells the
 * code from the machine, and the trivial route shows what the server's middleware costs.
 * --cache-ttl-ms 0 turns the server's cache of anonymous answers off, to measure the database path.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { machineLine, startBenchServer, startHelloWorld } from './child-server';

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { duration: { type: 'string', default: '20' }, connections: { type: 'string', default: '50' }, 'database-url': { type: 'string' }, 'cache-ttl-ms': { type: 'string' } },
});
const DURATION_S = Number(flags.duration);
const CONNECTIONS = Number(flags.connections);
const LOCATION = { 'X-State': 'Selangor', 'X-District': 'Petaling' };
const DETAIL_IDS = 100;
const COMMON_WORDS = ['mask', 'gloves', 'nitrile gloves', 'paper', 'safety', 'cable', 'glove', 'tape'];
const STATES = ['Selangor', 'Johor', 'Penang', 'Sabah', 'Kedah'];
const MIXED_TARGET_P99_MS = 200;
const DETAIL_TARGET_RATIO = 0.25;

type Request = { method: 'GET'; path: string };
const get = (path: string): Request => ({ method: 'GET', path });

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: LOCATION });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The mixed buyer workload, interleaved so every connection sends every kind. */
function mixedRequests(detailPaths: string[]): Request[] {
  const listing = [1, 2, 3, 4, 5].map((page) => `/api/products/unified?page=${page}&state=Selangor&district=Petaling`);
  const search = COMMON_WORDS.map((word) => `/api/search?q=${encodeURIComponent(word)}`);
  const places = ['/api/location/states', ...STATES.map((state) => `/api/location/districts?state=${state}`)];
  return detailPaths.map((detail, index) => [detail, listing[index % listing.length], search[index % search.length], places[index % places.length]]).flat().map(get);
}

async function measure(url: string, name: string, requests: Request[]) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: LOCATION, requests });
  const failed = result.non2xx + result.errors;
  console.log(
    `${name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(5)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ` +
      `${failed} errors, ${result.timeouts} timeouts`,
  );
  return result;
}

async function runBench(): Promise<void> {
  const engine = flags['database-url'] ? 'PostgreSQL' : 'PGlite in memory';
  console.log(machineLine());
  const cache = flags['cache-ttl-ms'] === undefined ? 'default' : `${flags['cache-ttl-ms']} ms`;
  console.log(`Starting the server (${engine}, default seed, answer cache ${cache}); ${CONNECTIONS} connections, ${DURATION_S} s per workload...`);
  const cacheTtl = flags['cache-ttl-ms'];
  const server = await startBenchServer({ databaseUrl: flags['database-url'], answerCacheTtlMs: cacheTtl === undefined ? undefined : Number(cacheTtl), kdfLogN: 10 });
  const { url } = server;
  try {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => json<{ products: { product_id: number }[] }>(`${url}/api/products/unified?page=${page}&limit=20`)));
    const detailPaths = pages.flatMap((page) => page.products.map((product) => `/api/products/${product.product_id}`)).slice(0, DETAIL_IDS);
    const mixed = mixedRequests(detailPaths);
    // Every path answers before it is timed, so a broken path is an error here, not a fast 404.
    for (const request of mixed) await json(url + request.path);

    const mixedResult = await measure(url, 'mixed buyers', mixed);
    const detail = await measure(url, 'product detail', detailPaths.map(get));
    await measure(url, 'trivial route', [get('/api/health')]);
    server.stop();
    const bare = await startHelloWorld();
    const helloWorld = await measure(bare.url, 'hello world', [get('/')]).finally(() => bare.stop());
    const ratio = detail.requests.average / helloWorld.requests.average;
    console.log(`Product detail / bare Hono hello-world: ${ratio.toFixed(3)}`);
    const mixedMet = mixedResult.latency.p99 <= MIXED_TARGET_P99_MS && mixedResult.non2xx + mixedResult.errors + mixedResult.timeouts === 0;
    console.log(`Targets: mixed p99 <= ${MIXED_TARGET_P99_MS} ms with no error: ${mixedMet ? 'met' : 'MISSED'}; detail >= ${DETAIL_TARGET_RATIO} x hello-world: ${ratio >= DETAIL_TARGET_RATIO ? 'met' : 'MISSED'}.`);
  } finally {
    server.stop();
  }
}

await runBench();
