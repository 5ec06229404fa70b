import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { banners, products } from '../db/schema';

/** The home carousel's banners, in display order. */
export function listBanners(db: Database) {
  return db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
}

export async function bannerTitle(db: Database, id: number): Promise<string | null> {
  const [banner] = await db.select({ title: banners.title }).from(banners).where(eq(banners.id, id)).limit(1);
  return banner?.title ?? null;
}

/** Any product's name, listed or not (its images are drawn from it). */
export async function productName(db: Database, id: number): Promise<string | null> {
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, id)).limit(1);
  return product?.name ?? null;
}
