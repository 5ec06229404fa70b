/**
 * Secrets the server must read back (a company's client secret at its identity provider), sealed
 * with AES-256-GCM: `aes256gcm$<iv>$<tag>$<ciphertext>` (base64url). What the value belongs to is
 * bound in as associated data, so a sealed value copied to another row does not open there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'aes256gcm$';
const IV_BYTES = 12;

/** Whether a stored value is sealed (rather than a value stored before sealing, to be sealed at start). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** Seals `secret` with the 32-byte `key`, for the record `context` names. */
export function seal(key: Buffer, secret: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('$')}`;
}

/** Opens a value `seal` made for the same `context`; throws when it was made with another key or context, or was altered. */
export function unseal(key: Buffer, sealed: string, context: string): string {
  const [iv, tag, ciphertext] = sealed
    .slice(PREFIX.length)
    .split('$')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!isSealed(sealed) || !ciphertext || iv.length !== IV_BYTES) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
