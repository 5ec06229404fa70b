/**
 * server/main.ts in a process of its own, as an operator runs it: its JSON log lines read as they
 * come, its exit awaited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** server/main.ts in a process of its own, its JSON log lines read as they come. */
export class MainProcess {
  readonly lines: Record<string, unknown>[] = [];
  readonly exited: Promise<number | null>;
  stderr = '';
  #listeners = new Set<() => void>();

  constructor(readonly child: ChildProcess) {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
      for (const listener of this.#listeners) listener();
    });
    child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = once(child, 'exit').then(([code]) => code as number | null);
  }

  /** The first log line matching, as soon as it is written; fails if the process exits first. */
  line(matches: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.lines.find(matches);
        if (!found) return;
        this.#listeners.delete(check);
        resolve(found);
      };
      this.#listeners.add(check);
      void this.exited.then((code) => reject(new Error(`The server exited (${code}) first: ${this.stderr}`)));
      check();
    });
  }
}

/** Starts server/main.ts with `args` and exactly `env` (on top of PATH and HOME), from the repository's root. */
export function startMain(args: string[], env: NodeJS.ProcessEnv): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new MainProcess(child);
}
