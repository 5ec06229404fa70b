import { request, requestBlob } from './client';
import type {
  AddToCartRequest,
  AddToCartResponse,
  Cart,
  CartQuantityResponse,
  CartRemoveResponse,
  CartResponse,
  ProductReference,
  ReferencesResponse,
  RemoveRestrictedResponse,
} from './types';

/** The cart count an add response carries: data.cartCount or cartCount (spec 1 section 7). */
export function cartCountOf(response: AddToCartResponse): number | undefined {
  return response.data?.cartCount ?? response.cartCount;
}

/** POST /cart/add. */
export function addToCart(item: AddToCartRequest): Promise<AddToCartResponse> {
  return request<AddToCartResponse>('/cart/add', { method: 'POST', body: item });
}

/** GET /cart: the cart priced at the request's location. */
export async function getCart(): Promise<Cart> {
  return (await request<CartResponse>('/cart')).data;
}

/** PATCH /cart/items/{skuId} with a new quantity. */
export function setCartQuantity(skuId: number, quantity: number): Promise<CartQuantityResponse> {
  return request<CartQuantityResponse>(`/cart/items/${skuId}`, { method: 'PATCH', body: { quantity } });
}

/** DELETE /cart/items/{skuId}. */
export function removeCartItem(skuId: number): Promise<CartRemoveResponse> {
  return request<CartRemoveResponse>(`/cart/items/${skuId}`, { method: 'DELETE' });
}

/** POST /cart/remove-restricted: removes the SKUs not shipped to the location. */
export function removeRestrictedItems(skuIds: number[]): Promise<RemoveRestrictedResponse> {
  return request<RemoveRestrictedResponse>('/cart/remove-restricted', { method: 'POST', body: { skuIds } });
}

/** POST /cart/items/{skuId}/references; answers the SKU's references. */
export async function addReference(skuId: number, reference: string): Promise<ProductReference[]> {
  return (await request<ReferencesResponse>(`/cart/items/${skuId}/references`, { method: 'POST', body: { reference } })).data.references;
}

/** DELETE /cart/items/{skuId}/references/{referenceId}; answers the SKU's references. */
export async function removeReference(skuId: number, referenceId: number): Promise<ProductReference[]> {
  return (await request<ReferencesResponse>(`/cart/items/${skuId}/references/${referenceId}`, { method: 'DELETE' })).data.references;
}

/** POST /cart/quotation: the quotation of the cart as a PDF. */
export function downloadQuotation(): Promise<Blob> {
  return requestBlob('/cart/quotation', { method: 'POST' });
}
