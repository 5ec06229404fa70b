/** A state as the states call answers it. */
interface StateEntry {
  id: number;
  name: string;
  /** Three-letter code, e.g. SGR. */
  code: string;
}

/** A district as the districts call answers it. */
interface DistrictEntry {
  id: number;
  name: string;
  state_id: number;
}

/** The built-in 16 states, used when the states call fails (spec 1 sections 8 and 9). */
export const BUILT_IN_STATES: readonly StateEntry[] = [
  ['Selangor', 'SGR'],
  ['Kuala Lumpur', 'KUL'],
  ['Penang', 'PNG'],
  ['Johor', 'JHR'],
  ['Sabah', 'SBH'],
  ['Sarawak', 'SWK'],
  ['Kedah', 'KDH'],
  ['Perak', 'PRK'],
  ['Negeri Sembilan', 'NSN'],
  ['Melaka', 'MLK'],
  ['Terengganu', 'TRG'],
  ['Kelantan', 'KTN'],
  ['Pahang', 'PHG'],
  ['Perlis', 'PLS'],
  ['Labuan', 'LBN'],
  ['Putrajaya', 'PJY'],
].map(([name, code], index) => ({ id: 2307 + index, name, code }));

const FALLBACK_DISTRICT_NAMES: Readonly<Record<string, readonly string[]>> = {
  Johor: ['Batu Pahat', 'Johor Bahru', 'Kluang', 'Kota Tinggi', 'Kulai', 'Mersing', 'Muar', 'Pontian', 'Segamat', 'Tangkak'],
  'Kuala Lumpur': ['Bukit Bintang', 'Cheras', 'Kepong', 'Lembah Pantai', 'Segambut', 'Setiawangsa', 'Titiwangsa', 'Wangsa Maju'],
  Selangor: ['Gombak', 'Hulu Langat', 'Hulu Selangor', 'Klang', 'Kuala Langat', 'Kuala Selangor', 'Petaling', 'Sabak Bernam', 'Sepang'],
  Penang: ['Barat Daya', 'Seberang Perai Selatan', 'Seberang Perai Tengah', 'Seberang Perai Utara', 'Timur Laut'],
};

/** The built-in districts of a state (by name or code); only Johor, Kuala Lumpur, Selangor and Penang have them. */
export function fallbackDistricts(stateNameOrCode: string): DistrictEntry[] {
  const state = BUILT_IN_STATES.find((s) => s.name === stateNameOrCode || s.code === stateNameOrCode);
  const names = state ? FALLBACK_DISTRICT_NAMES[state.name] : undefined;
  if (!state || !names) return [];
  return names.map((name, index) => ({ id: state.id * 100 + index + 1, name, state_id: state.id }));
}
