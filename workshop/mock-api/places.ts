import type { CompanyChargeCode, CompanyItemCode, CompanyLocation, CompanyPersonAccess } from '../../src/contract/types';

/*
 * The demo company's delivery locations, charge codes and item codes as its administrator keeps
 * them, and the access of the people it restricted; everyone else orders for every one.
 */

export interface PlacesState {
  locations: CompanyLocation[];
  chargeCodes: CompanyChargeCode[];
  itemCodes: CompanyItemCode[];
  /** By user id: only those the administrator restricted or gave their own view_sl_info. */
  access: Map<number, CompanyPersonAccess>;
}

/** Where the workshop's postcodes lie, as the reference server's postcode table says: the postcode decides the state. */
export const POSTCODE_PLACES: Readonly<Record<string, { district: string; state: string }>> = {
  '40100': { district: 'Petaling', state: 'Selangor' },
  '47800': { district: 'Petaling', state: 'Selangor' },
  '50450': { district: 'Kuala Lumpur', state: 'Kuala Lumpur' },
  '80000': { district: 'Johor Bahru', state: 'Johor' },
};

const inUse = { archived: false, archivedAt: null };

export function demoPlaces(): PlacesState {
  return {
    locations: [
      {
        id: 1,
        name: 'Kuala Lumpur HQ',
        lotNo: 'Level 12',
        street1: 'Menara Demo, Jalan Ampang',
        street2: 'Kampung Baru',
        postcode: '50450',
        city: 'Kuala Lumpur',
        state: 'Kuala Lumpur',
        country: 'Malaysia',
        ...inUse,
        openOrders: 3,
      },
      {
        id: 2,
        name: 'Shah Alam Plant',
        lotNo: 'Lot 8',
        street1: 'Jalan Utas 15/7',
        street2: 'Seksyen 15',
        postcode: '40100',
        city: 'Shah Alam',
        state: 'Selangor',
        country: 'Malaysia',
        ...inUse,
        openOrders: 0,
      },
      {
        id: 3,
        name: 'Johor Bahru Depot',
        lotNo: 'No. 2',
        street1: 'Jalan Tebrau',
        street2: 'Taman Century',
        postcode: '80000',
        city: 'Johor Bahru',
        state: 'Johor',
        country: 'Malaysia',
        archived: true,
        archivedAt: '2026-03-31T02:00:00.000Z',
        openOrders: 0,
      },
    ],
    chargeCodes: [
      {
        id: 11,
        locationId: 1,
        locationName: 'Kuala Lumpur HQ',
        name: 'Office refit',
        code: 'PRJ-KL-01',
        address: null,
        ...inUse,
        openOrders: 1,
      },
      {
        id: 12,
        locationId: 1,
        locationName: 'Kuala Lumpur HQ',
        name: 'Data centre',
        code: 'PRJ-KL-02',
        address: {
          lotNo: 'Lot 3',
          street1: 'Jalan Teknologi',
          street2: 'Kota Damansara',
          postcode: '47800',
          city: 'Petaling Jaya',
          state: 'Selangor',
        },
        ...inUse,
        openOrders: 0,
      },
      {
        id: 13,
        locationId: 1,
        locationName: 'Kuala Lumpur HQ',
        name: 'Launch event 2025',
        code: 'PRJ-KL-00',
        address: null,
        archived: true,
        archivedAt: '2026-01-15T02:00:00.000Z',
        openOrders: 0,
      },
      {
        id: 14,
        locationId: 2,
        locationName: 'Shah Alam Plant',
        name: 'Line maintenance',
        code: 'PRJ-SA-01',
        address: null,
        ...inUse,
        openOrders: 0,
      },
    ],
    itemCodes: [
      { id: 21, code: 'IC-STAT', description: 'Stationery', glCode: '6100', ...inUse },
      { id: 22, code: 'IC-IT', description: 'IT equipment', glCode: '6200', ...inUse },
      { id: 23, code: 'IC-OLD', description: 'Printing (before 2026)', glCode: '', archived: true, archivedAt: '2026-01-01T00:00:00.000Z' },
    ],
    access: new Map(),
  };
}

export const emptyPlaces = (): PlacesState => ({ locations: [], chargeCodes: [], itemCodes: [], access: new Map() });
