import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase, type Database } from './db/client';
import type { CxmlIdentity } from './domain/cxml';
import type { PendingLimits } from './domain/upload-quota';
import { reservationLifetimeMs, UPLOAD_SWEEP_INTERVAL_MS, uploadRetentionFrom } from './domain/upload-retention';
import { UPLOAD_URL_TTL_SECONDS } from './domain/upload-token';
import { createLogger, type Logger } from './logger';
import { DEFAULT_SEED_PRODUCTS, isSeeded, seedDatabase, seedReferenceData } from './seed';
import { demoDataFound } from './seed/demo-check';
import { rollDemoBudgetsForward } from './seed/workflow';
import { sweepAbandonedAttachments } from './services/attachments';
import { createMailer } from './services/mail';
import { purgePunchoutSessionsJob } from './services/punchout';
import { PRUNE_THROTTLES_EVERY_MS, pruneThrottles, runScheduledJobs } from './services/scheduled-jobs';
import { resealClientSecrets, type SecretKeys } from './services/client-secrets';
import { sharedUrlKey } from './services/server-keys';
import { databaseSearch } from './services/search-engine';
import { diskStorage } from './storage/disk-storage';
import { s3Storage, type S3StorageOptions } from './storage/s3-storage';

/** The longest an anonymous answer is kept: a change the database announces, or a write through this server, forgets it sooner. */
const DEFAULT_ANSWER_CACHE_TTL_MS = 3000;
/** How long requests under way at shutdown may take to finish before their connections are cut. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export interface StartOptions {
  /** 0 picks a free port. */
  port?: number;
  /** The address to listen on (`127.0.0.1`: loopback only); every interface when unset. */
  hostname?: string;
  /** PGlite data directory, or 'memory'. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** A read replica of the database (SEARCH_DATABASE_URL) that marketplace searches run on; the database itself when unset. */
  searchDatabaseUrl?: string;
  /**
   * Seed the demo tenants (companies, people with the public demo password, sellers, products,
   * workflows, single sign-on and PunchOut) into a database that holds no accounts: an explicit
   * choice (`npm start` passes `--demo`). Without it a new database gets the reference data only.
   */
  demoData?: boolean;
  /** Products the demo data has. */
  seedProducts?: number;
  /** The clock the demo budgets' financial year is read from (seeding, and rolling them forward on a demo start); now unless given. */
  now?: Date;
  /**
   * A production start (NODE_ENV=production): demo data is never seeded, and the server refuses to
   * start while the database holds any of it (demo accounts, the demo assertion key, the demo
   * PunchOut secrets or identity provider client), unless allowDemoData.
   */
  production?: boolean;
  /** ALLOW_DEMO_DATA=true: a production start serves a database that holds demo data (a public demonstration), with a warning. */
  allowDemoData?: boolean;
  /** log2 of the scrypt N for seeded and new passwords; tests lower it to stay fast. */
  kdfLogN?: number;
  sdkDir?: string;
  storefrontDir?: string;
  /** The built component workshop (dist/workshop), served under /workshop/. */
  workshopDir?: string;
  corsOrigins?: readonly string[];
  /** Proxies in front of the server (TRUST_PROXY): the X-Forwarded-For hops to trust. */
  trustProxy?: number;
  /** The public origin for links (PUBLIC_URL); defaults to the server's own address. */
  publicUrl?: string;
  /** The SST rate (SST_RATE) in basis points; defaults to 8%. */
  taxRateBasisPoints?: number;
  /** Our cXML credential (CXML_DOMAIN, CXML_IDENTITY); domain DomainName and the public host name by default. */
  cxmlCredential?: CxmlIdentity;
  /** Where uploaded attachments are kept (UPLOAD_DIR); a new temporary directory when unset. Ignored when s3 is set. */
  uploadDir?: string;
  /** Keep attachments in an S3-compatible bucket instead (STORAGE_DRIVER=s3 and the S3_* settings). */
  s3?: S3StorageOptions;
  /** The key upload and image URLs are signed with (UPLOAD_SECRET); when unset, one made once and kept in the database. */
  uploadSecret?: Buffer;
  /**
   * The keys companies' client secrets are sealed with: SECRETS_KEY (kept outside the database), and
   * SECRETS_KEY_PREVIOUS while rotating; without SECRETS_KEY, one made once and kept in the database.
   */
  secretKeys?: SecretKeys;
  /** How long attachments no order holds are kept (UPLOAD_RETENTION_HOURS), in milliseconds; a day when unset. */
  uploadRetentionMs?: number;
  /** How much one buyer user may hold in attachments no decision has settled (UPLOAD_MAX_PENDING_FILES, UPLOAD_MAX_PENDING_MB). */
  uploadPendingLimits?: PendingLimits;
  /** The SMTP server mail goes through (SMTP_URL); the outbox when unset. */
  smtpUrl?: string;
  /** The sender of the mail (MAIL_FROM). */
  mailFrom?: string;
  /** Where mail is written without SMTP (MAIL_OUTBOX_DIR); a new temporary directory when unset. */
  mailOutboxDir?: string;
  /** How long anonymous catalogue answers are served from memory; 3 s when unset, 0 keeps none. */
  answerCacheTtlMs?: number;
  /** False: every search is searched, none answered from what an earlier one found (the search bench's default). */
  keepSearches?: boolean;
  /** Where the server logs (LOG_LEVEL); JSON lines on standard output at info, or nothing when quiet, by default. */
  logger?: Logger;
  /** Serves GET /metrics to a scraper with this bearer token (METRICS_TOKEN). */
  metricsToken?: string;
  /** How long close() lets requests under way finish before it cuts their connections (SHUTDOWN_TIMEOUT_MS); 10 s when unset. */
  shutdownTimeoutMs?: number;
  /** Logs nothing (tests), unless a logger is given. */
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  /** The server's own database: what an administrator changes while buyers work (tests and tools). */
  db: Database;
  /**
   * Shuts down: readiness answers 503 at once, no new connection is taken, requests under way get
   * shutdownTimeoutMs to finish (idle connections close at once, the others after their answer or
   * when the time is up), then the sweep stops, mail is handed over and the database closed.
   */
  close(): Promise<void>;
}

