import { describe, expect, it } from 'vitest';
import { BUILT_IN_STATES, fallbackDistricts } from '../../src/lib/malaysia';

describe('built-in states', () => {
  it('has the 16 states, each with a 3-letter code and a backend id in 2307..2322', () => {
    expect(BUILT_IN_STATES.map((s) => s.name)).toEqual([
      'Selangor',
      'Kuala Lumpur',
      'Penang',
      'Johor',
      'Sabah',
      'Sarawak',
      'Kedah',
      'Perak',
      'Negeri Sembilan',
      'Melaka',
      'Terengganu',
      'Kelantan',
      'Pahang',
      'Perlis',
      'Labuan',
      'Putrajaya',
    ]);
    for (const state of BUILT_IN_STATES) {
      expect(state.code).toMatch(/^[A-Z]{3}$/);
      expect(state.id).toBeGreaterThanOrEqual(2307);
      expect(state.id).toBeLessThanOrEqual(2322);
    }
    expect(new Set(BUILT_IN_STATES.map((s) => s.code)).size).toBe(16);
  });
});

describe('fallback districts', () => {
  it.each(['Johor', 'Kuala Lumpur', 'Selangor', 'Penang'])('exist for %s with its state id', (name) => {
    const state = BUILT_IN_STATES.find((s) => s.name === name);
    const districts = fallbackDistricts(name);
    expect(districts.length).toBeGreaterThan(0);
    expect(districts.every((d) => d.state_id === state?.id)).toBe(true);
  });

  it('are found by state code too', () => {
    expect(fallbackDistricts('SGR').map((d) => d.name)).toContain('Petaling');
  });

  it('do not exist for the other states', () => {
    expect(fallbackDistricts('Sabah')).toEqual([]);
    expect(fallbackDistricts('Atlantis')).toEqual([]);
  });
});
