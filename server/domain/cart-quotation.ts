/** How long a quotation stays valid. */
const QUOTATION_VALID_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

// The marketplace's own calendar day, whatever the server's time zone.
const malaysianDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kuala_Lumpur',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** QT-YYYYMMDD-000042: the issue date in Malaysia, then the quotation's id padded to 6 digits. */
export function quotationNumber(id: number, issuedAt: Date): string {
  return `QT-${malaysianDate.format(issuedAt).replaceAll('-', '')}-${String(id).padStart(6, '0')}`;
}

/** The last moment a quotation issued at `issuedAt` is valid. */
export function quotationValidUntil(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + QUOTATION_VALID_DAYS * DAY_MS);
}

/** A saved address of the buyer company (spec 2 section 3, Location). */
interface PostalAddress {
  lotNo: string;
  street1: string;
  street2: string;
  postcode: string;
  city: string;
  state: string;
  country: string;
}

/** Parts joined with commas, blanks and repeats left out (seeded sellers' city is their district). */
export function joinPlaces(parts: readonly (string | null)[]): string {
  return [...new Set(parts.map((part) => part?.trim() ?? '').filter(Boolean))].join(', ');
}

/** An address as printed lines: lot and streets, postcode and city, state and country; blank lines left out. */
export function addressLines(address: PostalAddress): string[] {
  const street = joinPlaces([address.lotNo, address.street1, address.street2]);
  const town = `${address.postcode.trim()} ${address.city.trim()}`.trim();
  return [street, town, joinPlaces([address.state, address.country])].filter(Boolean);
}
