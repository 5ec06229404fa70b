import type { CatalogueSearchParams, CategorySource } from '../lib/catalogue';
import { request } from './client';
import type {
  BrandsResponse,
  CatalogueCategoriesResponse,
  CatalogueProductsQuery,
  CatalogueProductsResponse,
  SearchResponse,
} from './types';

/** GET /products/catalogue: the buyer's catalogue, by category id or token and search text, 24 a page. */
export async function catalogueProducts(
  query: Pick<CatalogueProductsQuery, 'id' | 'token' | 'search' | 'page' | 'limit'>,
): Promise<CatalogueProductsResponse['data']> {
  const defined = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return (await request<CatalogueProductsResponse>('/products/catalogue', { query: defined })).data;
}

/** GET /products/catalogue-categories, or /products/tnb-catalogue-categories for energy buyers. */
export async function catalogueCategories(source: CategorySource): Promise<CatalogueCategoriesResponse['data']> {
  const path = source === 'tnb' ? '/products/tnb-catalogue-categories' : '/products/catalogue-categories';
  return (await request<CatalogueCategoriesResponse>(path)).data;
}

/** GET /products/catalogue/search: the search engine's answer over the buyer's catalogue only. */
export function catalogueSearch(params: CatalogueSearchParams): Promise<SearchResponse> {
  return request<SearchResponse>('/products/catalogue/search', { query: { ...params } });
}

/** GET /products/catalogue/brands: the brands of the buyer's catalogue, or of one of its categories. */
export async function catalogueBrands(categoryId?: number): Promise<string[]> {
  return (await request<BrandsResponse>('/products/catalogue/brands', { query: categoryId === undefined ? {} : { categoryId } })).data;
}
