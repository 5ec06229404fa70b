import type { Database } from '../db/client';
import { visitorProductPreview } from '../queries/product-detail';
import { productImageUrls, type ImageLinks } from './product-images';

/** A listed product as its page shows it before the page's script runs. */
export interface ProductPreview {
  id: number;
  name: string;
  categoryName: string | null;
  /** The gallery's images, the main one first. */
  images: string[];
}

/**
 * What anyone may see of a product at once: its name, category and images, exactly as a visitor's
 * detail answer has them. Null for an id that names no product a visitor may see, so a page never
 * shows what its API would refuse.
 */
export async function productPreview(db: Database, id: number, images: ImageLinks): Promise<ProductPreview | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) return null;
  const row = await visitorProductPreview(db, id);
  return row && { id, name: row.name, categoryName: row.categoryName, images: productImageUrls(images, { id, public: true }) };
}
