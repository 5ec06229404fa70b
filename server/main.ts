import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sstRateFrom } from './domain/cart-tax';
import { cxmlCredentialFrom } from './domain/cxml';
import { sealingKeyFrom } from './domain/sealed-secret';
import { pendingLimitsFrom } from './domain/upload-quota';
import { uploadRetentionFrom } from './domain/upload-retention';
import { uploadSecretFrom } from './domain/upload-token';
import { createLogger, logLevelFrom } from './logger';
import { metricsTokenFrom } from './metrics';
import { proxyHopsFrom } from './middleware/client-address';
import { smtpUrlFrom } from './services/mail';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, StartRefused, startServer } from './serve';
import { flag } from './settings';
import { s3OptionsFrom } from './storage/storage-config';

const env = process.env;
const logger = createLogger(logLevelFrom(env.LOG_LEVEL));
// --demo (npm start, npm run serve): an empty database gets the demo tenants. Nothing else ever seeds them.
const { values: args } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
const dataDir = env.DATA_DIR ?? './data/pglite';
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A whole number of milliseconds from the environment, or undefined when unset. */
function milliseconds(name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new Error(`${name} must be a whole number of milliseconds, not "${text}"`);
  return Number(text);
}

/** A build output directory, or undefined (with a hint) when the build has not run yet. */
function built(dir: string, command = 'npm run build'): string | undefined {
  const path = resolve(dir);
  if (existsSync(path)) return path;
  logger.warn(`${dir} not found: run \`${command}\` to serve it.`);
  return undefined;
}

const shutdownTimeoutMs = milliseconds('SHUTDOWN_TIMEOUT_MS') ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
/** What closing may take beyond the requests' bound: handing over mail and closing the database. */
const CLOSING_GRACE_MS = 5000;

const server = await startServer({
  port: Number(env.PORT ?? 8080),
  databaseUrl: env.DATABASE_URL || undefined,
  searchDatabaseUrl: env.SEARCH_DATABASE_URL || undefined,
  answerCacheTtlMs: milliseconds('ANSWER_CACHE_TTL_MS'),
  dataDir,
  demoData: args.demo,
  seedProducts: env.SEED_PRODUCTS ? Number(env.SEED_PRODUCTS) : undefined,
  production: env.NODE_ENV === 'production',
  allowDemoData: flag(env, 'ALLOW_DEMO_DATA', false),
  sdkDir: built('dist/sdk'),
  storefrontDir: built('dist/storefront'),
  workshopDir: built('dist/workshop', 'npm run build:workshop'),
  corsOrigins: list(env.CORS_ORIGINS),
  trustProxy: proxyHopsFrom(env.TRUST_PROXY),
  publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
  taxRateBasisPoints: sstRateFrom(env.SST_RATE),
  cxmlCredential: cxmlCredentialFrom(env.CXML_DOMAIN, env.CXML_IDENTITY),
  // Beside the PGlite directory (./data/uploads) unless set; a temporary one for an in-memory database.
  uploadDir: env.UPLOAD_DIR || (dataDir === 'memory' ? undefined : join(dirname(resolve(dataDir)), 'uploads')),
  // STORAGE_DRIVER=s3: one bucket every process behind the load balancer shares.
  s3: s3OptionsFrom(env),
  uploadSecret: uploadSecretFrom(env.UPLOAD_SECRET),
  // Companies' client secrets are sealed with SECRETS_KEY, kept outside the database, when it is set.
  secretKeys: {
    key: sealingKeyFrom('SECRETS_KEY', env.SECRETS_KEY),
    previousKey: sealingKeyFrom('SECRETS_KEY_PREVIOUS', env.SECRETS_KEY_PREVIOUS),
  },
  uploadRetentionMs: uploadRetentionFrom(env.UPLOAD_RETENTION_HOURS),
  uploadPendingLimits: pendingLimitsFrom(env.UPLOAD_MAX_PENDING_FILES, env.UPLOAD_MAX_PENDING_MB),
  smtpUrl: smtpUrlFrom(env.SMTP_URL),
  mailFrom: env.MAIL_FROM?.trim() || undefined,
  // Beside the PGlite directory (./data/outbox) unless set; a temporary one for an in-memory database.
  mailOutboxDir: env.MAIL_OUTBOX_DIR || (dataDir === 'memory' ? undefined : join(dirname(resolve(dataDir)), 'outbox')),
  logger,
  metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
  shutdownTimeoutMs,
}).catch((error: unknown) => {
  if (!(error instanceof StartRefused)) throw error;
  logger.fatal(error.message);
  if (process.stdout.isTTY) console.error(error.message);
  process.exit(1);
});

logger.info({ url: server.url }, 'Listening');
// Someone at a terminal gets the address and the demo accounts in words; a log collector gets the line above.
if (process.stdout.isTTY) {
  console.log(`LaPasar is running at ${server.url}`);
  if (args.demo) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(30)} ${account.description}`);
  }
}

// SIGTERM (a balancer's or a service manager's stop) and SIGINT (Ctrl-C) drain the process: see
// RunningServer.close. A second signal of the same kind ends it at once, as Node does by default.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    const closing = server.close();
    logger.info({ signal, timeoutMs: shutdownTimeoutMs }, 'Shutting down: no new connections; requests under way may finish');
    // Should closing hang (a mail server or the database not answering), the process still ends.
    setTimeout(() => {
      logger.error('Shutting down took too long; exiting');
      process.exit(1);
    }, shutdownTimeoutMs + CLOSING_GRACE_MS).unref();
    closing.then(
      () => {
        logger.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Shutting down failed');
        process.exit(1);
      },
    );
  });
}
