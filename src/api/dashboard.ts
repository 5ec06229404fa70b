import { request } from './client';
import type { DashboardSummaryResponse } from './types';

export type DashboardSummary = DashboardSummaryResponse['data'];

/** GET /dashboard/summary: the energy buyer's user, settings, live figures and catalogue. */
export async function getDashboardSummary(): Promise<DashboardSummary> {
  return (await request<DashboardSummaryResponse>('/dashboard/summary')).data;
}
