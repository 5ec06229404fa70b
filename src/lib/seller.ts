/** The masked seller code: 'VNDR-' plus the id padded with zeros to 6 digits (spec 1 section 6). */
export function maskSeller(sellerId: number): string {
  return `VNDR-${String(sellerId).padStart(6, '0')}`;
}

/** The seller name a viewer may see: the real one only for a buyer allowed to see seller names. */
export function sellerDisplayName(sellerId: number, name: string, showNames: boolean): string {
  return showNames ? name : maskSeller(sellerId);
}

/** The seller as the buyer may see it: the real name only when view_sl_info is 'Y'. */
export function sellerLabel(sellerId: number, name: string, viewSellerInfo: 'Y' | 'N' | undefined): string {
  return sellerDisplayName(sellerId, name, viewSellerInfo === 'Y');
}

/** The seller id of a masked code: 'VNDR-000123', 'vndr123' or '000123' -> 123; null for anything else. */
export function sellerIdOfCode(text: string): number | null {
  const match = /^(?:vndr-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}
