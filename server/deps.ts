import type { Database } from './db/client';

/** What route modules need from the app. */
export interface RouteDeps {
  db: Database;
  /** Honour X-Forwarded-For (the server runs behind a proxy or load balancer). */
  trustProxy: boolean;
  /** log2 of the scrypt N for new password hashes. */
  kdfLogN: number;
}
