import { imageUrlExpiry, type ProductImageSigner } from '../domain/image-signature';

/** How an answer's product image URLs are made: where they point, and the signing of non-public products' images. */
export interface ImageLinks {
  /** The API origin: URLs are absolute because the SDK runs on pages served from other origins. */
  origin: string;
  signer: ProductImageSigner;
  /** When the signatures of this answer expire (seconds since the epoch). */
  expiresAt: number;
}

/** The signing of product image URLs, made once per app (server/deps.ts). */
export interface ProductImageSettings {
  signer: ProductImageSigner;
  /** The clock signatures expire by. */
  now: () => Date;
}

export function imageLinks(origin: string, settings: ProductImageSettings): ImageLinks {
  return { origin, signer: settings.signer, expiresAt: imageUrlExpiry(settings.now()) };
}

/** What a cache of answers holding image URLs must key on: the same inputs give the same URLs. */
export function imageLinksKey(links: ImageLinks): string {
  return `${links.origin} ${links.signer.id} ${links.expiresAt}`;
}

/**
 * A product whose image is wanted. `public`: a visitor may see the product (listed, not a
 * catalogue's exclusive product); other products' image URLs are signed, and the image route
 * answers them only with a valid signature (server/services/media.ts).
 */
interface ImageSubject {
  id: number;
  public: boolean;
}

/** A generated product image (server/routes/media.ts): view 1 is the main image, 2 and 3 the gallery's others. */
export function productImageUrl(links: ImageLinks, product: ImageSubject, view: 1 | 2 | 3 = 1): string {
  const url = `${links.origin}/api/images/products/${product.id}${view === 1 ? '' : `-${view}`}.svg`;
  if (product.public) return url;
  return `${url}?expires=${links.expiresAt}&signature=${links.signer.sign(product.id, links.expiresAt)}`;
}

/** Views of a product for the detail gallery: the main image, then two more. */
export function productImageUrls(links: ImageLinks, product: ImageSubject): string[] {
  return ([1, 2, 3] as const).map((view) => productImageUrl(links, product, view));
}
