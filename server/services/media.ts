import type { Banner } from '../../src/contract/types';
import type { Database } from '../db/client';
import { signedImageMaxAge } from '../domain/image-signature';
import { initials, svgTile } from '../domain/tile-image';
import { bannerTitle, listBanners, productImageRow } from '../queries/media';
import { ServiceError } from './errors';
import type { ProductImageSettings } from './product-images';

/** The home banners, with absolute image URLs because the SDK runs on pages served from other origins. */
export async function homeBanners(db: Database, origin: string): Promise<Banner[]> {
  const rows = await listBanners(db);
  return rows.map((row) => ({ id: row.id, imagePath: new URL(row.imagePath, origin).toString(), url: row.url, title: row.title }));
}

/** The signature a product image's URL carries (server/services/product-images.ts), as given. */
interface ImageAccess {
  expires?: number;
  signature?: string;
}

/** A generated image and how long it may be kept, by whom. */
interface ProductImage {
  svg: string;
  cacheControl: string;
}

/** A public product's image: the same for everyone, kept by any cache for a day. */
const PUBLIC_IMAGE = 'public, max-age=86400';

/** Who may keep a product's image and for how long; null when the image may not be shown (no valid signature for a non-public product). */
function imageCaching(id: number, isPublic: boolean, access: ImageAccess, settings: ProductImageSettings): string | null {
  if (isPublic) return PUBLIC_IMAGE;
  const { expires, signature } = access;
  const now = settings.now();
  if (expires === undefined || signature === undefined || !settings.signer.verify(id, expires, signature, now)) return null;
  return `private, max-age=${signedImageMaxAge(expires, now)}`;
}

/**
 * View 1, 2 or 3 of a product's generated image (SVG). A product a visitor may not see (a
 * catalogue's exclusive product, or one no longer listed) is drawn only for a URL signed for it,
 * which only answers showing the product to its viewer hand out; without one the answer is the
 * very one of an id that names no product, so ids cannot be probed. Its image is then kept by the
 * browser only (private), never by a shared cache.
 */
export async function productImage(
  db: Database,
  id: number,
  view: number,
  access: ImageAccess,
  settings: ProductImageSettings,
): Promise<ProductImage> {
  const row = await productImageRow(db, id);
  const cacheControl = row && imageCaching(id, row.public, access, settings);
  if (!row || !cacheControl) throw new ServiceError(404, `Product ${id} not found`);
  const caption = view === 1 ? row.name.slice(0, 40) : `${row.name.slice(0, 32)} · view ${view}`;
  const svg = svgTile({ headline: initials(row.name), caption, key: id + (view - 1) * 7919, width: 600, height: 600 });
  return { svg, cacheControl };
}

/** A banner's generated image (SVG). */
export async function bannerImage(db: Database, id: number): Promise<string> {
  const title = await bannerTitle(db, id);
  if (title === null) throw new ServiceError(404, `Banner ${id} not found`);
  return svgTile({ headline: title, caption: 'LaPasar', key: id * 7, width: 1200, height: 400 });
}
