import { computed } from 'nanostores';
import {
  compareAddProduct,
  compareAddSku,
  compareExport,
  compareList,
  compareMove,
  compareRemove,
  compareRemoveAll,
  compareRemoveGroup,
  compareUpdate,
  type CompareExport,
  type CompareGroups,
} from '../api/compare';
import { compareCount } from '../api/counts';
import type { CompareRecord } from '../api/types';
import { $config } from './config';
import { setCount } from './counts';
import { $buyerKey, $locationKey, createFetcherStore, revalidateKeys } from './query';
import { $user } from './session';

const COMPARE_KEY = 'compare/';

// Prices and shipping are at the location; a new one reloads the groups.
const $compareLocationKey = computed($locationKey, (location) => location ?? 'no-location');

const base = () => $config.get().corporateBase;

function buyerId(): number {
  const user = $user.get();
  if (!user) throw new Error('Please sign in to compare products.');
  return user.by_id;
}

/** The signed-in buyer's comparison groups; one element's store takes its query scope (newQueryScope). */
export const compareStore = (scope: string) =>
  createFetcherStore<CompareGroups>([COMPARE_KEY, $buyerKey, '/', $compareLocationKey, scope], {
    fetcher: () => compareList(base(), buyerId()),
  });

/** Every compare table on the page reloads after a change, here or in another element. */
const reloadComparisons = () => revalidateKeys((key: string) => key.startsWith(COMPARE_KEY));

// A change that answers no count: the badge asks the server for it.
async function afterChange(): Promise<void> {
  reloadComparisons();
  setCount('compare', await compareCount(buyerId(), base()).catch(() => 0));
}

function afterRemove(count: number): void {
  setCount('compare', count);
  reloadComparisons();
}

/** Adds a product (or, with `skuId`, that SKU of it); resolves with its record, whose group_id says where it went. */
export async function addToCompare(productId: number, skuId: number | null = null): Promise<CompareRecord> {
  const record = skuId === null ? await compareAddProduct(base(), buyerId(), productId) : await compareAddSku(base(), buyerId(), skuId);
  void afterChange();
  return record;
}

/** Chooses another SKU of a compared product. */
export async function chooseCompareSku(compareId: number, productId: number, skuId: number): Promise<void> {
  await compareUpdate(base(), compareId, productId, skuId);
  reloadComparisons();
}

/** Moves a compared product to another group; the groups reload whether or not it moved. */
export async function moveCompared(compareId: number, groupId: number): Promise<void> {
  try {
    await compareMove(base(), compareId, groupId);
  } finally {
    reloadComparisons();
  }
}

export async function removeCompared(compareId: number): Promise<void> {
  afterRemove(await compareRemove(base(), compareId));
}

export async function removeCompareGroup(groupId: number): Promise<void> {
  afterRemove(await compareRemoveGroup(base(), buyerId(), groupId));
}

export async function removeAllCompared(): Promise<void> {
  afterRemove(await compareRemoveAll(base(), buyerId()));
}

/** The buyer's comparisons as a PDF or an .xlsx file. */
export const exportComparisons = (format: CompareExport): Promise<Blob> => compareExport(base(), buyerId(), format);
