/**
 * A reference server in a process of its own (server/serve.ts's startServer, on a free loopback
 * port), for tests of what several processes sharing one database see. This file is also the
 * child: run with the options as JSON in LAPASAR_TEST_SERVER, it starts the server, reports its
 * address and stops when the parent disconnects.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer, type StartOptions } from '../../../server/serve';

const OPTIONS_VARIABLE = 'LAPASAR_TEST_SERVER';

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts the server with these options in a new process; resolves once it listens. */
export function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const env = { ...process.env, [OPTIONS_VARIABLE]: JSON.stringify({ ...options, port: 0, hostname: '127.0.0.1', quiet: true }) };
  const child = fork(fileURLToPath(import.meta.url), [], { env, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('message', (message) =>
      resolve({
        url: (message as { url: string }).url,
        stop: async () => {
          if (child.connected) child.disconnect();
          await exited;
        },
      }),
    );
    child.once('exit', (code) => reject(new Error(`The server process exited (${code}) before it listened`)));
  });
}

const childOptions = process.env[OPTIONS_VARIABLE];
if (childOptions && process.send) {
  const server = await startServer(JSON.parse(childOptions) as StartOptions);
  process.send({ url: server.url });
  process.once('disconnect', () => void server.close().finally(() => process.exit(0)));
}
