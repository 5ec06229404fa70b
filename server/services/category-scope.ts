import type { Category } from '../../src/contract/types';
import { decodeCategoryToken } from '../../src/lib/category-token';
import { findCategory } from '../domain/category-tree';
import { ServiceError } from './errors';

/** How a listing names its category: ids, or the storefront's tokens (base64 of 'cat_' + id). */
export interface CategorySelector {
  categoryId?: string;
  subcategoryId?: string;
  token?: string;
  subToken?: string;
}

/** Every leaf (or the category itself when it has no children) under a category. */
function leafIds(category: Category): number[] {
  const children = category.children ?? [];
  return children.length === 0 ? [category.category_id] : [category.category_id, ...children.flatMap(leafIds)];
}

/** The category ids a listing covers: the subcategory when given, else the category; tokens first. */
export function resolveCategory(tree: Category[], params: CategorySelector): number[] | undefined {
  const fromToken = (token: string | undefined) => {
    if (token === undefined) return undefined;
    const id = decodeCategoryToken(token);
    if (id === null) throw new ServiceError(400, 'Invalid category token');
    return id;
  };
  const categoryId = fromToken(params.token) ?? (params.categoryId ? Number(params.categoryId) : undefined);
  const subcategoryId = fromToken(params.subToken) ?? (params.subcategoryId ? Number(params.subcategoryId) : undefined);
  const id = subcategoryId ?? categoryId;
  if (id === undefined) return undefined;
  if (categoryId !== undefined && !findCategory(tree, categoryId)) throw new ServiceError(404, 'Category Not Found');
  const category = findCategory(tree, id);
  if (!category) throw new ServiceError(404, 'Category Not Found');
  return leafIds(category);
}

/** The COVID care tab's categories: one of 2756..2761, or all of them. */
export function covidCategories(tree: Category[], code: string): number[] {
  const root = code === 'covidAll' ? findCategory(tree, 2755) : findCategory(tree, Number(code));
  return root ? leafIds(root) : [];
}
