import type { Location } from '../api/types';

/** The only country the marketplace serves. */
export const DEFAULT_COUNTRY = 'Malaysia';
/** A postcode is looked up only from this many characters. */
export const POSTCODE_MIN_LENGTH = 5;

/** A location counts as set only when both state and district are non-blank. */
export function isLocationComplete(location: Pick<Location, 'state' | 'district'> | null | undefined): boolean {
  return Boolean(location && location.state.trim() && location.district.trim());
}

/** Whether a postcode is long enough to look up (5 or more characters). */
export function canLookUpPostcode(postcode: string): boolean {
  return postcode.trim().length >= POSTCODE_MIN_LENGTH;
}

/** A partly typed postcode (1 to 4 characters) blocks submitting; an empty one does not. */
export function postcodeBlocksSubmit(postcode: string): boolean {
  const length = postcode.trim().length;
  return length > 0 && length < POSTCODE_MIN_LENGTH;
}

/** Storage as the legacy migration needs it (localStorage fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const LOCATION_KEY = 'location';
export const LEGACY_STATE_KEY = 'CHOOSENSTATE';
export const LEGACY_DISTRICT_KEY = 'CHOOSENDISTRICT';

/**
 * Moves the legacy CHOOSENSTATE / CHOOSENDISTRICT keys into 'location' and removes them. A
 * location already stored under the new key wins over the legacy values.
 */
export function migrateLegacyLocation(storage: KeyValueStorage): void {
  const state = storage.getItem(LEGACY_STATE_KEY);
  const district = storage.getItem(LEGACY_DISTRICT_KEY);
  if (state === null && district === null) return;
  if (storage.getItem(LOCATION_KEY) === null && (state ?? '').trim() !== '') {
    const location: Location = { state: state ?? '', district: district ?? '', postcode: '', country: DEFAULT_COUNTRY };
    storage.setItem(LOCATION_KEY, JSON.stringify(location));
  }
  storage.removeItem(LEGACY_STATE_KEY);
  storage.removeItem(LEGACY_DISTRICT_KEY);
}
