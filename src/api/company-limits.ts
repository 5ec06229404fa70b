import { request } from './client';
import type {
  ChangeCompanySettingsRequest,
  CompanyPriceLimit,
  CompanyPriceLimitResponse,
  CompanyPriceLimitsResponse,
  CompanySettings,
  CompanySettingsResponse,
  SetPriceLimitRequest,
} from './types';

/** GET /company/price-limits: each category's maximum per unit (RM), with the category's name and path. */
export async function getPriceLimits(): Promise<CompanyPriceLimit[]> {
  return (await request<CompanyPriceLimitsResponse>('/company/price-limits')).data;
}

/** PUT /company/price-limits: sets (creates or changes) a category's limit. */
export async function setPriceLimit(limit: SetPriceLimitRequest): Promise<CompanyPriceLimit> {
  return (await request<CompanyPriceLimitResponse>('/company/price-limits', { method: 'PUT', body: limit })).priceLimit;
}

/** DELETE /company/price-limits/{id}. */
export async function removePriceLimit(id: number): Promise<void> {
  await request(`/company/price-limits/${id}`, { method: 'DELETE' });
}

/** GET /company/settings: every setting with its current value. */
export async function getCompanySettings(): Promise<CompanySettings> {
  return (await request<CompanySettingsResponse>('/company/settings')).settings;
}

/** PATCH /company/settings: the settings named change; every setting after the change comes back. */
export async function changeCompanySettings(change: ChangeCompanySettingsRequest): Promise<CompanySettings> {
  return (await request<CompanySettingsResponse>('/company/settings', { method: 'PATCH', body: change })).settings;
}
