/**
 * npm run bench:sign-in — while 8 clients sign in over and over (scrypt at the default cost), how
 * fast do light requests (GET /api/location/states) stay? Prints their p50 and p99 and the
 * sign-in throughput; the target is a light p99 of at most 200 ms.
 */
import { startServer } from '../server/serve';
import { percentile } from './child-server';

const SIGN_IN_CLIENTS = 8;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
/** A light request every 25 ms, like a page's other traffic. */
const LIGHT_INTERVAL_MS = 25;
const TARGET_P99_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startServer({ port: 0, dataDir: 'memory', demoData: true, seedProducts: 200, quiet: true });
try {
  const deadline = performance.now() + DURATION_MS;
  const signIns: number[] = [];
  const refusals = new Map<number, number>();

  async function signInLoop(): Promise<void> {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'buyer@lapasar.test', password: 'Demo#2026' }),
      });
      await response.arrayBuffer();
      if (response.status === 200) signIns.push(performance.now() - started);
      else refusals.set(response.status, (refusals.get(response.status) ?? 0) + 1);
    }
  }

  async function lightLoop(): Promise<number[]> {
    const times: number[] = [];
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/location/states`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/location/states answered ${response.status}`);
      times.push(performance.now() - started);
      await sleep(LIGHT_INTERVAL_MS);
    }
    return times;
  }

  const [light] = await Promise.all([lightLoop(), ...Array.from({ length: SIGN_IN_CLIENTS }, signInLoop)]);
  light.sort((a, b) => a - b);
  signIns.sort((a, b) => a - b);
  const p99 = percentile(light, 99);
  console.log(`${SIGN_IN_CLIENTS} concurrent sign-ins for ${DURATION_MS / 1000} s:`);
  console.log(
    `  light GET /api/location/states: ${light.length} requests, p50 ${percentile(light, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
  );
  console.log(
    `  sign-ins: ${signIns.length} (${((signIns.length * 1000) / DURATION_MS).toFixed(1)}/s), p50 ${percentile(signIns, 50).toFixed(0)} ms`,
  );
  for (const [status, count] of refusals) console.log(`  refused with ${status}: ${count}`);
  console.log(`Light p99 ${p99.toFixed(1)} ms; target ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'MISSED'}.`);
} finally {
  await server.close();
}
