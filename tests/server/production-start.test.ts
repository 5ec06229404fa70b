/**
 * A production start (NODE_ENV=production) as an operator makes it: server/main.ts in its own
 * process. It never seeds the demo tenants, and refuses to serve a database that holds them unless
 * told so; `--demo` (npm start) is the only way they are seeded.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/client';
import { DEMO_PASSWORD, seedDatabase } from '../../server/seed';
import { DEMO_PUNCHOUT } from '../../server/seed/punchout';
import { demoCxml } from '../support/demo-cxml';
import { createTestDatabase, engines, TEST_KDF_LOG_N, type Engine, type TestDatabase } from './support/context';
import { startMain, type MainProcess } from './support/main-process';

const DEMO_KEY_FILE = new URL('../../examples/intranet-portal-demo-key.json', import.meta.url);

/** A place to keep the database: a PGlite directory, or a throwaway PostgreSQL database. */
interface Store {
  env: NodeJS.ProcessEnv;
  /** Fills it with the demo data, as `npm run seed` or an earlier `npm start` would have. */
  seedDemo(): Promise<void>;
  remove(): Promise<void>;
}

async function newStore(engine: Engine): Promise<Store> {
  if (engine === 'postgres') {
    const database: TestDatabase = await createTestDatabase('postgres');
    return {
      env: { DATABASE_URL: database.url },
      seedDemo: () => seedDatabase(database.db, { products: 20, kdfLogN: TEST_KDF_LOG_N }),
      remove: () => database.close(),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'lapasar-production-'));
  const dataDir = join(dir, 'pglite');
  return {
    env: { DATA_DIR: dataDir },
    seedDemo: async () => {
      const handle = await createDatabase({ dataDir });
      await handle.migrate();
      await seedDatabase(handle.db, { products: 20, kdfLogN: TEST_KDF_LOG_N });
      await handle.close();
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

const running: MainProcess[] = [];

/** server/main.ts on a free port with this environment; its address once it listens. */
async function serve(main: MainProcess): Promise<string> {
  running.push(main);
  const listening = await main.line((line) => line.msg === 'Listening');
  return String(listening.url).replace('localhost', '127.0.0.1');
}

async function refused(main: MainProcess): Promise<{ code: number | null; message: string }> {
  running.push(main);
  const code = await main.exited;
  const fatal = main.lines.find((line) => line.level === 60);
  return { code, message: String(fatal?.msg ?? main.stderr) };
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** An assertion signed with the demo portal's key, whose private half is in examples/. */
async function demoAssertion(url: string): Promise<string> {
  const jwk = JSON.parse(await readFile(DEMO_KEY_FILE, 'utf8')) as JWK & { kid: string };
  return new SignJWT({ email: 'approver@intranet-portal.test', lapasar_role: 'approver' })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
    .setIssuer('intranet-portal')
    .setSubject('approver@intranet-portal.test')
    .setAudience(`${url}/api/auth/sso/assertion`)
    .setIssuedAt()
    .setExpirationTime('2m')
    .setJti(crypto.randomUUID())
    .sign(await importJWK(jwk, 'ES256'));
}

const cxmlStatus = (text: string) => new XMLParser({ ignoreAttributes: false }).parse(text).cXML.Response.Status['@_code'] as string;

afterEach(async () => {
  for (const main of running.splice(0)) {
    if (main.child.exitCode === null && main.child.signalCode === null) main.child.kill('SIGKILL');
    await main.exited;
  }
});

describe.each(engines())('a production start on %s', (engine: Engine) => {
  // Each test its own database: the tests run in random order.
  const stores: Store[] = [];
  const production = async ({ demo = false } = {}) => {
    const store = await newStore(engine);
    stores.push(store);
    if (demo) await store.seedDemo();
    return { ...store.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'info' };
  };

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.remove()));
  });

  it('starts an empty database empty: the places, and no account, key or secret anyone knows', async () => {
    const url = await serve(startMain([], await production()));
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
    // Reference data every marketplace needs is there.
    const states = (await (await fetch(`${url}/api/location/states`)).json()) as { data: unknown[] };
    expect(states.data).toHaveLength(16);
    // No demo account signs in (a buyer and an approver of each kind of company: each refusal costs a full password hash).
    for (const email of ['buyer@lapasar.test', 'approver@intranet-portal.test']) {
      expect((await post(`${url}/api/users/login`, { email, password: DEMO_PASSWORD })).status, email).toBe(401);
    }
    // The committed assertion key vouches for nobody.
    const assertion = await post(`${url}/api/auth/sso/assertion`, { assertion: await demoAssertion(url) });
    expect(assertion.status).toBe(401);
    expect(JSON.stringify(await assertion.json())).not.toContain('auth_token');
    // The documented PunchOut secrets open nothing.
    const setup = await fetch(`${url}/punchout/cxml/setup`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml' },
      body: demoCxml({
        PunchOutSetupRequest: {
          '@_operation': 'create',
          BuyerCookie: 'c',
          BrowserFormPost: { URL: 'https://procurement.example.com/return' },
        },
      }),
    });
    expect(cxmlStatus(await setup.text())).toBe('401');
    const oci = new URLSearchParams({
      USERNAME: DEMO_PUNCHOUT.ociUsername,
      PASSWORD: DEMO_PUNCHOUT.ociPassword,
      HOOK_URL: 'https://procurement.example.com/hook',
    });
    expect((await fetch(`${url}/punchout/oci/start?${oci}`)).status).toBe(401);
    // Nothing to buy, from nobody.
    const search = (await (await fetch(`${url}/api/search?q=`)).json()) as { estimatedTotalHits: number };
    expect(search.estimatedTotalHits).toBe(0);
  });

  it('never seeds the demo data, even asked with --demo', async () => {
    const { code, message } = await refused(startMain(['--demo'], await production()));
    expect(code).toBe(1);
    expect(message).toContain('never seeds the demo data');
  });

  it('refuses to serve a database that holds the demo data, naming each kind and what to do', async () => {
    const { code, message } = await refused(startMain([], await production({ demo: true })));
    expect(code).toBe(1);
    expect(message).toContain('buyer@lapasar.test');
    expect(message).toContain('the demo assertion key');
    expect(message).toContain('intranet-portal-demo-1');
    expect(message).toContain('the demo PunchOut shared secret or OCI password');
    expect(message).toContain("the demo identity provider's client");
    expect(message).toContain('ALLOW_DEMO_DATA=true');
  });

  it('serves a database that holds the demo data when ALLOW_DEMO_DATA=true, with a warning in the log', async () => {
    const main = startMain([], { ...(await production({ demo: true })), ALLOW_DEMO_DATA: 'true' });
    const url = await serve(main);
    const warning = main.lines.find((line) => line.level === 40 && String(line.msg).includes('ALLOW_DEMO_DATA=true'));
    expect(warning?.found).toEqual(expect.arrayContaining([expect.stringContaining('demo account')]));
    expect((await post(`${url}/api/users/login`, { email: 'buyer@lapasar.test', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('refuses an ALLOW_DEMO_DATA that is neither true nor false', async () => {
    const main = startMain([], { ...(await production()), ALLOW_DEMO_DATA: 'yes' });
    running.push(main);
    expect(await main.exited).not.toBe(0);
    expect(main.stderr).toContain('ALLOW_DEMO_DATA must be true or false');
  });
});

describe('a development start', () => {
  let store: Store;
  beforeAll(async () => {
    store = await newStore('pglite');
  });
  afterAll(async () => {
    await store?.remove();
  });

  it('without --demo leaves a new database without demo data (npm start passes --demo)', async () => {
    const url = await serve(startMain([], { ...store.env, NODE_ENV: 'development', PORT: '0', SEED_PRODUCTS: '20' }));
    expect((await post(`${url}/api/users/login`, { email: 'buyer@lapasar.test', password: DEMO_PASSWORD })).status).toBe(401);
    const search = (await (await fetch(`${url}/api/search?q=`)).json()) as { estimatedTotalHits: number };
    expect(search.estimatedTotalHits).toBe(0);
  });
});
