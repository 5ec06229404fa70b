import { $location } from '../store/location';
import { request } from './client';
import type {
  BrandsResponse,
  ProductDetail,
  ProductDetailResponse,
  ProductListResponse,
  SkuDetail,
  SkuDetailResponse,
  UnifiedListingQuery,
} from './types';

type Query = Record<string, string | number | undefined>;

// Product detail and variant SKU calls carry the location as query (spec 1 section 7).
const locationQuery = () => ({ state: $location.get()?.state ?? '', district: $location.get()?.district ?? '' });

/** GET /products/unified: every listing source (category, subcategory, vendor, COVID, search text). */
export function unifiedListing(query: UnifiedListingQuery): Promise<ProductListResponse> {
  return request<ProductListResponse>('/products/unified', { query: query as Query });
}

/** GET /products/brands (brands of the listed products, optionally of a category, subcategory or vendor). */
export async function productBrands(query: { categoryId?: number; subcategoryId?: number; vendorId?: number }): Promise<string[]> {
  return (await request<BrandsResponse>('/products/brands', { query })).data;
}

/** GET /products/{id} (skip-auth). */
export async function productDetail(id: number): Promise<ProductDetail> {
  return (await request<ProductDetailResponse>(`/products/${id}`, { skipAuth: true, query: locationQuery() })).data;
}

/** GET /products/{id}/variant-sku-details?optionIds: the SKU of those options; throws the response's error when none matches. */
export async function variantSku(productId: number, optionIds: readonly number[]): Promise<SkuDetail> {
  const response = await request<SkuDetailResponse>(`/products/${productId}/variant-sku-details`, {
    query: { optionIds: optionIds.join(','), ...locationQuery() },
  });
  if (!response.success) throw new Error(response.error);
  return response;
}

/** GET /products/covid: one COVID care tab (2756..2761) or covidAll, 24 a page. */
export function covidProducts(query: { covidCategoryId: number | 'covidAll'; page: number; limit: number }): Promise<ProductListResponse> {
  return request<ProductListResponse>('/products/covid', { query });
}
