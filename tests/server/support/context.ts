import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createApp, type AppOptions } from '../../../server/app';
import { nextChange } from '../../../server/db/change-notices';
import { createDatabase, type Database } from '../../../server/db/client';
import { seedDatabase } from '../../../server/seed';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL points at a server. */
export function engines(): Engine[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A cheap scrypt cost, so seeding and signing in stay fast in tests. */
export const TEST_KDF_LOG_N = 10;
const TEST_PRODUCTS = 120;

export interface TestDatabase {
  db: Database;
  /** The PostgreSQL database's address; none for PGlite. */
  url?: string;
  close(): Promise<void>;
}

/** A fresh, migrated (unless told not to), empty database: in-memory PGlite, or a throwaway PostgreSQL database. */
export async function createTestDatabase(engine: Engine, { migrated = true } = {}): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const handle = await createDatabase();
    if (migrated) await handle.migrate();
    return { db: handle.db, close: () => handle.close() };
  }
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `lapasar_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString() });
  if (migrated) await handle.migrate();
  return {
    db: handle.db,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestContext extends TestDatabase {
  app: ReturnType<typeof createApp>;
}

/** A seeded database and an app on it, called in-process. */
export async function createTestContext(engine: Engine, options: Partial<AppOptions> = {}): Promise<TestContext> {
  const database = await createTestDatabase(engine);
  await seedDatabase(database.db, { products: TEST_PRODUCTS, kdfLogN: TEST_KDF_LOG_N });
  const app = createApp({
    db: database.db,
    trustProxy: true,
    kdfLogN: TEST_KDF_LOG_N,
    corsOrigins: ['https://intranet.example.com'],
    allowLocalhostOrigins: true,
    ...options,
  });
  return { ...database, app };
}

/**
 * Makes a change straight in the database (as an administrator or another process would) and
 * resolves once this process has heard the database announce it: at once on PGlite, a moment
 * after the commit on PostgreSQL. What the server keeps in memory is forgotten by then.
 */
export async function changeHeard<T>(db: Database, table: string, change: () => PromiseLike<T>): Promise<T> {
  const heard = nextChange(db, table);
  const result = await change();
  await heard;
  return result;
}
