import type { Database } from '../db/client';
import { districts, postcodeRanges, states } from '../db/schema';
import { insertInBatches } from './batch';
import { STATES } from './data/geography';

export interface SeededDistrict {
  id: number;
  stateId: number;
  name: string;
}

/** Inserts states, districts and postcode ranges; returns the districts with their ids. */
export async function seedPlaces(db: Database): Promise<SeededDistrict[]> {
  const districtRows: SeededDistrict[] = [];
  const rangeRows: (typeof postcodeRanges.$inferInsert)[] = [];
  for (const state of STATES) {
    for (const district of state.districts) {
      const id = districtRows.length + 1;
      districtRows.push({ id, stateId: state.id, name: district.name });
      for (const [fromCode, toCode, town] of district.postcodes ?? [])
        rangeRows.push({ fromCode, toCode, districtId: id, town: town ?? null });
    }
  }
  await db.insert(states).values(STATES.map(({ id, name, code }) => ({ id, name, code })));
  await insertInBatches(db, districts, districtRows);
  await insertInBatches(db, postcodeRanges, rangeRows);
  return districtRows;
}
