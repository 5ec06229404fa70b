/** The only country the marketplace serves. */
export const DEFAULT_COUNTRY = 'Malaysia';
/** A postcode is looked up only from this many characters. */
const POSTCODE_MIN_LENGTH = 5;

/** A Malaysian postcode: five digits. */
export const POSTCODE_PATTERN = /^\d{5}$/;
export const POSTCODE_MESSAGE = 'Postcode must be 5 digits';

/** Whether a postcode, spaces around it aside, is a whole Malaysian postcode. */
export function isPostcode(postcode: string): boolean {
  return POSTCODE_PATTERN.test(postcode.trim());
}

/** The part of a location that shipping and search depend on. */
export interface StateDistrict {
  state: string;
  district: string;
}

/** A location counts as set only when both state and district are non-blank. */
export function isLocationComplete(location: StateDistrict | null | undefined): boolean {
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

const LOCATION_KEY = 'location';
const LEGACY_STATE_KEY = 'CHOOSENSTATE';
const LEGACY_DISTRICT_KEY = 'CHOOSENDISTRICT';

/**
 * Moves the legacy CHOOSENSTATE / CHOOSENDISTRICT keys into 'location' and removes them. A
 * location already stored under the new key wins over the legacy values.
 */
export function migrateLegacyLocation(storage: KeyValueStorage): void {
  const state = storage.getItem(LEGACY_STATE_KEY);
  const district = storage.getItem(LEGACY_DISTRICT_KEY);
  if (state === null && district === null) return;
  if (storage.getItem(LOCATION_KEY) === null && (state ?? '').trim() !== '') {
    storage.setItem(LOCATION_KEY, JSON.stringify({ state: state ?? '', district: district ?? '', postcode: '', country: DEFAULT_COUNTRY }));
  }
  storage.removeItem(LEGACY_STATE_KEY);
  storage.removeItem(LEGACY_DISTRICT_KEY);
}

/* Location keys of shipping rules and search (spec 1 section 9): 'state.district', 'state.all'
 * and 'all.all', lowercase, spaces as hyphens. */

/** 'Kuala Lumpur' -> 'kuala-lumpur'. */
export function locationSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The key of a location; a missing state or district is 'all'. */
export function locationKey(state?: string | null, district?: string | null): string {
  return `${state ? locationSlug(state) : 'all'}.${district ? locationSlug(district) : 'all'}`;
}

/** Every key that covers a location: 'selangor.petaling' -> itself, 'selangor.all' and 'all.all'. */
export function coveringKeys(key: string): string[] {
  const [state = 'all', district = 'all'] = key.toLowerCase().split('.');
  if (state === 'all') return ['all.all'];
  return [...new Set([`${state}.${district}`, `${state}.all`, 'all.all'])];
}

/** Whether any of the keys covers the location key. */
export function keysCover(keys: readonly string[], location: string): boolean {
  const covering = coveringKeys(location);
  return keys.some((key) => covering.includes(key));
}
