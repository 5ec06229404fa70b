import * as api from '../api/company-places';
import type { ArchiveStep } from '../api/company-places';
import type {
  ChangeChargeCodeRequest,
  ChangeItemCodeRequest,
  ChangeLocationRequest,
  CompanyChargeCode,
  CompanyItemCode,
  CompanyLocation,
  CompanyPersonAccess,
  CreateChargeCodeRequest,
  CreateItemCodeRequest,
  CreateLocationRequest,
  PersonAccessRequest,
} from '../api/types';
import { $administratorKey, reloadAudit } from './company';
import { createFetcherStore, revalidateKeys } from './query';

const LOCATIONS_KEY = 'company-locations/';
const CHARGE_CODES_KEY = 'company-charge-codes/';
const ITEM_CODES_KEY = 'company-item-codes/';
const ACCESS_KEY = 'company-access/';

/** The company's delivery locations, archived ones too; one element's store takes its query scope. */
export const companyLocationsStore = (scope: string) =>
  createFetcherStore<CompanyLocation[]>([LOCATIONS_KEY, $administratorKey, scope], { fetcher: api.getCompanyLocations });

/** The charge codes of every location of the company. */
export const companyChargeCodesStore = (scope: string) =>
  createFetcherStore<CompanyChargeCode[]>([CHARGE_CODES_KEY, $administratorKey, scope], { fetcher: api.getCompanyChargeCodes });

/** The company's item codes. */
export const companyItemCodesStore = (scope: string) =>
  createFetcherStore<CompanyItemCode[]>([ITEM_CODES_KEY, $administratorKey, scope], { fetcher: api.getCompanyItemCodes });

/** One person's access, as the dialog that changes it reads it. */
export const personAccessStore = (personId: number, scope: string) =>
  createFetcherStore<CompanyPersonAccess>([ACCESS_KEY, $administratorKey, scope, `/${personId}`], {
    fetcher: () => api.getPersonAccess(personId),
  });

// A change is an audit entry, and a location's name shows beside its charge codes and in each person's access.
const reloadAfter = (...prefixes: string[]) => {
  revalidateKeys((key: string) => prefixes.some((prefix) => key.startsWith(prefix)));
  reloadAudit();
};

/** Adds a location, or changes the one `id` names. */
export async function saveLocation(location: CreateLocationRequest | ChangeLocationRequest, id?: number): Promise<CompanyLocation> {
  const saved = await api.saveLocation(location, id);
  reloadAfter(LOCATIONS_KEY, CHARGE_CODES_KEY, ACCESS_KEY);
  return saved;
}

/** Archives or restores a location. */
export async function archiveLocation(id: number, step: ArchiveStep): Promise<CompanyLocation> {
  const saved = await api.archiveLocation(id, step);
  reloadAfter(LOCATIONS_KEY, CHARGE_CODES_KEY, ACCESS_KEY);
  return saved;
}

/** Adds a charge code, or changes the one `id` names. */
export async function saveChargeCode(
  chargeCode: CreateChargeCodeRequest | ChangeChargeCodeRequest,
  id?: number,
): Promise<CompanyChargeCode> {
  const saved = await api.saveChargeCode(chargeCode, id);
  reloadAfter(CHARGE_CODES_KEY, ACCESS_KEY);
  return saved;
}

/** Archives or restores a charge code. */
export async function archiveChargeCode(id: number, step: ArchiveStep): Promise<CompanyChargeCode> {
  const saved = await api.archiveChargeCode(id, step);
  reloadAfter(CHARGE_CODES_KEY, ACCESS_KEY);
  return saved;
}

/** Adds an item code, or changes the one `id` names. */
export async function saveItemCode(itemCode: CreateItemCodeRequest | ChangeItemCodeRequest, id?: number): Promise<CompanyItemCode> {
  const saved = await api.saveItemCode(itemCode, id);
  reloadAfter(ITEM_CODES_KEY);
  return saved;
}

/** Archives or restores an item code. */
export async function archiveItemCode(id: number, step: ArchiveStep): Promise<CompanyItemCode> {
  const saved = await api.archiveItemCode(id, step);
  reloadAfter(ITEM_CODES_KEY);
  return saved;
}

/** Sets the whole of a person's access. */
export async function setPersonAccess(personId: number, access: PersonAccessRequest): Promise<CompanyPersonAccess> {
  const saved = await api.setPersonAccess(personId, access);
  reloadAfter(ACCESS_KEY);
  return saved;
}
