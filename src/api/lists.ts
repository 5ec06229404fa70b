import { request } from './client';
import type {
  AddListLineRequest,
  ChangeListLineRequest,
  ColleaguesResponse,
  ListCartResponse,
  ListResponse,
  ListsResponse,
  ShareListRequest,
  ShoppingList,
  ShoppingListSummary,
} from './types';

/** GET /lists: the caller's own lists, then those shared with them. */
export async function getLists(): Promise<ShoppingListSummary[]> {
  return (await request<ListsResponse>('/lists')).data;
}

/** GET /lists/{id}: one list with its priced lines. */
export async function getList(listId: number): Promise<ShoppingList> {
  return (await request<ListResponse>(`/lists/${listId}`)).data;
}

/** POST /lists: a new empty list. */
export async function createList(name: string): Promise<ShoppingList> {
  return (await request<ListResponse>('/lists', { method: 'POST', body: { name } })).data;
}

/** PATCH /lists/{id}: renames it (the owner only). */
export async function renameList(listId: number, name: string): Promise<ShoppingList> {
  return (await request<ListResponse>(`/lists/${listId}`, { method: 'PATCH', body: { name } })).data;
}

/** DELETE /lists/{id} (the owner only). */
export async function deleteList(listId: number): Promise<void> {
  await request(`/lists/${listId}`, { method: 'DELETE' });
}

/** POST /lists/{id}/lines: a SKU at no less than its MOQ. */
export async function addListLine(listId: number, line: AddListLineRequest): Promise<ShoppingList> {
  return (await request<ListResponse>(`/lists/${listId}/lines`, { method: 'POST', body: line })).data;
}

/** PATCH /lists/{id}/lines/{lineId}: quantity and/or note. */
export async function changeListLine(listId: number, lineId: number, change: ChangeListLineRequest): Promise<ShoppingList> {
  return (await request<ListResponse>(`/lists/${listId}/lines/${lineId}`, { method: 'PATCH', body: change })).data;
}

/** DELETE /lists/{id}/lines/{lineId}. */
export async function removeListLine(listId: number, lineId: number): Promise<ShoppingList> {
  return (await request<ListResponse>(`/lists/${listId}/lines/${lineId}`, { method: 'DELETE' })).data;
}

/** PUT /lists/{id}/shares: everyone it is shared with (the owner only). */
export async function shareList(listId: number, shares: ShareListRequest['shares']): Promise<ShoppingList> {
  return (await request<ListResponse>(`/lists/${listId}/shares`, { method: 'PUT', body: { shares } })).data;
}

/** GET /lists/colleagues: whom a list may be shared with. */
export async function getColleagues(): Promise<ColleaguesResponse['data']> {
  return (await request<ColleaguesResponse>('/lists/colleagues')).data;
}

/** POST /lists/{id}/cart: every line to the caller's cart; each line's outcome and the cart count. */
export function listToCart(listId: number): Promise<ListCartResponse> {
  return request<ListCartResponse>(`/lists/${listId}/cart`, { method: 'POST' });
}
