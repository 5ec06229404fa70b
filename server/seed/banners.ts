import type { Database } from '../db/client';
import { banners } from '../db/schema';
import { encodeCategoryToken } from '../../src/lib/category-token';

/** Image paths are relative to the API origin; the banners route makes them absolute. */
export async function seedBanners(db: Database): Promise<void> {
  const slides = [
    { title: 'COVID care essentials', url: `/category/${encodeCategoryToken(2755)}` },
    { title: 'Laptops for every team', url: '/search?q=laptop' },
    { title: 'Face masks in bulk', url: `/category/${encodeCategoryToken(2755)}/sub/${encodeCategoryToken(2756)}` },
    { title: 'Featured vendor of the month', url: '/vendors/1' },
  ];
  await db.insert(banners).values(
    slides.map(({ title, url }, index) => ({
      id: index + 1,
      title,
      imagePath: `/api/images/banners/${index + 1}.svg`,
      url,
      sortOrder: index,
    })),
  );
}
