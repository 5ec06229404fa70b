import type { YesNo } from '../api/types';

/** The masked seller code: 'VNDR-' plus the id padded with zeros to 6 digits. */
export function maskSeller(sellerId: number): string {
  return `VNDR-${String(sellerId).padStart(6, '0')}`;
}

/** The seller as the buyer may see it: the real name only when view_sl_info is 'Y'. */
export function sellerLabel(sellerId: number, name: string, viewSellerInfo: YesNo | undefined): string {
  return viewSellerInfo === 'Y' ? name : maskSeller(sellerId);
}
