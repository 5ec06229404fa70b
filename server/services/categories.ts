import { asc, eq } from 'drizzle-orm';
import type { Category } from '../../src/api/types';
import type { Database } from '../db/client';
import { catalogueCategories, categories } from '../db/schema';
import { buildCategoryTree, findCategory } from '../domain/category-tree';

export async function loadCategoryTree(db: Database): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId, level: categories.level, icon: categories.icon })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.id));
  return buildCategoryTree(rows);
}

/** The categories a catalogue lists, each with its subtree. */
export async function loadCatalogueTree(db: Database, catalogueId: number): Promise<Category[]> {
  const [tree, assigned] = await Promise.all([
    loadCategoryTree(db),
    db.select({ id: catalogueCategories.categoryId }).from(catalogueCategories).where(eq(catalogueCategories.catalogueId, catalogueId)),
  ]);
  return assigned
    .map(({ id }) => findCategory(tree, id))
    .filter((category): category is Category => category !== undefined)
    .sort((a, b) => a.category_id - b.category_id);
}

/** The COVID care tabs (2756..2761): the children of category 2755. */
export async function covidTabs(db: Database): Promise<Category[]> {
  return findCategory(await loadCategoryTree(db), 2755)?.children ?? [];
}
