import { request } from './client';
import type { Vendor, VendorResponse } from './types';

/** GET /vendors/{vendorId}?page=1&limit=1: the vendor card's data. */
export async function vendor(vendorId: number): Promise<Vendor> {
  return (await request<VendorResponse>(`/vendors/${vendorId}`, { query: { page: 1, limit: 1 } })).data.vendor;
}
