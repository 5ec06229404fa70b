import * as api from '../api/lists';
import type { AddListLineRequest, ListCartResponse, ShoppingList, ShoppingListSummary } from '../api/types';
import { setCount } from './counts';
import { $buyerKey, createFetcherStore, mutateCache, revalidateKeys } from './query';

const LISTS_KEY = 'lists/';
const LIST_KEY = 'list/';

/** The signed-in buyer's own lists and those shared with them; one element's store takes its query scope. */
export const listsStore = (scope: string) =>
  createFetcherStore<ShoppingListSummary[]>([LISTS_KEY, $buyerKey, scope], { fetcher: api.getLists });

/** One list with its priced lines. */
export const listStore = (listId: number, scope: string) =>
  createFetcherStore<ShoppingList>([LIST_KEY, listId, '/', $buyerKey, scope], { fetcher: (_, id) => api.getList(Number(id)) });

/** Whom the buyer may share a list with. */
export const colleaguesStore = (scope: string) =>
  createFetcherStore<Awaited<ReturnType<typeof api.getColleagues>>>(['lists-colleagues/', $buyerKey, scope], {
    fetcher: api.getColleagues,
  });

const reloadIndexes = () => revalidateKeys((key: string) => key.startsWith(LISTS_KEY));

/** Every store of the list shows the server's answer to a change at once; the indexes reload (names, counts). */
function shown(list: ShoppingList): ShoppingList {
  mutateCache((key: string) => key.startsWith(`${LIST_KEY}${list.id}/`), list);
  reloadIndexes();
  return list;
}

export async function createList(name: string): Promise<ShoppingList> {
  return shown(await api.createList(name));
}

export async function renameList(listId: number, name: string): Promise<ShoppingList> {
  return shown(await api.renameList(listId, name));
}

export async function deleteList(listId: number): Promise<void> {
  await api.deleteList(listId);
  reloadIndexes();
}

export async function addListLine(listId: number, line: AddListLineRequest): Promise<ShoppingList> {
  return shown(await api.addListLine(listId, line));
}

export async function changeListLine(listId: number, lineId: number, change: { quantity?: number; note?: string }): Promise<ShoppingList> {
  return shown(await api.changeListLine(listId, lineId, change));
}

export async function removeListLine(listId: number, lineId: number): Promise<ShoppingList> {
  return shown(await api.removeListLine(listId, lineId));
}

export async function shareList(listId: number, shares: Parameters<typeof api.shareList>[1]): Promise<ShoppingList> {
  return shown(await api.shareList(listId, shares));
}

/** Puts the whole list into the cart; the header's cart count takes the answer's. */
export async function addListToCart(listId: number): Promise<ListCartResponse> {
  const outcome = await api.listToCart(listId);
  setCount('cart', outcome.cartCount);
  return outcome;
}
