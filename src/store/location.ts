import { computed } from 'nanostores';
import type { Location } from '../api/types';
import { isLocationComplete, migrateLegacyLocation } from '../lib/location';
import { persistentJson } from './persist';

// Must run before the atom reads 'location', so a legacy value is picked up on first load.
if (typeof localStorage !== 'undefined') migrateLegacyLocation(localStorage);

/** The chosen delivery location, stored under 'location'. */
export const $location = persistentJson<Location>('location');

export const $hasLocation = computed($location, (location) => isLocationComplete(location));
