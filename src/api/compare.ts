import { ApiError, request, requestBlob } from './client';
import type { CompareItem, CompareListResponse, CompareRecord, CompareRecordResponse, CompareRemovedResponse } from './types';

/*
 * The compare calls of the corporate API (spec 1 section 7, Compare): form-encoded POSTs under
 * the corporate base, with the bearer token. Failures throw 'Failed to ...: {status text}'
 * (spec 1 section 8), keeping the status and the server's body for the screens.
 */

/** Comparison groups by group number. */
export type CompareGroups = Record<string, CompareItem[]>;

type Form = Record<string, number | undefined>;

const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

// Empty optional fields stay out of the body.
const formOf = (form: Form): Record<string, string> =>
  Object.fromEntries(Object.entries(form).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));

const failed = (action: string, error: unknown): never => {
  const cause = error instanceof ApiError ? error : new ApiError(String(error), 0);
  throw new ApiError(`Failed to ${action}: ${cause.message}`, cause.status, cause.data);
};

async function post<T>(base: string, path: string, form: Form, action: string): Promise<T> {
  try {
    return await request<T>(`/marketplace/compare/${path}`, { method: 'POST', baseURL: base, headers: FORM_HEADERS, body: formOf(form) });
  } catch (error) {
    return failed(action, error);
  }
}

/** POST list {by_id}: the buyer's groups; a 404 means none (spec 1 section 7). */
export async function compareList(base: string, buyerId: number): Promise<CompareGroups> {
  try {
    return (
      await request<CompareListResponse>('/marketplace/compare/list', {
        method: 'POST',
        baseURL: base,
        headers: FORM_HEADERS,
        body: formOf({ by_id: buyerId }),
      })
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return {};
    return failed('load comparisons', error);
  }
}

/** POST add/product {by_id, product_id}: into the lowest group with room, else a new one. */
export async function compareAddProduct(base: string, buyerId: number, productId: number): Promise<CompareRecord> {
  return (await post<CompareRecordResponse>(base, 'add/product', { by_id: buyerId, product_id: productId }, 'add to compare')).data;
}

/** POST add/sku {by_id, sku_id}: the SKU's product, with that SKU chosen. */
export async function compareAddSku(base: string, buyerId: number, skuId: number): Promise<CompareRecord> {
  return (await post<CompareRecordResponse>(base, 'add/sku', { by_id: buyerId, sku_id: skuId }, 'add to compare')).data;
}

/** POST update {compare_id, product_id, sku_id}: the chosen SKU. */
export async function compareUpdate(base: string, compareId: number, productId: number, skuId: number): Promise<CompareRecord> {
  return (
    await post<CompareRecordResponse>(base, 'update', { compare_id: compareId, product_id: productId, sku_id: skuId }, 'update comparison')
  ).data;
}

/** POST move {compare_id, group_id}. */
export async function compareMove(base: string, compareId: number, groupId: number): Promise<CompareRecord> {
  return (await post<CompareRecordResponse>(base, 'move', { compare_id: compareId, group_id: groupId }, 'move product')).data;
}

/** POST remove {compare_id}; resolves with the count after. */
export async function compareRemove(base: string, compareId: number): Promise<number> {
  return (await post<CompareRemovedResponse>(base, 'remove', { compare_id: compareId }, 'remove product')).data.count;
}

/** POST remove/group {by_id, group_id}; resolves with the count after. */
export async function compareRemoveGroup(base: string, buyerId: number, groupId: number): Promise<number> {
  return (await post<CompareRemovedResponse>(base, 'remove/group', { by_id: buyerId, group_id: groupId }, 'remove comparison')).data.count;
}

/** POST remove/all {by_id}; resolves with the count after. */
export async function compareRemoveAll(base: string, buyerId: number): Promise<number> {
  return (await post<CompareRemovedResponse>(base, 'remove/all', { by_id: buyerId }, 'remove comparisons')).data.count;
}

/** The export formats: export/pdf answers a PDF, export/excel an .xlsx workbook. */
export type CompareExport = 'pdf' | 'excel';

/** POST export/{format} {by_id}: the buyer's groups as a file. */
export async function compareExport(base: string, buyerId: number, format: CompareExport): Promise<Blob> {
  try {
    return await requestBlob(`/marketplace/compare/export/${format}`, {
      method: 'POST',
      baseURL: base,
      headers: FORM_HEADERS,
      body: formOf({ by_id: buyerId }),
    });
  } catch (error) {
    return failed(`export ${format === 'pdf' ? 'PDF' : 'Excel'}`, error);
  }
}