/**
 * Stops taking connections and waits for those open to end: idle ones end at once, one with a
 * request under way after its answer (Node closes it once the server no longer listens), and any
 * left when timeoutMs is up are cut.
 */
function stopServing(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
  });
}

/** A start refused because of what the database holds or what was asked; the message says what to do. */
export class StartRefused extends Error {
  override readonly name = 'StartRefused';
}

/**
 * Migrates, writes the reference data into a new database, and the demo data where it was asked
 * for; a production start checks that no demo data is there. Throws StartRefused otherwise.
 */
async function prepareDatabase(db: Database, options: StartOptions, logger: Logger): Promise<void> {
  const secretKeys = options.secretKeys ?? {};
  if (options.production && options.demoData) {
    throw new StartRefused('A production start (NODE_ENV=production) never seeds the demo data: start it without --demo.');
  }
  if (options.demoData && !(await isSeeded(db))) {
    const products = options.seedProducts ?? DEFAULT_SEED_PRODUCTS;
    logger.info({ products }, 'Seeding demo data');
    await seedDatabase(db, { products, kdfLogN: options.kdfLogN, now: options.now, secretKeys });
  } else {
    await db.transaction((tx) => seedReferenceData(tx));
    // A demo database kept from an earlier year gets budgets for the year it is started in.
    if (options.demoData) await db.transaction((tx) => rollDemoBudgetsForward(tx, options.now));
  }
  // Client secrets stored in the clear (before migration 0033) or sealed with a key other than the
  // current one (the database's before SECRETS_KEY was set, SECRETS_KEY_PREVIOUS) are sealed with it before anything is served.
  const { resealed, unopened } = await resealClientSecrets(db, secretKeys);
  if (resealed > 0) logger.info({ resealed }, 'Sealed client secrets with the current key');
  for (const company of unopened) {
    logger.warn(
      { company: company.slug, buyerId: company.buyerId },
      `The client secret of company ${company.slug} was sealed with a key this server was not given (SECRETS_KEY, SECRETS_KEY_PREVIOUS): its single sign-on is refused until its administrator sets the client secret again`,
    );
  }
  if (!options.production) return;
  const found = await demoDataFound(db, secretKeys);
  if (found.length === 0) return;
  if (options.allowDemoData) {
    logger.warn({ found }, 'ALLOW_DEMO_DATA=true: serving a database that holds demo data anyone can sign in with');
    return;
  }
  throw new StartRefused(
    `The database holds demo data that anyone can use to sign in: ${found.join('; ')}. A production start does not serve it: start on an empty database (docs/operating.md, Starting empty), or set ALLOW_DEMO_DATA=true for a public demonstration.`,
  );
}

