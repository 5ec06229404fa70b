/**
 * Companies' client secrets sealed with SECRETS_KEY, a key kept outside the database: what a copy
 * of the database opens without it, moving to it from the database's own key, rotating it with
 * SECRETS_KEY_PREVIOUS, and a value no key of the server opens.
 */
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buyers, companyIdentityProviders, serverKeys } from '../../server/db/schema';
import { keyIdOf, keyIdOfSealed, sealingKeyFrom, unseal } from '../../server/domain/sealed-secret';
import { createLogger } from '../../server/logger';
import { DEMO_PASSWORD } from '../../server/seed';
import { sealClientSecret, type SecretKeys } from '../../server/services/client-secrets';
import { startServer, type RunningServer } from '../../server/serve';
import { createTestDatabase, engines, TEST_KDF_LOG_N, type Engine } from './support/context';
import { startIdentityProvider, type TestIdentityProvider } from './support/identity-provider';
import { startMain } from './support/main-process';

const PUBLIC_URL = 'http://localhost:8080';
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/callback`;
const DOMAIN = 'alpha.example';
const REFUSAL = "Your company's single sign-on cannot be used until its administrator sets the client secret again.";

interface LogLine {
  level: number;
  msg: string;
  company?: string;
  resealed?: number;
}

/** Where the database is kept between starts: a PGlite directory, or a throwaway PostgreSQL database. */
async function newStore(engine: Engine): Promise<{ options: { dataDir?: string; databaseUrl?: string }; remove(): Promise<void> }> {
  if (engine === 'postgres') {
    const database = await createTestDatabase('postgres');
    return { options: { databaseUrl: database.url }, remove: () => database.close() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'lapasar-secret-keys-'));
  return { options: { dataDir: join(dir, 'pglite') }, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A value in the format sealed before key ids were written: `aes256gcm$<iv>$<tag>$<ciphertext>`, with the database's key. */
function sealedWithoutKeyId(key: Buffer, secret: string, buyerId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`company_identity_providers.client_secret:${buyerId}`));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `aes256gcm$${[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('$')}`;
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

describe.each(engines())('client secrets sealed with SECRETS_KEY on %s', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  let idp: TestIdentityProvider;

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await idp?.close();
  });

  async function provider(): Promise<TestIdentityProvider> {
    idp ??= await startIdentityProvider('alpha', CALLBACK);
    idp.accounts.set('aisha', { email: `aisha@${DOMAIN}`, email_verified: true, name: 'Aisha Rahman' });
    return idp;
  }

  async function store() {
    const kept = await newStore(engine);
    cleanups.push(() => kept.remove());
    return kept.options;
  }

  /** The server on the kept database with these keys, and the lines it logged; closed after the test unless closed before. */
  async function start(where: { dataDir?: string; databaseUrl?: string }, secretKeys?: SecretKeys, demoData = false) {
    const lines: string[] = [];
    const server = await startServer({
      ...where,
      port: 0,
      hostname: '127.0.0.1',
      publicUrl: PUBLIC_URL,
      demoData,
      seedProducts: 20,
      kdfLogN: TEST_KDF_LOG_N,
      secretKeys,
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
    });
    let closed = false;
    const close = async () => {
      if (!closed) await server.close();
      closed = true;
    };
    cleanups.push(close);
    return { server, close, logged: () => lines.map((line) => JSON.parse(line) as LogLine) };
  }

  /** Links company "alpha" to the fake provider, its secret sealed as `seal` makes it. */
  async function addAlpha(server: RunningServer, seal: (buyerId: number, secret: string) => Promise<string>): Promise<number> {
    const { issuer, clientId, clientSecret } = await provider();
    const [{ id }] = await server.db.insert(buyers).values({ companyName: 'Alpha Sdn Bhd' }).returning();
    await server.db.insert(companyIdentityProviders).values({
      buyerId: id,
      slug: 'alpha',
      issuer,
      clientId,
      clientSecret: await seal(id, clientSecret),
      emailDomains: [DOMAIN],
    });
    return id;
  }

  const storedSecret = async (server: RunningServer, slug: string) =>
    (await server.db.select().from(companyIdentityProviders).where(eq(companyIdentityProviders.slug, slug)))[0].clientSecret!;

  /** A sign-in through company `slug`'s provider as `account`, over HTTP: the session the callback answers with, or the refusal. */
  async function signOn(server: RunningServer, slug: string, account = 'aisha') {
    const started = await fetch(`${server.url}/api/auth/sso/start?company=${slug}`, { redirect: 'manual' });
    if (started.status !== 302) return { status: started.status, body: (await started.json()) as { error: string; code: string } };
    const back = await (await provider()).authorize(started.headers.get('location')!, account);
    const answered = await fetch(`${server.url}/api/auth/sso/callback${back.search}`, {
      headers: { Cookie: cookiesOf(started) },
      redirect: 'manual',
    });
    expect(answered.status).toBe(302);
    const fragment = new URLSearchParams(new URL(answered.headers.get('location')!).hash.slice(1));
    return { status: 200, session: fragment.get('lapasar_session') };
  }

  it('seals under SECRETS_KEY, and a copy of the database without it opens no secret: sign-in is refused, the company named in the log', async () => {
    const where = await store();
    const key = randomBytes(32);
    const first = await start(where, { key }, true);
    // The company's administrator sets the secret through the API.
    const login = await fetch(`${first.server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@lapasar.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { user: { auth_token: string } }).user.auth_token;
    const { issuer, clientId, clientSecret } = await provider();
    const put = await fetch(`${first.server.url}/api/company/integrations/identity-provider`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        slug: 'demo-trading',
        oidc: { issuer, clientId, clientSecret },
        emailDomains: [DOMAIN],
        roleClaim: 'lapasar_role',
        approverRoleValues: ['approver'],
        buyerRoleValues: [],
        embedOrigins: [],
        passwordSignIn: true,
      }),
    });
    expect(put.status).toBe(200);
    const sealed = await storedSecret(first.server, 'demo-trading');
    expect(keyIdOfSealed(sealed)).toBe(keyIdOf(key));
    // The demo company's secret, seeded on this start, is sealed with it too.
    expect(keyIdOfSealed(await storedSecret(first.server, 'intranet-portal'))).toBe(keyIdOf(key));
    // (Not signed in through it here: the provider's client, once discovered, is kept in this process's memory, which a restart forgets.)

    // What a dump of the database holds: the sealed value, and no key that opens it.
    const dumpedKeys = await first.server.db.select().from(serverKeys);
    expect(dumpedKeys.map((row) => row.name)).not.toContain('secret-sealing');
    for (const row of dumpedKeys) expect(() => unseal(row.key, sealed, `company_identity_providers.client_secret:1`)).toThrow();
    expect(sealed).not.toContain(clientSecret);
    await first.close();

    // The database served without the key: the server starts, says which companies' secrets it cannot open, and refuses their sign-in.
    const copy = await start(where);
    const warnings = copy.logged().filter((line) => line.level === 40 && line.msg.includes('sets the client secret again'));
    expect(warnings.map((line) => line.company).sort()).toEqual(['demo-trading', 'intranet-portal']);
    expect(await storedSecret(copy.server, 'demo-trading')).toBe(sealed);
    const refused = await signOn(copy.server, 'demo-trading');
    expect(refused).toMatchObject({ status: 503, body: { error: REFUSAL, code: 'sso_secret_unreadable' } });
  });

  it('moves from the database key to SECRETS_KEY at start, and single sign-on goes on working', async () => {
    const where = await store();
    const first = await start(where);
    const alphaId = await addAlpha(first.server, (buyerId, secret) => sealClientSecret(first.server.db, {}, buyerId, secret));
    // A value sealed before key ids were written, with the database's key.
    const [{ key: databaseKey }] = await first.server.db.select().from(serverKeys).where(eq(serverKeys.name, 'secret-sealing'));
    const [{ id: betaId }] = await first.server.db.insert(buyers).values({ companyName: 'Beta Berhad' }).returning();
    await first.server.db.insert(companyIdentityProviders).values({
      buyerId: betaId,
      slug: 'beta',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: sealedWithoutKeyId(databaseKey, idp.clientSecret, betaId),
      emailDomains: ['beta.example'],
    });
    await first.close();

    const key = randomBytes(32);
    const second = await start(where, { key });
    expect(second.logged().find((line) => line.msg === 'Sealed client secrets with the current key')?.resealed).toBe(2);
    for (const [slug, buyerId] of [
      ['alpha', alphaId],
      ['beta', betaId],
    ] as const) {
      const sealed = await storedSecret(second.server, slug);
      expect(keyIdOfSealed(sealed)).toBe(keyIdOf(key));
      expect(unseal(key, sealed, `company_identity_providers.client_secret:${buyerId}`)).toBe(idp.clientSecret);
      expect(() => unseal(databaseKey, sealed, `company_identity_providers.client_secret:${buyerId}`)).toThrow();
    }
    expect((await signOn(second.server, 'alpha')).session).toBeTruthy();
    await second.close();

    // Started again with the same key, there is nothing left to seal.
    const third = await start(where, { key });
    expect(third.logged().some((line) => line.msg === 'Sealed client secrets with the current key')).toBe(false);
    expect(third.logged().some((line) => line.level >= 40)).toBe(false);
  });

  it('rotates SECRETS_KEY: the previous key given in SECRETS_KEY_PREVIOUS opens what it sealed, and start-up seals it with the new one', async () => {
    const where = await store();
    const oldKey = randomBytes(32);
    const first = await start(where, { key: oldKey });
    await addAlpha(first.server, (buyerId, secret) => sealClientSecret(first.server.db, { key: oldKey }, buyerId, secret));
    await first.close();

    const newKey = randomBytes(32);
    const rotating = await start(where, { key: newKey, previousKey: oldKey });
    expect(rotating.logged().find((line) => line.msg === 'Sealed client secrets with the current key')?.resealed).toBe(1);
    expect(keyIdOfSealed(await storedSecret(rotating.server, 'alpha'))).toBe(keyIdOf(newKey));
    await rotating.close();

    // The previous key can then go.
    const rotated = await start(where, { key: newKey });
    expect(rotated.logged().some((line) => line.level >= 40)).toBe(false);
    expect((await signOn(rotated.server, 'alpha')).session).toBeTruthy();
  });
});

