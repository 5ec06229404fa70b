import { locationParams } from '../../src/contract/common';
import type { District, Location, State } from '../../src/contract/types';
import { isPostcode, POSTCODE_MESSAGE } from '../../src/lib/location';
import type { Database } from '../db/client';
import { findDistrict, findState, listDistricts, listStates, lookupPostcode, resolveLocation } from '../queries/places';
import { saveUserLocation } from '../queries/users';
import { ServiceError } from './errors';

const COUNTRY = 'Malaysia';

export function states(db: Database): Promise<State[]> {
  return listStates(db);
}

/** The districts of a state given by name or 3-letter code; 404 for an unknown state. */
export async function districtsOf(db: Database, stateKey: string): Promise<District[]> {
  const state = await findState(db, stateKey);
  if (!state) throw new ServiceError(404, `Unknown state: ${stateKey}`, 'unknown_location');
  return listDistricts(db, state.id);
}

/** A delivery location with canonical names (400 when unknown), saved on the account of a signed-in user. */
export async function setLocation(
  db: Database,
  userId: number | null,
  chosen: { state: string; district: string; postcode?: string },
): Promise<Location> {
  const state = await findState(db, chosen.state);
  if (!state) throw new ServiceError(400, `Unknown state: ${chosen.state}`, 'unknown_location');
  const district = await findDistrict(db, state.id, chosen.district);
  if (!district) throw new ServiceError(400, `District '${chosen.district}' is not in ${state.name}`, 'unknown_location');
  const location = { state: state.name, district: district.name, postcode: chosen.postcode ?? '', country: COUNTRY };
  if (userId !== null)
    await saveUserLocation(db, userId, { stateId: state.id, districtId: district.id, postcode: location.postcode || null });
  return location;
}

/** The state, district and city of a postcode (the district where its town is not known); 404 when no range holds it. */
export async function postcodeLocation(
  db: Database,
  postcode: string,
): Promise<{ postcode: string; state: string; district: string; city: string }> {
  const found = await lookupPostcode(db, postcode);
  if (!found) throw new ServiceError(404, `No location found for postcode ${postcode}`, 'unknown_location');
  return { postcode, state: found.state, district: found.district, city: found.town ?? found.district };
}

/** Why a delivery address's place cannot be priced: the field to fix, what to say, and the refusal's code. */
export interface PlaceProblem {
  field: 'ship_state' | 'ship_district' | 'ship_pincode';
  message: string;
  /** postcode_mismatch: the postcode lies elsewhere than the state or district named; unknown_location otherwise. */
  code: 'unknown_location' | 'postcode_mismatch';
}

/** Where an order is priced and shipped: a state of Malaysia and one of its districts, by their names. */
export interface DeliveryPlace {
  state: string;
  district: string;
}

/**
 * The canonical state and district a delivery address is priced at, or what is wrong with it. The
 * state must be one of Malaysia's (by name or code) and the postcode five digits. A postcode our
 * table holds decides the place: a state, or a district given as ship_district, that names another
 * place is refused naming ship_pincode (the goods go where the postcode is, so pricing anywhere
 * else would charge the wrong shipping and skip that place's restrictions). A postcode the table
 * does not hold (it is not every postcode of Malaysia) leaves the place to the address: ship_district,
 * else the district the city names. An unknown place is never priced as 'anywhere': that would drop
 * shipping charges, SST on them and location restrictions.
 */
export async function shippingPlace(
  db: Database,
  address: { state: string; district: string; city: string; postcode: string },
): Promise<DeliveryPlace | PlaceProblem> {
  const state = await findState(db, address.state);
  if (!state) return { field: 'ship_state', message: `'${address.state.trim()}' is not a state of Malaysia`, code: 'unknown_location' };
  const postcode = address.postcode.trim();
  if (!isPostcode(postcode)) return { field: 'ship_pincode', message: POSTCODE_MESSAGE, code: 'unknown_location' };
  const given = address.district.trim();
  const named = given === '' ? null : await findDistrict(db, state.id, given);
  if (given !== '' && !named)
    return { field: 'ship_district', message: `District '${given}' is not in ${state.name}`, code: 'unknown_location' };
  const byPostcode = await lookupPostcode(db, postcode);
  if (byPostcode) {
    const mismatch = (where: string) => ({
      field: 'ship_pincode' as const,
      message: `Postcode ${postcode} is in ${byPostcode.district}, ${byPostcode.state}, not ${where}`,
      code: 'postcode_mismatch' as const,
    });
    if (byPostcode.state !== state.name) return mismatch(state.name);
    if (named && named.name !== byPostcode.district) return mismatch(`${named.name}, ${state.name}`);
    return byPostcode;
  }
  if (named) return { state: state.name, district: named.name };
  const byCity = address.city.trim() === '' ? null : await findDistrict(db, state.id, address.city);
  if (byCity) return { state: state.name, district: byCity.name };
  return { field: 'ship_district', message: `Choose the district in ${state.name} the goods go to`, code: 'unknown_location' };
}

/**
 * What is wrong with a request's chosen location, if anything: text the contract's location
 * parameters refuse (control characters, which PostgreSQL text cannot hold as NUL; past 100
 * characters), a state that is not Malaysia's, or a district not of it (null when none is named).
 */
export async function locationProblem(
  db: Database,
  location: { state?: string; district?: string },
): Promise<{ field: 'state' | 'district'; message: string } | null> {
  for (const field of ['state', 'district'] as const) {
    const checked = locationParams[field].safeParse(location[field]);
    if (!checked.success) return { field, message: checked.error.issues[0].message };
  }
  if (!location.state) return null;
  const place = await resolveLocation(db, location);
  if (!place) return { field: 'state', message: `'${location.state}' is not a state of Malaysia` };
  if (location.district && place.districtId === null)
    return { field: 'district', message: `'${location.district}' is not a district of ${location.state}` };
  return null;
}
