import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { hearingChanges, hearsTableChanges, tableChanged, TABLE_CHANGED_CHANNEL } from './change-notices';
import { keepStatementsPrepared } from './prepared-statements';
import { errorsOnly, type Logger } from '../logger';

/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseOptions {
  /** postgres://... selects PostgreSQL through a pool; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, kept between runs; omitted or 'memory' keeps everything in memory. */
  dataDir?: string;
  /** PostgreSQL cancels a statement running longer than this; defaults to STATEMENT_TIMEOUT_MS or 5 s. PGlite ignores it. */
  statementTimeoutMs?: number;
  /** Where a lost PostgreSQL connection is reported; errors only on standard output by default. */
  logger?: Logger;
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the SQL migrations in server/db/migrations that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrating, seeding) holding the database's setup lock: processes started together
   * on one PostgreSQL take turns, and each finds the work of those before it done.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const embedded = new WeakSet<Database>();

/** True for PGlite, which answers one query at a time for the whole server. */
export function answersOneAtATime(db: Database): boolean {
  return embedded.has(db);
}

const pools = new WeakMap<Database, pg.Pool>();

/** The PostgreSQL pool under db (none on PGlite): its connection counts are the metrics' gauges. */
export function poolOf(db: Database): pg.Pool | undefined {
  return pools.get(db);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
/** The advisory lock of setting the database up ('LaPa' in ASCII): held on a connection of its own. */
const SETUP_LOCK = 0x4c615061;
/** How long a request waits for a pooled connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

/** STATEMENT_TIMEOUT_MS from the environment; 0 turns the timeout off. */
function statementTimeoutFromEnv(): number {
  const text = process.env.STATEMENT_TIMEOUT_MS;
  if (text === undefined || text === '') return DEFAULT_STATEMENT_TIMEOUT_MS;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`STATEMENT_TIMEOUT_MS must be a whole number of milliseconds, not '${text}'`);
  return value;
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return await connectPostgres(
      options.databaseUrl,
      options.statementTimeoutMs ?? statementTimeoutFromEnv(),
      options.logger ?? errorsOnly,
    );
  return openPglite(options.dataDir);
}

/** How long the change listener waits before connecting again after its connection is lost. */
const RELISTEN_DELAY_MS = 1000;

/**
 * Hears db's committed changes (migration 0011's notices) on a connection of its own, so what this
 * process keeps in memory is forgotten when any process changes the tables it was read from.
 * While that connection is down, nothing is kept (change-notices.ts); it connects again every
 * second until it listens. Resolves once it listens, or has failed to and is trying again.
 */
async function listenForChanges(db: Database, connectionString: string): Promise<() => Promise<void>> {
  hearsTableChanges(db, false);
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const lost = (client: pg.Client) => {
    if (current === client) {
      current = null;
      hearingChanges(db, false);
    }
    client
      .removeAllListeners('end')
      .removeAllListeners('error')
      .on('error', () => {});
    void client.end().catch(() => {});
    if (!closed && retry === undefined) retry = setTimeout(() => void listen(), RELISTEN_DELAY_MS).unref();
  };
  const listen = async () => {
    retry = undefined;
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === TABLE_CHANGED_CHANNEL && message.payload) tableChanged(db, message.payload);
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${TABLE_CHANGED_CHANNEL}`);
      if (closed) return void client.end().catch(() => {});
      current = client;
      hearingChanges(db, true);
    } catch {
      lost(client);
    }
  };
  await listen();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    hearingChanges(db, false);
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  };
}

async function connectPostgres(connectionString: string, statementTimeoutMs: number, logger: Logger): Promise<DatabaseHandle> {
  // Scans start at the table's first page, not where another scan is: a search's first 1,000
  // matches (search totals and facets count those) are then the same on every run. And no JIT
  // compilation: a search's statement is estimated dear (it may have to sort every match), so by
  // default PostgreSQL spent 50 to 70 ms compiling it to machine code for a run of 5 to 10 ms.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    statement_timeout: statementTimeoutMs,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: '-c synchronize_seqscans=off -c jit=off',
  });
  // An idle connection the server drops (a restart, an administrator's terminate) is replaced by
  // the pool on the next query; without a listener its error would crash the process.
  pool.on('error', (error) => logger.error(`PostgreSQL connection lost: ${error.message}`));
  // pool.end() resolves once every connection is asked to close, not once they have: wait for the
  // sockets too, so whoever drops the database next doesn't terminate a closing connection.
  const closing = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    client.on('error', () => {}); // reported by the pool (idle) or by the query it fails (busy)
    closing.add(new Promise((resolve) => client.once('end', () => resolve())));
  });
  const db = drizzlePostgres({ client: pool, schema });
  pools.set(db, pool);
  const stopListening = await listenForChanges(db, connectionString);
  return {
    db,
    engine: 'postgres',
    migrate: async () => {
      // A migration may build an index on a big table: it runs on its own connection, without the timeout.
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    exclusively: async (work) => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        // A session lock, released by the unlock below or by the connection ending if this process dies.
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
        return await work();
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await stopListening();
      await pool.end();
      await Promise.all(closing);
    },
  };
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const inMemory = !dataDir || dataDir === 'memory';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: inMemory ? undefined : dataDir, extensions: { pg_trgm } });
  // As on PostgreSQL (below): scans start at the table's first page, so a search's first 1,000 matches are the same on every run.
  await client.exec('set synchronize_seqscans = off');
  await keepStatementsPrepared(client);
  const db = drizzlePglite({ client, schema });
  embedded.add(db);
  // One process holds a PGlite database, so every change is made here and heard here.
  hearsTableChanges(db);
  await client.listen(TABLE_CHANGED_CHANNEL, (table) => tableChanged(db, table));
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process holds a PGlite database.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