/** Opens (and if needed migrates and seeds) the database and serves the app over HTTP. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(options.quiet ? 'silent' : 'info');
  const database = await createDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? 'memory', logger });
  // Processes started together on one PostgreSQL migrate and seed one at a time; the later ones find it done.
  try {
    await database.exclusively(async () => {
      await database.migrate();
      await prepareDatabase(database.db, options, logger);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  // A replica follows the primary's schema, so it is never migrated from here.
  const searchDatabase = options.searchDatabaseUrl ? await createDatabase({ databaseUrl: options.searchDatabaseUrl, logger }) : null;
  // Without UPLOAD_SECRET, the key every process sharing the database signs URLs with.
  const uploadSecret = options.uploadSecret ?? (await sharedUrlKey(database.db));

  // The app is built once the port is known, since links default to the server's own address;
  // until then (one tick) requests get 503.
  let handle: (request: Request, env: unknown) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: (request, env) => handle(request, env), port: options.port ?? 8080, hostname: options.hostname }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.hostname ?? 'localhost'}:${port}`;
  const uploadRetentionMs = options.uploadRetentionMs ?? uploadRetentionFrom(undefined);
  const bucket = options.s3 ? s3Storage(options.s3) : null;
  const storage = bucket ?? diskStorage(options.uploadDir ?? join(tmpdir(), `lapasar-uploads-${randomUUID()}`));
  if (options.s3) logger.info({ bucket: options.s3.bucket, directUploads: options.s3.directUploads }, 'Attachments are kept in the bucket');
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: options.mailFrom,
    outboxDir: options.mailOutboxDir ?? join(tmpdir(), `lapasar-outbox-${randomUUID()}`),
    logger,
  });
  logger.info(
    { destination: mailer.destination },
    options.smtpUrl ? 'Mail goes through SMTP' : 'No SMTP_URL: mail is written to the outbox',
  );
  let shuttingDown = false;
  const app = createApp({
    db: database.db,
    search: databaseSearch(searchDatabase?.db ?? database.db, { keep: options.keepSearches ?? true }),
    sdkDir: options.sdkDir,
    storefrontDir: options.storefrontDir,
    workshopDir: options.workshopDir,
    corsOrigins: options.corsOrigins,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl ?? url,
    kdfLogN: options.kdfLogN,
    taxRateBasisPoints: options.taxRateBasisPoints,
    cxmlCredential: options.cxmlCredential,
    storage,
    uploadSecret,
    uploadRetentionMs,
    uploadPendingLimits: options.uploadPendingLimits,
    secretKeys: options.secretKeys,
    answerCacheTtlMs: options.answerCacheTtlMs ?? DEFAULT_ANSWER_CACHE_TTL_MS,
    mailer,
    logger,
    metricsToken: options.metricsToken,
    shuttingDown: () => shuttingDown,
  });
  handle = (request, env) => app.fetch(request, env);
  const lifetimes = { uploadedMs: uploadRetentionMs, reservedMs: reservationLifetimeMs(UPLOAD_URL_TTL_SECONDS) };
  // Each turn of a job runs in one of the processes sharing the database.
  const stopJobs = runScheduledJobs(
    database.db,
    [
      {
        name: 'sweep-abandoned-attachments',
        everyMs: UPLOAD_SWEEP_INTERVAL_MS,
        run: async (now) => {
          const count = await sweepAbandonedAttachments(database.db, storage, now, lifetimes);
          return count > 0 ? `Removed ${count} abandoned attachment(s)` : undefined;
        },
      },
      { name: 'prune-throttles', everyMs: PRUNE_THROTTLES_EVERY_MS, run: (now) => pruneThrottles(database.db, now) },
      purgePunchoutSessionsJob(database.db),
    ],
    { info: (message) => logger.info(message), error: (message, error) => logger.error({ err: error }, message) },
  );

  let closing: Promise<void> | undefined;
  const shutDown = async () => {
    shuttingDown = true;
    const served = stopServing(server as Server, options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
    const jobs = stopJobs();
    await served;
    await jobs;
    bucket?.close();
    // Mail already handed over is sent (or fails) before the process lets go.
    await mailer.settled();
    mailer.close();
    await searchDatabase?.close();
    await database.close();
  };
  return {
    url,
    db: database.db,
    close: () => (closing ??= shutDown()),
  };
}
