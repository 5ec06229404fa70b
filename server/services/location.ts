import type { District, Location, State } from '../../src/contract/types';
import type { Database } from '../db/client';
import { findDistrict, findState, listDistricts, listStates, lookupPostcode } from '../queries/places';
import { saveUserLocation } from '../queries/users';
import { ServiceError } from './errors';

const COUNTRY = 'Malaysia';

export function states(db: Database): Promise<State[]> {
  return listStates(db);
}

/** The districts of a state given by name or 3-letter code; 404 for an unknown state. */
export async function districtsOf(db: Database, stateKey: string): Promise<District[]> {
  const state = await findState(db, stateKey);
  if (!state) throw new ServiceError(404, `Unknown state: ${stateKey}`);
  return listDistricts(db, state.id);
}

/** A delivery location with canonical names (400 when unknown), saved on the account of a signed-in user. */
export async function setLocation(db: Database, userId: number | null, chosen: { state: string; district: string; postcode?: string }): Promise<Location> {
  const state = await findState(db, chosen.state);
  if (!state) throw new ServiceError(400, `Unknown state: ${chosen.state}`);
  const district = await findDistrict(db, state.id, chosen.district);
  if (!district) throw new ServiceError(400, `District '${chosen.district}' is not in ${state.name}`);
  const location = { state: state.name, district: district.name, postcode: chosen.postcode ?? '', country: COUNTRY };
  if (userId !== null) await saveUserLocation(db, userId, { stateId: state.id, districtId: district.id, postcode: location.postcode || null });
  return location;
}

/** The state and district of a postcode; 404 when no range holds it. */
export async function postcodeLocation(db: Database, postcode: string): Promise<{ postcode: string; state: string; district: string }> {
  const found = await lookupPostcode(db, postcode);
  if (!found) throw new ServiceError(404, `No location found for postcode ${postcode}`);
  return { postcode, ...found };
}
