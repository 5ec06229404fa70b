import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { createDatabase, type Database } from '../../server/db/client';
import { seedDatabase } from '../../server/seed';
import { startServer } from '../../server/serve';
import { chromiumArgs, findChromium } from '../support/chromium';

const dist = join(import.meta.dirname, '..', '..', 'dist');

export interface Harness {
  url: string;
  /** The server's database, for what an administrator or another company changes during a journey. */
  db: Database;
  browser: Browser;
  /** A fresh context (empty storage); `errors` collects uncaught page errors for the test to assert on. */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page; errors: Error[] }>;
  close(): Promise<void>;
}

const SEED_PRODUCTS = 200;
// A cheap password hash keeps sign-in fast in tests; the demo server uses scrypt N=2^17.
const KDF_LOG_N = 10;

export interface HarnessOptions {
  /** Changes the seeded data before the server starts (then on a temporary PGlite directory, not in memory). */
  prepare?: (db: Database) => Promise<void>;
  /** Where the server sends mail (a test's own SMTP server); else it writes mail to an outbox nobody reads. */
  smtpUrl?: string;
}

/** A seeded PGlite directory that `prepare` has changed, for the server to open. */
async function preparedDataDir(prepare: (db: Database) => Promise<void>): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'lapasar-e2e-'));
  const database = await createDatabase({ dataDir });
  try {
    await database.migrate();
    await seedDatabase(database.db, { products: SEED_PRODUCTS, kdfLogN: KDF_LOG_N });
    await prepare(database.db);
  } finally {
    await database.close();
  }
  return dataDir;
}

/** The storefront on a fresh seeded database and a free port, with a headless Chromium. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dataDir = options.prepare ? await preparedDataDir(options.prepare) : 'memory';
  const server = await startServer({
    port: 0,
    dataDir,
    demoData: true,
    seedProducts: SEED_PRODUCTS,
    kdfLogN: KDF_LOG_N,
    sdkDir: join(dist, 'sdk'),
    storefrontDir: join(dist, 'storefront'),
    quiet: true,
    smtpUrl: options.smtpUrl,
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  return {
    url: server.url,
    db: server.db,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 }, ...options });
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      return { context, page, errors };
    },
    async close() {
      await browser.close();
      await server.close();
      if (dataDir !== 'memory') await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the harness before the file's tests and closes it after them; call inside the test file. */
export function useHarness(options: HarnessOptions = {}): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness(options);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('The harness has not started');
    return harness;
  };
}
