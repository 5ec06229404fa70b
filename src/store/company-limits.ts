import { categoryTree } from '../api/categories';
import * as api from '../api/company-limits';
import type { Category, ChangeCompanySettingsRequest, CompanyPriceLimit, CompanySettings, SetPriceLimitRequest } from '../api/types';
import { $administratorKey, reloadAudit } from './company';
import { createFetcherStore, mutateCache, revalidateKeys } from './query';

const LIMITS_KEY = 'company-price-limits/';
const SETTINGS_KEY = 'company-settings/';
const TREE_KEY = 'company-category-tree/';

/** The company's category price limits; one element's store takes its query scope. */
export const priceLimitsStore = (scope: string) =>
  createFetcherStore<CompanyPriceLimit[]>([LIMITS_KEY, $administratorKey, scope], { fetcher: api.getPriceLimits });

/** The marketplace's category tree, as the price limit form offers it. */
export const categoryTreeStore = (scope: string) =>
  createFetcherStore<Category[]>([TREE_KEY, $administratorKey, scope], { fetcher: categoryTree });

/** The company's settings, each with its current value. */
export const companySettingsStore = (scope: string) =>
  createFetcherStore<CompanySettings>([SETTINGS_KEY, $administratorKey, scope], { fetcher: api.getCompanySettings });

const reloadLimits = () => {
  revalidateKeys((key: string) => key.startsWith(LIMITS_KEY));
  reloadAudit();
};

/** Sets a category's limit; the limit lists and the audit log read again. */
export async function setPriceLimit(limit: SetPriceLimitRequest): Promise<CompanyPriceLimit> {
  const after = await api.setPriceLimit(limit);
  reloadLimits();
  return after;
}

export async function removePriceLimit(id: number): Promise<void> {
  await api.removePriceLimit(id);
  reloadLimits();
}

/** Changes the settings named; the settings shown are the server's answer at once, and the audit log reads again. */
export async function changeCompanySettings(change: ChangeCompanySettingsRequest): Promise<CompanySettings> {
  const after = await api.changeCompanySettings(change);
  mutateCache((key: string) => key.startsWith(SETTINGS_KEY), after);
  reloadAudit();
  return after;
}
