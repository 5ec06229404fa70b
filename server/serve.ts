import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase, type Database } from './db/client';
import type { PendingLimits } from './domain/upload-quota';
import { reservationLifetimeMs, UPLOAD_SWEEP_INTERVAL_MS, uploadRetentionFrom, type UploadLifetimes } from './domain/upload-retention';
import { UPLOAD_URL_TTL_SECONDS } from './domain/upload-token';
import { createLogger, type Logger } from './logger';
import { DEFAULT_SEED_PRODUCTS, isSeeded, seedDatabase } from './seed';
import { sweepAbandonedAttachments } from './services/attachments';
import { createMailer } from './services/mail';
import { databaseSearch } from './services/search-engine';
import { diskStorage } from './storage/disk-storage';
import type { FileStorage } from './storage/file-storage';

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
  /** Products to seed into an empty database. */
  seedProducts?: number;
  /** log2 of the scrypt N for seeded and new passwords; tests lower it to stay fast. */
  kdfLogN?: number;
  sdkDir?: string;
  storefrontDir?: string;
  corsOrigins?: readonly string[];
  /** Proxies in front of the server (TRUST_PROXY): the X-Forwarded-For hops to trust. */
  trustProxy?: number;
  /** The public origin for links (PUBLIC_URL); defaults to the server's own address. */
  publicUrl?: string;
  /** The SST rate (SST_RATE) in basis points; defaults to 8%. */
  taxRateBasisPoints?: number;
  /** Where uploaded attachments are kept (UPLOAD_DIR); a new temporary directory when unset. */
  uploadDir?: string;
  /** The key upload URLs are signed with (UPLOAD_SECRET); a random one when unset. */
  uploadSecret?: Buffer;
  /** How long attachments no order holds are kept (UPLOAD_RETENTION_HOURS), in milliseconds; a day when unset. */
  uploadRetentionMs?: number;
  /** How much one buyer user may hold in attachments no order holds yet (UPLOAD_MAX_PENDING_FILES, UPLOAD_MAX_PENDING_MB). */
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
 * Sweeps abandoned attachments now and then every few minutes; the timer never keeps the process
 * alive. The answer stops it and waits for a sweep under way.
 */
function sweepUploads(db: Database, storage: FileStorage, lifetimes: UploadLifetimes, logger: Logger): () => Promise<void> {
  const sweep = () =>
    sweepAbandonedAttachments(db, storage, new Date(), lifetimes).then(
      (count) => (count > 0 ? logger.info({ count }, 'Removed abandoned attachments') : undefined),
      (error: unknown) => logger.error({ err: error }, 'Removing abandoned attachments failed'),
    );
  let running = sweep();
  const timer = setInterval(() => (running = sweep()), UPLOAD_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
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

/** Opens (and if needed migrates and seeds) the database and serves the app over HTTP. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(options.quiet ? 'silent' : 'info');
  const database = await createDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir ?? 'memory', logger });
  await database.migrate();
  // A replica follows the primary's schema, so it is never migrated from here.
  const searchDatabase = options.searchDatabaseUrl ? await createDatabase({ databaseUrl: options.searchDatabaseUrl, logger }) : null;
  if (!(await isSeeded(database.db))) {
    const products = options.seedProducts ?? DEFAULT_SEED_PRODUCTS;
    logger.info({ products }, 'Seeding demo data');
    await seedDatabase(database.db, { products, kdfLogN: options.kdfLogN });
  }

  // The app is built once the port is known, since links default to the server's own address;
  // until then (one tick) requests get 503.
  let handle: (request: Request, env: unknown) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: (request, env) => handle(request, env), port: options.port ?? 8080, hostname: options.hostname }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.hostname ?? 'localhost'}:${port}`;
  const uploadRetentionMs = options.uploadRetentionMs ?? uploadRetentionFrom(undefined);
  const storage = diskStorage(options.uploadDir ?? join(tmpdir(), `lapasar-uploads-${randomUUID()}`));
  const mailer = createMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom, outboxDir: options.mailOutboxDir ?? join(tmpdir(), `lapasar-outbox-${randomUUID()}`), logger });
  logger.info({ destination: mailer.destination }, options.smtpUrl ? 'Mail goes through SMTP' : 'No SMTP_URL: mail is written to the outbox');
  let shuttingDown = false;
  const app = createApp({
    db: database.db,
    search: databaseSearch(searchDatabase?.db ?? database.db, { keep: options.keepSearches ?? true }),
    sdkDir: options.sdkDir,
    storefrontDir: options.storefrontDir,
    corsOrigins: options.corsOrigins,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl ?? url,
    kdfLogN: options.kdfLogN,
    taxRateBasisPoints: options.taxRateBasisPoints,
    storage,
    uploadSecret: options.uploadSecret,
    uploadRetentionMs,
    uploadPendingLimits: options.uploadPendingLimits,
    answerCacheTtlMs: options.answerCacheTtlMs ?? DEFAULT_ANSWER_CACHE_TTL_MS,
    mailer,
    logger,
    metricsToken: options.metricsToken,
    shuttingDown: () => shuttingDown,
  });
  handle = (request, env) => app.fetch(request, env);
  const stopSweeping = sweepUploads(database.db, storage, { uploadedMs: uploadRetentionMs, reservedMs: reservationLifetimeMs(UPLOAD_URL_TTL_SECONDS) }, logger);

  let closing: Promise<void> | undefined;
  const shutDown = async () => {
    shuttingDown = true;
    const served = stopServing(server as Server, options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
    const swept = stopSweeping();
    await served;
    await swept;
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
