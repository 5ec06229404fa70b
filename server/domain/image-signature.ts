/**
 * Signed product image URLs. A product only some buyers may see (a catalogue's exclusive product,
 * or one no longer listed) has its generated image answered only at an address carrying an
 * HMAC-SHA256 over the product and an expiry. Images are fetched by <img> tags, which send no
 * session, so the address itself is the permission: it is handed out only in answers that already
 * show the product to the viewer.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * When the signatures made at `now` expire (seconds since the epoch): the end of the next UTC day.
 * A URL is then the same all day, so browsers keep the image, and works for at least a day after
 * it was given; a company that leaves a catalogue loses its images within two days.
 */
export function imageUrlExpiry(now: Date): number {
  return (Math.floor(now.getTime() / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
}

/** The longest a signed image may be kept by the browser: a day, and never past its URL's expiry. */
export function signedImageMaxAge(expiresAt: number, now: Date): number {
  return Math.max(0, Math.min(DAY_SECONDS, expiresAt - Math.floor(now.getTime() / 1000)));
}

export class ProductImageSigner {
  readonly #key: Buffer;
  /** Tells signers apart (in cache keys) without revealing the key. */
  readonly id: string;

  /**
   * `secret` is the server's signing secret (UPLOAD_SECRET); the image key is derived from it, so
   * an image signature is never valid as an upload token or the reverse.
   */
  constructor(secret: Buffer) {
    this.#key = createHmac('sha256', secret).update('lapasar product image urls').digest();
    this.id = createHash('sha256').update(this.#key).digest('base64url').slice(0, 16);
  }

  sign(productId: number, expiresAt: number): string {
    return createHmac('sha256', this.#key).update(`${productId}.${expiresAt}`).digest('base64url');
  }

  /** True when `signature` was made by this signer for this product and expiry, and it has not expired at `now`. */
  verify(productId: number, expiresAt: number, signature: string, now: Date): boolean {
    if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now.getTime()) return false;
    const given = Buffer.from(signature, 'base64url');
    const expected = Buffer.from(this.sign(productId, expiresAt), 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
