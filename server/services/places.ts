import { and, asc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { District, State } from '../../src/api/types';
import type { Database } from '../db/client';
import { districts, postcodeRanges, states } from '../db/schema';

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

export async function lookupPostcode(db: Database, postcode: string): Promise<{ state: string; district: string } | null> {
  const code = Number(postcode);
  const [row] = await db
    .select({ state: states.name, district: districts.name })
    .from(postcodeRanges)
    .innerJoin(districts, eq(districts.id, postcodeRanges.districtId))
    .innerJoin(states, eq(states.id, districts.stateId))
    .where(and(lte(postcodeRanges.fromCode, code), gte(postcodeRanges.toCode, code)))
    .limit(1);
  return row ?? null;
}
