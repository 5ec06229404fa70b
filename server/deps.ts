import type { Database } from './db/client';
import type { PendingLimits } from './domain/upload-quota';
import type { UploadLifetimes } from './domain/upload-retention';
import type { SecretKeys } from './services/client-secrets';
import type { Mailer } from './services/mail';
import type { CxmlSupplier } from './services/punchout';
import type { ProductImageSettings } from './services/product-images';
import type { SearchEngine } from './services/search-engine';
import type { FileStorage } from './storage/file-storage';

/** What route modules need from the app. */
export interface RouteDeps {
  db: Database;
  /** Where marketplace searches run: the app's database unless a replica or another engine is given. */
  search: SearchEngine;
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted; 0 trusts none. */
  proxyHops: number;
  /** The origin links in e-mails and answers point at (PUBLIC_URL), never the request's Host. */
  publicUrl: string;
  /** log2 of the scrypt N for new password hashes. */
  kdfLogN: number;
  /** The SST rate the cart charges (SST_RATE), in basis points: 800 is 8%. */
  taxRateBasisPoints: number;
  /** Checkout attachments: where the files are kept and how their upload URLs are signed. */
  uploads: UploadSettings;
  /** How the image URLs of products not every visitor may see are signed. */
  productImages: ProductImageSettings;
  /** The keys companies' client secrets are sealed with (SECRETS_KEY, SECRETS_KEY_PREVIOUS); none: the key kept in the database. */
  secretKeys: SecretKeys;
  /** Verification links and order notices: SMTP (SMTP_URL) or the local outbox. */
  mailer: Mailer;
  /** How the cXML we send names us: our credential (CXML_DOMAIN, CXML_IDENTITY) and UserAgent. */
  cxmlSupplier: CxmlSupplier;
  /** True once the process has begun to shut down: readiness answers 503, so the balancer drains it. */
  shuttingDown: () => boolean;
}

export interface UploadSettings {
  storage: FileStorage;
  /** The HMAC key of upload URLs (UPLOAD_SECRET). */
  secret: Buffer;
  /** How long an upload URL works. */
  ttlSeconds: number;
  /** The clock upload URLs expire by. */
  now: () => Date;
  /** How much one buyer user may hold in attachments no submitted order holds yet. */
  pendingLimits: PendingLimits;
  /** How long attachments no order holds are kept (the sweep's, for Retry-After). */
  lifetimes: UploadLifetimes;
}
