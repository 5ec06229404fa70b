/**
 * Secrets the server must read back (a company's client secret at its identity provider), sealed
 * with AES-256-GCM: `aes256gcm$<key id>$<iv>$<ciphertext and tag>` (base64url). The key id names
 * the key that sealed the value, so the server can tell which of its keys opens it. What the value
 * belongs to is bound in as associated data, so a sealed value copied to another row does not
 * open there. Values sealed before key ids were written (`aes256gcm$<iv>$<tag>$<ciphertext>`) were
 * sealed with the database's own key.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'aes256gcm$';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 8;
/** A key id's length in base64url; an IV's (the first part of a value without key id) is 16, so the two never meet. */
const KEY_ID_LENGTH = Math.ceil((KEY_ID_BYTES * 4) / 3);

/** Whether a stored value is sealed (rather than a value stored before sealing, to be sealed at start). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The short, public name of a key: the first bytes of its SHA-256, in base64url. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, KEY_ID_BYTES).toString('base64url');

/** The id of the key that sealed `sealed`; null for a value sealed before key ids were written (with the database's key). */
export function keyIdOfSealed(sealed: string): string | null {
  const [first] = sealed.slice(PREFIX.length).split('$');
  return first.length === KEY_ID_LENGTH ? first : null;
}

/** Seals `secret` with the 32-byte `key`, for the record `context` names. */
export function seal(key: Buffer, secret: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}${keyIdOf(key)}$${iv.toString('base64url')}$${ciphertext.toString('base64url')}`;
}

/** Opens a value `seal` made for the same `context`; throws when it was made with another key or context, or was altered. */
export function unseal(key: Buffer, sealed: string, context: string): string {
  if (!isSealed(sealed)) throw new Error('Not a sealed secret');
  const parts = sealed
    .slice(PREFIX.length)
    .split('$')
    .map((part) => Buffer.from(part, 'base64url'));
  if (parts.length !== 3) throw new Error('Not a sealed secret');
  let iv: Buffer, tag: Buffer, ciphertext: Buffer;
  if (keyIdOfSealed(sealed) === null) {
    [iv, tag, ciphertext] = parts;
  } else {
    const [, nonce, sealedText] = parts;
    if (keyIdOfSealed(sealed) !== keyIdOf(key)) throw new Error('Sealed with another key');
    iv = nonce;
    tag = sealedText.subarray(sealedText.length - TAG_BYTES);
    ciphertext = sealedText.subarray(0, sealedText.length - TAG_BYTES);
  }
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * A sealing key from the environment (`name` is SECRETS_KEY or SECRETS_KEY_PREVIOUS): 32 bytes in
 * base64 (`openssl rand -base64 32`) or hex; undefined when unset. Throws, naming the variable, when malformed.
 */
export function sealingKeyFrom(name: string, setting: string | undefined): Buffer | undefined {
  const text = setting?.trim();
  if (!text) return undefined;
  if (HEX_KEY.test(text)) return Buffer.from(text, 'hex');
  const key = BASE64_KEY.test(text) ? Buffer.from(text, 'base64') : undefined;
  if (key?.length !== KEY_BYTES) {
    throw new Error(`${name} must be ${KEY_BYTES} bytes in base64 or hex (make one with \`openssl rand -base64 32\`)`);
  }
  return key;
}
