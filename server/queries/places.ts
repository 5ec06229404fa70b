import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { District, State } from '../../src/contract/types';
import { untilChangedPerDatabase, type UntilChanged } from '../db/change-notices';
import type { Database } from '../db/client';
import { districts, postcodeRanges, states } from '../db/schema';
import type { Place } from '../domain/shipping';
import type { RequestLocation } from '../env';

export function listStates(db: Database): Promise<State[]> {
  return db.select({ id: states.id, name: states.name, code: states.code }).from(states).orderBy(asc(states.id));
}

/** A state by its name or its 3-letter code, case-insensitively. */
export async function findState(db: Database, nameOrCode: string): Promise<State | null> {
  const key = nameOrCode.trim().toLowerCase();
  const [row] = await db
    .select({ id: states.id, name: states.name, code: states.code })
    .from(states)
    .where(or(eq(sql`lower(${states.name})`, key), eq(sql`lower(${states.code})`, key)))
    .limit(1);
  return row ?? null;
}

export function listDistricts(db: Database, stateId: number): Promise<District[]> {
  return db
    .select({ id: districts.id, name: districts.name, state_id: districts.stateId })
    .from(districts)
    .where(eq(districts.stateId, stateId))
    .orderBy(asc(districts.name));
}

export async function findDistrict(db: Database, stateId: number, name: string): Promise<District | null> {
  const [row] = await db
    .select({ id: districts.id, name: districts.name, state_id: districts.stateId })
    .from(districts)
    .where(and(eq(districts.stateId, stateId), eq(sql`lower(${districts.name})`, name.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** The state, district and (where known) town of a postcode, or null when no range holds it. */
export async function lookupPostcode(
  db: Database,
  postcode: string,
): Promise<{ state: string; district: string; town: string | null } | null> {
  const code = Number(postcode);
  const [row] = await db
    .select({ state: states.name, district: districts.name, town: postcodeRanges.town })
    .from(postcodeRanges)
    .innerJoin(districts, eq(districts.id, postcodeRanges.districtId))
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(and(lte(postcodeRanges.fromCode, code), gte(postcodeRanges.toCode, code)))
    .limit(1);
  return row ?? null;
}

type ResolvedPlace = { stateId: number; districtId: number | null } | null;

/** Locations as resolved, until a state or a district changes: nearly every request names one. */
const resolvedPlaces = untilChangedPerDatabase<{ place: ResolvedPlace }>(['states', 'districts'], 2000);

/** Names of states and of districts by id, until one changes. */
const stateNamesKept = untilChangedPerDatabase<string>(['states'], 100);
const districtNamesKept = untilChangedPerDatabase<string>(['districts'], 2000);

/** State and district ids of a location given by name (or state code); null when unknown. */
export async function resolveLocation(db: Database, location: RequestLocation): Promise<ResolvedPlace> {
  if (!location.state) return null;
  const key = location.state.toLowerCase();
  const district = location.district?.toLowerCase();
  const { place } = await resolvedPlaces(db).get(`${key}\n${district ?? ''}`, async () => ({
    place: await lookupLocation(db, key, district),
  }));
  return place;
}

async function lookupLocation(db: Database, key: string, district: string | undefined): Promise<ResolvedPlace> {
  // The state and its district in one statement: on the embedded engine every statement queues.
  const districtMatches = district ? sql`lower(${districts.name}) = ${district}` : sql`false`;
  const [row] = await db
    .select({ stateId: states.id, districtId: districts.id })
    .from(states)
    .leftJoin(districts, and(eq(districts.stateId, states.id), districtMatches))
    .where(sql`lower(${states.name}) = ${key} or lower(${states.code}) = ${key}`)
    .limit(1);
  return row ? { stateId: row.stateId, districtId: row.districtId ?? null } : null;
}

/** Every district with its state, for resolving shipping rules to location keys. */
export async function loadPlaces(db: Database): Promise<Place[]> {
  return db
    .select({ stateId: states.id, stateName: states.name, districtId: districts.id, districtName: districts.name })
    .from(districts)
    .innerJoin(states, eq(states.id, districts.stateId))
    .orderBy(asc(states.id), asc(districts.id));
}

/** The names of some states and districts, by id. */
export async function placeNames(
  db: Database,
  stateIds: number[],
  districtIds: number[],
): Promise<{ states: Map<number, string>; districts: Map<number, string> }> {
  const named = async (cache: UntilChanged<string>, ids: number[], lookup: (ids: number[]) => Promise<{ id: number; name: string }[]>) => {
    const names = await cache.getEach(ids, String, async (missing) => new Map((await lookup(missing)).map((row) => [row.id, row.name])));
    return new Map(ids.flatMap((id, index) => (names[index] === undefined ? [] : [[id, names[index]] as const])));
  };
  const [stateNames, districtNames] = await Promise.all([
    named(stateNamesKept(db), stateIds, (ids) =>
      db.select({ id: states.id, name: states.name }).from(states).where(inArray(states.id, ids)),
    ),
    named(districtNamesKept(db), districtIds, (ids) =>
      db.select({ id: districts.id, name: districts.name }).from(districts).where(inArray(districts.id, ids)),
    ),
  ]);
  return { states: stateNames, districts: districtNames };
}
