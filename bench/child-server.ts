/**
 * The server a bench measures: server/serve.ts in a child process on a free port of 127.0.0.1 (and
 * no other interface), so the bench's own work (autocannon, timing) never shares the server's
 * event loop. The child is this file run with the options as JSON in BENCH_SERVER_OPTIONS; it
 * reports its address and stops when the parent goes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { startServer, type StartOptions } from '../server/serve';

export interface BenchServer {
  url: string;
  stop(): void;
}

const OPTIONS_VARIABLE = 'BENCH_SERVER_OPTIONS';
/** Set (to anything) for a child that serves a bare Hono hello-world instead of the server. */
const HELLO_VARIABLE = 'BENCH_HELLO_WORLD';

/** Starts the server with these options in a child process and resolves with its loopback address. */
export function startBenchServer(options: StartOptions): Promise<BenchServer> {
  // Benches measure as the demo accounts, so their database holds the demo data.
  return startChild({ [OPTIONS_VARIABLE]: JSON.stringify({ demoData: true, ...options, port: 0, hostname: '127.0.0.1', quiet: true }) });
}

/**
 * Starts a bare Hono hello-world (one route answering text, no middleware) on @hono/node-server in
 * a child process: what the machine and the framework serve with no work at all.
 */
export function startHelloWorld(): Promise<BenchServer> {
  return startChild({ [HELLO_VARIABLE]: '1' });
}

function startChild(variables: Record<string, string>): Promise<BenchServer> {
  const env = { ...process.env, ...variables };
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { stdio: 'inherit', env });
  return new Promise((resolve, reject) => {
    child.once('message', (message) =>
      resolve({ url: (message as { url: string }).url, stop: () => child.connected && child.disconnect() }),
    );
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it listened`)));
  });
}

/**
 * Signs in the seeded corporate buyer (server/seed/accounts.ts) and resolves with the token to send
 * as `Authorization: Bearer <token>`; a refusal stops the bench.
 */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@lapasar.test', password: 'Demo#2026' }),
  });
  if (!response.ok) throw new Error(`Signing in as buyer@lapasar.test answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { user: { auth_token: string } }).user.auth_token;
}

/** The p-th percentile (0-100) of ascending times; 0 for none. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** One line naming the machine, printed with every bench's figures. */
export function machineLine(): string {
  return `Machine: ${cpus()[0]?.model ?? 'unknown CPU'} x ${cpus().length}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}`;
}

async function runChild(options: StartOptions): Promise<void> {
  const server = await startServer(options);
  process.send?.({ url: server.url });
  process.once('disconnect', () => void server.close().finally(() => process.exit(0)));
}

function runHelloWorld(): void {
  const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
    process.send?.({ url: `http://127.0.0.1:${info.port}` }),
  );
  process.once('disconnect', () => server.close(() => process.exit(0)));
}

const childOptions = process.env[OPTIONS_VARIABLE];
if (childOptions && process.send) await runChild(JSON.parse(childOptions) as StartOptions);
else if (process.env[HELLO_VARIABLE] && process.send) runHelloWorld();
