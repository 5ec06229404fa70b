import type { z } from '@hono/zod-openapi';
import type { CategoryNodeSchema, CategorySchema } from '../../src/contract/categories';
import { encodeCategoryToken } from '../../src/lib/category-token';

type Category = z.infer<typeof CategorySchema>;
type CategoryNode = z.infer<typeof CategoryNodeSchema>;

export interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  icon: string | null;
}

/** Builds the nested tree from flat rows (already in display order). */
export function buildCategoryTree(rows: readonly CategoryRow[]): Category[] {
  const byId = new Map<number, Category>();
  for (const row of rows) {
    const category: Category = { category_id: row.id, category_name: row.name, parent_id: row.parentId, level: row.level, children: [] };
    if (row.icon) category.icon = row.icon;
    byId.set(row.id, category);
  }
  const roots: Category[] = [];
  for (const row of rows) {
    const category = byId.get(row.id) as Category;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.children?.push(category);
    else roots.push(category);
  }
  return roots;
}

/** Finds a category anywhere in the tree. */
export function findCategory(tree: readonly Category[], id: number): Category | undefined {
  for (const category of tree) {
    if (category.category_id === id) return category;
    const found = findCategory(category.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The storefront route of a node: the top category's listing, narrowed to the node below it. */
export function categoryUrl(id: number, rootId: number): string {
  const root = `/category/${encodeCategoryToken(rootId)}`;
  return id === rootId ? root : `${root}/sub/${encodeCategoryToken(id)}`;
}

export function catalogueCategoryUrl(id: number): string {
  return `/app/marketplace/product/catalogue_category?categoryId=${id}`;
}

/** Popover nodes of the CATEGORIES menu; `urlOf` gets the node id and its top ancestor's id. */
export function toHeaderNodes(tree: readonly Category[], urlOf: (id: number, rootId: number) => string, rootId?: number): CategoryNode[] {
  return tree.map((category) => {
    const root = rootId ?? category.category_id;
    return {
      id: String(category.category_id),
      name: category.category_name,
      categoryId: category.category_id,
      level: category.level,
      url: urlOf(category.category_id, root),
      children: toHeaderNodes(category.children ?? [], urlOf, root),
    };
  });
}