describe('SECRETS_KEY at start', () => {
  it('takes 32 bytes in base64 or hex, the same key either way', () => {
    const key = randomBytes(32);
    expect(sealingKeyFrom('SECRETS_KEY', key.toString('base64'))).toEqual(key);
    expect(sealingKeyFrom('SECRETS_KEY', key.toString('hex'))).toEqual(key);
    expect(sealingKeyFrom('SECRETS_KEY', undefined)).toBeUndefined();
  });

  it.each([
    ['SECRETS_KEY', 'not-a-key'],
    ['SECRETS_KEY', randomBytes(16).toString('base64')],
    ['SECRETS_KEY_PREVIOUS', randomBytes(31).toString('hex')],
  ])('refuses to start with a malformed %s, naming it', async (name, value) => {
    const main = startMain([], { DATA_DIR: 'memory', PORT: '0', [name]: value });
    try {
      const outcome = await main
        .line((line) => line.msg === 'Listening')
        .then(
          () => 'listening',
          () => 'exited',
        );
      expect(outcome).toBe('exited');
      expect(await main.exited).not.toBe(0);
      expect(main.stderr).toContain(`${name} must be 32 bytes in base64 or hex`);
      expect(main.stderr).not.toContain(value);
    } finally {
      if (main.child.exitCode === null && main.child.signalCode === null) main.child.kill('SIGKILL');
    }
  });
});
