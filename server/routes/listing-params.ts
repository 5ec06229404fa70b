import type { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { CategorySchema } from '../../src/contract/categories';
import { decodeCategoryToken } from '../../src/lib/category-token';
import { toSen } from '../../src/lib/money';
import { moqRange } from '../../src/lib/moq';
import { findCategory } from '../domain/category-tree';
import type { AppEnv } from '../env';
import type { Viewer } from '../services/listings';

export const splitList = (text: string | undefined): string[] =>
  (text ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');

export const moqRanges = (text: string | undefined) =>
  splitList(text).map((code) => moqRange(code)).filter((range): range is { min: number; max: number } => range !== null);

/** An RM query parameter in sen. */
export const senParam = (text: string | undefined): number | undefined => (text === undefined ? undefined : toSen(Number(text)));

/** A listing request naming a bad or unknown category; the app's error handler answers it. */
export class ListingError extends HTTPException {
  constructor(message: string, status: 400 | 404) {
    super(status, { message });
  }
}

type Category = z.infer<typeof CategorySchema>;

/** Every leaf (or the category itself when it has no children) under a category. */
export function leafIds(category: Category): number[] {
  const children = category.children ?? [];
  return children.length === 0 ? [category.category_id] : [category.category_id, ...children.flatMap(leafIds)];
}

/** The category ids a listing covers: the subcategory when given, else the category; tokens first. */
export function resolveCategory(tree: Category[], params: { categoryId?: string; subcategoryId?: string; token?: string; subToken?: string }): number[] | undefined {
  const fromToken = (token: string | undefined) => {
    if (token === undefined) return undefined;
    const id = decodeCategoryToken(token);
    if (id === null) throw new ListingError('Invalid category token', 400);
    return id;
  };
  const categoryId = fromToken(params.token) ?? (params.categoryId ? Number(params.categoryId) : undefined);
  const subcategoryId = fromToken(params.subToken) ?? (params.subcategoryId ? Number(params.subcategoryId) : undefined);
  const id = subcategoryId ?? categoryId;
  if (id === undefined) return undefined;
  if (categoryId !== undefined && !findCategory(tree, categoryId)) throw new ListingError('Category Not Found', 404);
  const category = findCategory(tree, id);
  if (!category) throw new ListingError('Category Not Found', 404);
  return leafIds(category);
}

/** The COVID care tab's categories: one of 2756..2761, or all of them. */
export function covidCategories(tree: Category[], code: string): number[] {
  const root = code === 'covidAll' ? findCategory(tree, 2755) : findCategory(tree, Number(code));
  return root ? leafIds(root) : [];
}

/** The viewer of a request: the session's buyer, never ids sent by the client. */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const buyer = c.get('session')?.buyer ?? null;
  return { buyerId: buyer?.id ?? null, showSellerNames: buyer?.viewSlInfo === 'Y' };
}

export const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;
