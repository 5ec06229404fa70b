import './support/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateLegacyLocation } from '../../src/lib/location';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('legacy location migration', () => {
  it("moves CHOOSENSTATE and CHOOSENDISTRICT into 'location' and removes them", () => {
    localStorage.setItem('CHOOSENSTATE', 'Selangor');
    localStorage.setItem('CHOOSENDISTRICT', 'Petaling');
    migrateLegacyLocation(localStorage);
    expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toEqual({
      state: 'Selangor',
      district: 'Petaling',
      postcode: '',
      country: 'Malaysia',
    });
    expect(localStorage.getItem('CHOOSENSTATE')).toBeNull();
    expect(localStorage.getItem('CHOOSENDISTRICT')).toBeNull();
  });

  it("keeps a location already stored under 'location' and still removes the legacy keys", () => {
    const current = { state: 'Johor', district: 'Muar', postcode: '84000', country: 'Malaysia' };
    localStorage.setItem('location', JSON.stringify(current));
    localStorage.setItem('CHOOSENSTATE', 'Selangor');
    migrateLegacyLocation(localStorage);
    expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toEqual(current);
    expect(localStorage.getItem('CHOOSENSTATE')).toBeNull();
  });

  it('does nothing without legacy keys', () => {
    migrateLegacyLocation(localStorage);
    expect(localStorage.length).toBe(0);
  });

  it('runs before $location reads storage, so the store starts with the migrated value', async () => {
    localStorage.setItem('CHOOSENSTATE', 'Penang');
    localStorage.setItem('CHOOSENDISTRICT', 'Timur Laut');
    const { $location, $hasLocation } = await import('../../src/store/location');
    expect($location.get()).toMatchObject({ state: 'Penang', district: 'Timur Laut' });
    expect($hasLocation.get()).toBe(true);
    expect(localStorage.getItem('CHOOSENDISTRICT')).toBeNull();
  });
});
