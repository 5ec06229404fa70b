import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { banners, products } from '../db/schema';
import { listedFor } from './products';

/** The home carousel's banners, in display order. */
export function listBanners(db: Database) {
  return db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
}

export async function bannerTitle(db: Database, id: number): Promise<string | null> {
  const [banner] = await db.select({ title: banners.title }).from(banners).where(eq(banners.id, id)).limit(1);
  return banner?.title ?? null;
}

/**
 * Any product's name, listed or not (its images are drawn from it), and whether a visitor may see
 * the product (listed, and not a catalogue's exclusive product).
 */
export async function productImageRow(db: Database, id: number): Promise<{ name: string; public: boolean } | null> {
  const [product] = await db
    .select({ name: products.name, public: sql<boolean>`${listedFor(null)}` })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return product ?? null;
}
