import { request } from './client';
import type { CategoriesResponse, Category, CategoryHeaderResponse, CategoryNode, CategoryResponse } from './types';

/** GET /categories/header, or /catalogue-categories/header for catalogue users. */
export async function headerCategories(catalogue: boolean): Promise<CategoryNode[]> {
  const path = catalogue ? '/catalogue-categories/header' : '/categories/header';
  const response = await request<CategoryHeaderResponse>(path);
  return response.data;
}

/** GET /categories/{id}. */
export async function category(id: number): Promise<Category> {
  return (await request<CategoryResponse>(`/categories/${id}`)).data;
}

/** GET /categories: the marketplace's whole category tree. */
export async function categoryTree(): Promise<Category[]> {
  return (await request<CategoriesResponse>('/categories')).data;
}
