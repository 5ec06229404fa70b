import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { findServerKey, keepServerKey } from '../queries/coordination';

/**
 * The key upload and image URLs are signed with when UPLOAD_SECRET is not set: made once, kept in
 * the database, and the same for every process sharing it, so a URL signed by one process is
 * honoured by the others (and after a restart).
 */
export function sharedUrlKey(db: Database): Promise<Buffer> {
  return keepServerKey(db, 'url-signing', randomBytes(32));
}

/**
 * The key secrets the server must read back (a company's client secret at its identity provider)
 * are sealed with when SECRETS_KEY is not set: made once, kept in the database, the same for every
 * process sharing it.
 */
export function sharedSealingKey(db: Database): Promise<Buffer> {
  return keepServerKey(db, 'secret-sealing', randomBytes(32));
}

/** The database's sealing key if one was ever made: it still opens what was sealed with it before SECRETS_KEY was set. */
export function storedSealingKey(db: Database): Promise<Buffer | undefined> {
  return findServerKey(db, 'secret-sealing');
}
