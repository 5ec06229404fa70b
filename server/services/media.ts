import type { Banner } from '../../src/contract/types';
import type { Database } from '../db/client';
import { initials, svgTile } from '../domain/tile-image';
import { bannerTitle, listBanners, productName } from '../queries/media';
import { ServiceError } from './errors';

/** The home banners, with absolute image URLs because the SDK runs on pages served from other origins. */
export async function homeBanners(db: Database, origin: string): Promise<Banner[]> {
  const rows = await listBanners(db);
  return rows.map((row) => ({ id: row.id, imagePath: new URL(row.imagePath, origin).toString(), url: row.url, title: row.title }));
}

/** View 1, 2 or 3 of a product's generated image (SVG). */
export async function productImage(db: Database, id: number, view: number): Promise<string> {
  const name = await productName(db, id);
  if (name === null) throw new ServiceError(404, `Product ${id} not found`);
  const caption = view === 1 ? name.slice(0, 40) : `${name.slice(0, 32)} · view ${view}`;
  return svgTile({ headline: initials(name), caption, key: id + (view - 1) * 7919, width: 600, height: 600 });
}

/** A banner's generated image (SVG). */
export async function bannerImage(db: Database, id: number): Promise<string> {
  const title = await bannerTitle(db, id);
  if (title === null) throw new ServiceError(404, `Banner ${id} not found`);
  return svgTile({ headline: title, caption: 'LaPasar', key: id * 7, width: 1200, height: 400 });
}
