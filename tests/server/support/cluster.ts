/**
 * A deployment in miniature, on loopback: a throwaway PostgreSQL cluster, server processes started
 * as in production (`server/main.ts` with its environment), and HAProxy in front. For tests of
 * several processes behind a load balancer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A port free on loopback now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs `command` to its end; throws with its output when it fails. */
function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
}

/** Resolves once `child` prints a line matching `pattern`; rejects if it exits first. */
function printed(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => pattern.test(candidate));
      if (line === undefined) return;
      child.stdout?.off('data', seen);
      child.stderr?.off('data', seen);
      child.off('exit', exited);
      resolve(line);
    };
    const exited = (code: number | null) => reject(new Error(`${what} exited (${code}) before it was ready:\n${output.slice(-4000)}`));
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', exited);
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's bin directory (Debian's layout). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length > 0 ? join(root, versions[versions.length - 1], 'bin') : '';
  if (!bin || !existsSync(join(bin, 'initdb')))
    throw new Error('PostgreSQL server binaries are needed (Debian: apt-get install postgresql)');
  return bin;
}

/** A new PostgreSQL cluster in a temporary directory on a free port; stop() removes it. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'lapasar-cluster-pg-'));
  // initdb refuses to run as root: as root, the cluster belongs to the postgres system user.
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  if (asRoot) await chmod(dir, 0o777);
  const user = asRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  const port = await freePort();
  as(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', user, '--no-sync']);
  as(join(bin, 'pg_ctl'), [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ]);
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      as(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerNode {
  name: string;
  port: number;
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
}

/** Starts `server/main.ts` (with `args`, e.g. `--demo`) on `port` with `env` added to this process's environment; resolves once it listens. */
export async function startServerNode(name: string, port: number, env: Record<string, string>, args: string[] = []): Promise<ServerNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = exitOf(child);
  // Its JSON log's 'Listening' line (the banner is for a terminal).
  await printed(child, /"msg":"Listening"/, `Server ${name}`);
  // Keep draining its output, so a chatty process never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  return { name, port, url: `http://127.0.0.1:${port}`, exited, signal: (signal) => void child.kill(signal) };
}

export interface Balancer {
  url: string;
  /** Whether HAProxy currently sends requests to the named server (its health checks pass). */
  isUp(server: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * The example deployment's HAProxy configuration (examples/load-balanced/haproxy.cfg) pointed at
 * `servers` on loopback, with health checks five times as often so a test need not wait.
 */
async function haproxyConfig(port: number, servers: readonly { name: string; port: number }[], adminSocket: string): Promise<string> {
  const example = await readFile(fileURLToPath(new URL('../../../examples/load-balanced/haproxy.cfg', import.meta.url)), 'utf8');
  const replace = (text: string, pattern: RegExp, by: string) => {
    if (!pattern.test(text)) throw new Error(`examples/load-balanced/haproxy.cfg no longer has ${pattern}`);
    return text.replace(pattern, by);
  };
  let config = replace(example, /^ {2}stats socket .*$/m, `  stats socket ${adminSocket} mode 600 level admin`);
  config = replace(config, /^ {2}log stdout .*\n/m, '');
  config = replace(config, /^ {2}bind .*$/m, `  bind 127.0.0.1:${port}`);
  config = replace(config, /^ {2}default-server inter 1s/m, '  default-server inter 200ms');
  config = replace(
    config,
    /(^ {2}server .*\n?)+/m,
    servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check\n`).join(''),
  );
  return config;
}

/** HAProxy (Debian's `haproxy`) on a free loopback port in front of `servers`. */
export async function startBalancer(servers: readonly { name: string; port: number }[], port?: number): Promise<Balancer> {
  const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path));
  if (!haproxy) throw new Error('HAProxy is needed for this test (Debian: apt-get install haproxy; .ci/run installs it)');
  const dir = await mkdtemp(join(tmpdir(), 'lapasar-cluster-haproxy-'));
  const listen = port ?? (await freePort());
  const socket = join(dir, 'admin.sock');
  const config = join(dir, 'haproxy.cfg');
  await writeFile(config, await haproxyConfig(listen, servers, socket));
  run(haproxy, ['-c', '-q', '-f', config]);
  const child = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = exitOf(child);
  child.stdout?.resume();
  child.stderr?.resume();
  const admin = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = createConnection(socket);
      let answer = '';
      connection.on('data', (chunk) => (answer += chunk.toString()));
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
      connection.end(`${command}\n`);
    });
  // Listening once its admin socket answers.
  for (;;) {
    try {
      await admin('show info');
      break;
    } catch {
      if (child.exitCode !== null) throw new Error(`HAProxy exited (${child.exitCode})`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return {
    url: `http://127.0.0.1:${listen}`,
    isUp: async (server) => {
      const rows = (await admin('show stat')).split('\n').map((line) => line.split(','));
      const row = rows.find((fields) => fields[0] === 'servers' && fields[1] === server);
      return row?.[17] === 'UP';
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
