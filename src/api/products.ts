import { currentLocation, request } from './client';
import type {
  BrandsResponse,
  BulkPriceRenegotiateBody,
  BulkPriceRequest,
  BulkPriceRequestBody,
  BulkPriceResponse,
  ProductDetail,
  ProductDetailResponse,
  ProductListResponse,
  SkuDetail,
  SkuDetailResponse,
  SkuPricingInfoResponse,
  UnifiedListingQuery,
} from './types';

type Query = Record<string, string | number | undefined>;

// Product detail and variant SKU calls carry the location as query (spec 1 section 7).
const locationQuery = () => ({ state: currentLocation()?.state ?? '', district: currentLocation()?.district ?? '' });

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

/** GET /products/{id}/details: the same for the signed-in buyer, with their bulk price requests and wishlist flag. */
export async function buyerProductDetail(id: number): Promise<ProductDetail> {
  return (await request<ProductDetailResponse>(`/products/${id}/details`, { query: locationQuery() })).data;
}

/** GET /products/{id}/sku-pricing-info: the unit price the cart charges for a quantity of a SKU. */
export function skuPricing(productId: number, skuId: number, quantity: number): Promise<SkuPricingInfoResponse> {
  return request<SkuPricingInfoResponse>(`/products/${productId}/sku-pricing-info`, { query: { sku_id: skuId, quantity } });
}

/** POST /products/{id}/bulk-price/request */
export async function requestBulkPrice(productId: number, body: BulkPriceRequestBody): Promise<BulkPriceRequest> {
  return (await request<BulkPriceResponse>(`/products/${productId}/bulk-price/request`, { method: 'POST', body })).data;
}

/** POST /products/bulk-price/{id}/renegotiate */
export async function renegotiateBulkPrice(id: number, body: BulkPriceRenegotiateBody): Promise<BulkPriceRequest> {
  return (await request<BulkPriceResponse>(`/products/bulk-price/${id}/renegotiate`, { method: 'POST', body })).data;
}

/** DELETE /products/bulk-price/{id}: cancels a request in progress or removes an answered one. */
export async function deleteBulkPrice(id: number): Promise<void> {
  await request<BulkPriceResponse>(`/products/bulk-price/${id}`, { method: 'DELETE' });
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
