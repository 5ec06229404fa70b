import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase } from './db/client';
import { DEFAULT_SEED_PRODUCTS, isSeeded, seedDatabase } from './seed';

export interface StartOptions {
  /** 0 picks a free port. */
  port?: number;
  /** PGlite data directory, or 'memory'. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** Products to seed into an empty database. */
  seedProducts?: number;
  /** log2 of the scrypt N for seeded and new passwords; tests lower it to stay fast. */
  kdfLogN?: number;
  sdkDir?: string;
  storefrontDir?: string;
  corsOrigins?: readonly string[];
  trustProxy?: boolean;
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Opens (and if needed migrates and seeds) the database and serves the app over HTTP. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const log = options.quiet ? () => {} : (message: string) => console.log(message);
  const database = await createDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? 'memory' });
  await database.migrate();
  if (!(await isSeeded(database.db))) {
    const products = options.seedProducts ?? DEFAULT_SEED_PRODUCTS;
    log(`Seeding demo data (${products} products)...`);
    await seedDatabase(database.db, { products, kdfLogN: options.kdfLogN });
  }

  const app = createApp({
    db: database.db,
    sdkDir: options.sdkDir,
    storefrontDir: options.storefrontDir,
    corsOrigins: options.corsOrigins,
    trustProxy: options.trustProxy,
    kdfLogN: options.kdfLogN,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port ?? 8080 }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await database.close();
    },
  };
}
