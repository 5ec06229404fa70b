import { request } from './client';
import type { BuyerSettings, BuyerSettingsResponse } from './types';

/** GET /workflow/buyer-settings. */
export async function buyerSettings(): Promise<BuyerSettings> {
  const response = await request<BuyerSettingsResponse>('/workflow/buyer-settings');
  return response.data;
}
