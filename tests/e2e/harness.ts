import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../../server/serve';
import { chromiumArgs, findChromium } from '../support/chromium';

const dist = join(import.meta.dirname, '..', '..', 'dist');

export interface Harness {
  url: string;
  browser: Browser;
  /** A fresh context (empty storage); `errors` collects uncaught page errors for the test to assert on. */
  newPage(): Promise<{ context: BrowserContext; page: Page; errors: Error[] }>;
  close(): Promise<void>;
}

/** The storefront on a fresh in-memory database and a free port, with a headless Chromium. */
export async function startHarness(): Promise<Harness> {
  const server = await startServer({
    port: 0,
    dataDir: 'memory',
    seedProducts: 200,
    // A cheap password hash keeps sign-in fast in tests; the demo server uses scrypt N=2^17.
    kdfLogN: 10,
    sdkDir: join(dist, 'sdk'),
    storefrontDir: join(dist, 'storefront'),
    quiet: true,
  });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  return {
    url: server.url,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      return { context, page, errors };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Starts the harness before the file's tests and closes it after them; call inside the test file. */
export function useHarness(): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('The harness has not started');
    return harness;
  };
}
