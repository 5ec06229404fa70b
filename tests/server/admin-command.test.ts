/**
 * `npm run admin` in a process of its own, as the marketplace's staff run it on an empty
 * database: the operator it makes signs in through the link it prints.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createDatabase, type DatabaseHandle } from '../../server/db/client';
import { createTestDatabase, engines, TEST_KDF_LOG_N, type TestDatabase } from './support/context';
import { call } from './support/http';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PUBLIC_URL = 'https://market.example.com';
const PASSWORD = 'First operator 2026';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command from the repository's root with exactly `env` (on top of PATH and HOME). */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PUBLIC_URL, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

const admin = (args: string[], env: NodeJS.ProcessEnv) => run(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], env);
const linkOf = (output: string) => new URL(/^https?:\/\/\S+$/m.exec(output)?.[0] ?? 'about:blank');

/** A place to keep the database: a PGlite directory, or a throwaway PostgreSQL database; neither migrated. */
interface Store {
  env: NodeJS.ProcessEnv;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

async function emptyStore(engine: string): Promise<Store> {
  if (engine === 'postgres') {
    const database: TestDatabase = await createTestDatabase('postgres', { migrated: false });
    return {
      env: { DATABASE_URL: database.url },
      open: () => createDatabase({ databaseUrl: database.url }),
      remove: () => database.close(),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'lapasar-admin-'));
  const dataDir = join(dir, 'pglite');
  return { env: { DATA_DIR: dataDir }, open: () => createDatabase({ dataDir }), remove: () => rm(dir, { recursive: true, force: true }) };
}

describe('npm run admin', () => {
  it('--help lists the commands; a missing or unknown command, a missing or bad option is refused with the usage', async () => {
    const help = await run('npm', ['run', '--silent', 'admin', '--', '--help'], {});
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run admin -- <command>/);
    expect(help.stdout).toContain('create-operator --email <address> --name <name>');
    expect(help.stdout).toContain('operator-link --email <address>');
    const env = { DATA_DIR: join(tmpdir(), 'lapasar-admin-never-opened') };
    for (const [args, message] of [
      [[], /^Name a command/],
      [['make-coffee'], /^Unknown command: make-coffee/],
      [['create-operator', '--name', 'Nadia'], /^--email is required/],
      [['create-operator', '--email', 'not an address', '--name', 'Nadia'], /^--email: /],
      [['create-operator', '--email', 'ops@example.com', '--name', '   '], /^--name: must not be empty/],
      [['create-operator', '--email', 'ops@example.com', '--name', 'Nadia', '--password', 'x'], /Unknown option '--password'/],
    ] as const) {
      const refused = await admin([...args], env);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr, args.join(' ')).toMatch(message);
      expect(refused.stderr).toContain('Usage: npm run admin');
    }
  }, 60_000);

  describe.each(engines())('on an empty database (%s)', (engine) => {
    let store: Store;
    beforeAll(async () => {
      store = await emptyStore(engine);
    });
    afterAll(() => store?.remove());

    it('creates the first operator, whose printed link chooses the password they then sign in with; the address is refused a second time', async () => {
      const created = await run(
        'npm',
        ['run', '--silent', 'admin', '--', 'create-operator', '--email', 'Ops@Market.example', '--name', 'Nadia Operator'],
        store.env,
      );
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toContain('Marketplace operator ops@market.example (Nadia Operator) created.');
      const link = linkOf(created.stdout);
      expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/set-password`);

      const again = await admin(['create-operator', '--email', 'ops@market.example', '--name', 'Someone Else'], store.env);
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe('--email: an account already uses ops@market.example');
      const nobody = await admin(['operator-link', '--email', 'nobody@market.example'], store.env);
      expect(nobody.code).toBe(1);
      expect(nobody.stderr.trim()).toBe('--email: no marketplace operator uses nobody@market.example');

      const handle = await store.open();
      try {
        const app = createApp({ db: handle.db, kdfLogN: TEST_KDF_LOG_N, publicUrl: PUBLIC_URL, trustProxy: true });
        const page = await app.request(link.pathname + link.search);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('Nadia Operator');
        const chosen = await call<{ user: { auth_token: string; marketplaceOperator: boolean; by_id: number } }>(
          app,
          '/api/auth/set-password',
          {
            body: { token: link.searchParams.get('token'), password: PASSWORD },
          },
        );
        expect(chosen.status).toBe(200);
        expect(chosen.body.user).toMatchObject({ marketplaceOperator: true, by_id: 0 });
        const companies = await call(app, '/api/operator/companies', { token: chosen.body.user.auth_token });
        expect(companies).toMatchObject({ status: 200, body: { data: [] } });
        const signedIn = await call<{ user: { marketplaceOperator: boolean } }>(app, '/api/users/login', {
          body: { email: 'ops@market.example', password: PASSWORD },
          headers: { 'X-Forwarded-For': '192.0.2.200' },
        });
        expect(signedIn.status).toBe(200);
        expect(signedIn.body.user.marketplaceOperator).toBe(true);
        expect(
          (await call(app, '/api/auth/set-password', { body: { token: link.searchParams.get('token'), password: PASSWORD } })).status,
        ).toBe(410);
      } finally {
        await handle.close();
      }

      // A forgotten password: a new link, and the password it chooses replaces the old one.
      const renewed = await admin(['operator-link', '--email', 'OPS@market.example'], store.env);
      expect(renewed.code, renewed.stderr).toBe(0);
      const second = linkOf(renewed.stdout);
      expect(second.searchParams.get('token')).not.toBe(link.searchParams.get('token'));
      const reopened = await store.open();
      try {
        const app = createApp({ db: reopened.db, kdfLogN: TEST_KDF_LOG_N, publicUrl: PUBLIC_URL, trustProxy: true });
        const chosen = await call(app, '/api/auth/set-password', {
          body: { token: second.searchParams.get('token'), password: 'Second password 2026' },
        });
        expect(chosen.status).toBe(200);
        const old = await call(app, '/api/users/login', {
          body: { email: 'ops@market.example', password: PASSWORD },
          headers: { 'X-Forwarded-For': '192.0.2.201' },
        });
        expect(old.status).toBe(401);
      } finally {
        await reopened.close();
      }
    }, 120_000);
  });
});
