/** How long a quotation stays valid. */
const QUOTATION_VALID_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

// The marketplace's own calendar day, whatever the server's time zone.
const malaysianDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit', day: '2-digit' });

/** QT-YYYYMMDD-000042: the issue date in Malaysia, then the quotation's id padded to 6 digits. */
export function quotationNumber(id: number, issuedAt: Date): string {
  return `QT-${malaysianDate.format(issuedAt).replaceAll('-', '')}-${String(id).padStart(6, '0')}`;
}

/** The last moment a quotation issued at `issuedAt` is valid. */
export function quotationValidUntil(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + QUOTATION_VALID_DAYS * DAY_MS);
}
