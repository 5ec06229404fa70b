import type { Category } from '../../src/contract/types';
import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { buildCategoryTree, findCategory } from '../domain/category-tree';
import { catalogueCategoryIds, categoryRows } from '../queries/categories';

/** The category tree, until a category changes: nearly every listing and search reads it. Frozen, as it is shared. */
const categoryTrees = untilChangedPerDatabase<readonly Category[]>(['categories'], 1);

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export async function loadCategoryTree(db: Database): Promise<Category[]> {
  return (await categoryTrees(db).get('tree', async () => deepFreeze(buildCategoryTree(await categoryRows(db))))) as Category[];
}

/** The categories a catalogue lists, each with its subtree. */
export async function loadCatalogueTree(db: Database, catalogueId: number): Promise<Category[]> {
  const [tree, assigned] = await Promise.all([loadCategoryTree(db), catalogueCategoryIds(db, catalogueId)]);
  return assigned
    .map((id) => findCategory(tree, id))
    .filter((category): category is Category => category !== undefined)
    .sort((a, b) => a.category_id - b.category_id);
}

/** The COVID care tabs (2756..2761): the children of category 2755. */
export async function covidTabs(db: Database): Promise<Category[]> {
  return findCategory(await loadCategoryTree(db), 2755)?.children ?? [];
}
