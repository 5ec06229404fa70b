import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogueCategories, categories } from '../db/schema';

/** Every category, parents before children. */
export function categoryRows(db: Database) {
  return db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId, level: categories.level, icon: categories.icon })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.id));
}

/** The ids of the categories a catalogue lists. */
export async function catalogueCategoryIds(db: Database, catalogueId: number): Promise<number[]> {
  const rows = await db
    .select({ id: catalogueCategories.categoryId })
    .from(catalogueCategories)
    .where(eq(catalogueCategories.catalogueId, catalogueId));
  return rows.map((row) => row.id);
}
