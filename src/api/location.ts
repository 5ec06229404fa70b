import { BUILT_IN_STATES, fallbackDistricts } from '../lib/malaysia';
import { request } from './client';
import type { District, DistrictsResponse, PostcodeDetailsResponse, SetLocationResponse, State, StatesResponse } from './types';

/** GET /location/states; the built-in 16 on an empty, invalid or failed response (spec 1 section 8). */
export async function states(): Promise<State[]> {
  try {
    const response = await request<Partial<StatesResponse>>('/location/states');
    const list = response.data;
    if (Array.isArray(list) && list.length > 0 && list.every(isState)) return list;
  } catch {
    // The built-in list stands in for any failure.
  }
  return [...BUILT_IN_STATES];
}

function isState(value: unknown): value is State {
  const state = value as Partial<State> | null;
  return typeof state?.name === 'string' && state.name !== '';
}

/** Districts of a state and whether the server failed to give them. */
export interface DistrictsResult {
  districts: District[];
  failed: boolean;
}

/** GET /location/districts?state; the built-in fallback (4 states only) on an empty or failed response. */
export async function districts(state: string): Promise<DistrictsResult> {
  try {
    const response = await request<Partial<DistrictsResponse>>('/location/districts', { query: { state } });
    if (Array.isArray(response.data) && response.data.length > 0) return { districts: response.data, failed: false };
  } catch {
    // Fall through to the built-in districts.
  }
  return { districts: fallbackDistricts(state), failed: true };
}

/** POST /location/postcode-details; null on any failure (spec 1 section 8). */
export async function postcodeDetails(postcode: string): Promise<{ state: string; district: string; city: string } | null> {
  try {
    const response = await request<PostcodeDetailsResponse>('/location/postcode-details', {
      method: 'POST',
      body: { postcode },
    });
    const { state, district, city } = response.data;
    return state ? { state, district, city: city || district } : null;
  } catch {
    return null;
  }
}

/** POST /location; false on failure (spec 1 section 8). */
export async function saveLocation(state: string, district: string, postcode: string): Promise<boolean> {
  try {
    await request<SetLocationResponse>('/location', { method: 'POST', body: { state, district, postcode } });
    return true;
  } catch {
    return false;
  }
}
