import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sstRateFrom } from './domain/cart-tax';
import { pendingLimitsFrom } from './domain/upload-quota';
import { uploadRetentionFrom } from './domain/upload-retention';
import { uploadSecretFrom } from './domain/upload-token';
import { proxyHopsFrom } from './middleware/client-address';
import { smtpUrlFrom } from './services/mail';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { startServer } from './serve';
import { s3OptionsFrom } from './storage/storage-config';

const env = process.env;
const dataDir = env.DATA_DIR ?? './data/pglite';
const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/** A whole number of milliseconds from the environment, or undefined when unset. */
function milliseconds(name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  if (!/^\d{1,9}$/.test(text)) throw new Error(`${name} must be a whole number of milliseconds, not "${text}"`);
  return Number(text);
}

/** A build output directory, or undefined (with a hint) when the build has not run yet. */
function built(dir: string): string | undefined {
  const path = resolve(dir);
  if (existsSync(path)) return path;
  console.warn(`${dir} not found: run \`npm run build\` to serve it.`);
  return undefined;
}

const server = await startServer({
  port: Number(env.PORT ?? 8080),
  databaseUrl: env.DATABASE_URL || undefined,
  searchDatabaseUrl: env.SEARCH_DATABASE_URL || undefined,
  answerCacheTtlMs: milliseconds('ANSWER_CACHE_TTL_MS'),
  dataDir,
  seedProducts: env.SEED_PRODUCTS ? Number(env.SEED_PRODUCTS) : undefined,
  sdkDir: built('dist/sdk'),
  storefrontDir: built('dist/storefront'),
  corsOrigins: list(env.CORS_ORIGINS),
  trustProxy: proxyHopsFrom(env.TRUST_PROXY),
  publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
  taxRateBasisPoints: sstRateFrom(env.SST_RATE),
  // Beside the PGlite directory (./data/uploads) unless set; a temporary one for an in-memory database.
  uploadDir: env.UPLOAD_DIR || (dataDir === 'memory' ? undefined : join(dirname(resolve(dataDir)), 'uploads')),
  // STORAGE_DRIVER=s3: one bucket every process behind the load balancer shares.
  s3: s3OptionsFrom(env),
  uploadSecret: uploadSecretFrom(env.UPLOAD_SECRET),
  uploadRetentionMs: uploadRetentionFrom(env.UPLOAD_RETENTION_HOURS),
  uploadPendingLimits: pendingLimitsFrom(env.UPLOAD_MAX_PENDING_FILES, env.UPLOAD_MAX_PENDING_MB),
  smtpUrl: smtpUrlFrom(env.SMTP_URL),
  mailFrom: env.MAIL_FROM?.trim() || undefined,
  // Beside the PGlite directory (./data/outbox) unless set; a temporary one for an in-memory database.
  mailOutboxDir: env.MAIL_OUTBOX_DIR || (dataDir === 'memory' ? undefined : join(dirname(resolve(dataDir)), 'outbox')),
});

console.log(`LaPasar is running at ${server.url}`);
console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(24)} ${account.description}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
