import type { Database } from './db/client';

/** What route modules need from the app. */
export interface RouteDeps {
  db: Database;
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted; 0 trusts none. */
  proxyHops: number;
  /** The origin links in e-mails and answers point at (PUBLIC_URL), never the request's Host. */
  publicUrl: string;
  /** log2 of the scrypt N for new password hashes. */
  kdfLogN: number;
  /** The SST rate the cart charges (SST_RATE), in basis points: 800 is 8%. */
  taxRateBasisPoints: number;
}
