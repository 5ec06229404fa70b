import { request } from './client';
import type {
  ChangeChargeCodeRequest,
  ChangeItemCodeRequest,
  ChangeLocationRequest,
  ChargeCodeResponse,
  CompanyChargeCode,
  CompanyChargeCodesResponse,
  CompanyItemCode,
  CompanyItemCodesResponse,
  CompanyLocation,
  CompanyLocationsResponse,
  CompanyPersonAccess,
  CreateChargeCodeRequest,
  CreateItemCodeRequest,
  CreateLocationRequest,
  ItemCodeResponse,
  LocationResponse,
  PersonAccessRequest,
  PersonAccessResponse,
} from './types';

/** Archive or restore, as the routes name them. */
export type ArchiveStep = 'archive' | 'restore';

/** GET /company/locations: every delivery location, archived ones too, each with its open orders. */
export async function getCompanyLocations(): Promise<CompanyLocation[]> {
  return (await request<CompanyLocationsResponse>('/company/locations')).locations;
}

/** POST /company/locations, or PATCH /company/locations/{id} with `id`: the address is checked as checkout checks it. */
export async function saveLocation(location: CreateLocationRequest | ChangeLocationRequest, id?: number): Promise<CompanyLocation> {
  const path = id === undefined ? '/company/locations' : `/company/locations/${id}`;
  return (await request<LocationResponse>(path, { method: id === undefined ? 'POST' : 'PATCH', body: location })).location;
}

/** POST /company/locations/{id}/archive or /restore (archiving one with open orders is refused, 409). */
export async function archiveLocation(id: number, step: ArchiveStep): Promise<CompanyLocation> {
  return (await request<LocationResponse>(`/company/locations/${id}/${step}`, { method: 'POST' })).location;
}

/** GET /company/charge-codes: the charge codes of every location, with their location's name. */
export async function getCompanyChargeCodes(): Promise<CompanyChargeCode[]> {
  return (await request<CompanyChargeCodesResponse>('/company/charge-codes')).chargeCodes;
}

/** POST /company/charge-codes, or PATCH /company/charge-codes/{id} with `id` (a charge code stays at its location). */
export async function saveChargeCode(
  chargeCode: CreateChargeCodeRequest | ChangeChargeCodeRequest,
  id?: number,
): Promise<CompanyChargeCode> {
  const path = id === undefined ? '/company/charge-codes' : `/company/charge-codes/${id}`;
  return (await request<ChargeCodeResponse>(path, { method: id === undefined ? 'POST' : 'PATCH', body: chargeCode })).chargeCode;
}

/** POST /company/charge-codes/{id}/archive or /restore. */
export async function archiveChargeCode(id: number, step: ArchiveStep): Promise<CompanyChargeCode> {
  return (await request<ChargeCodeResponse>(`/company/charge-codes/${id}/${step}`, { method: 'POST' })).chargeCode;
}

/** GET /company/item-codes */
export async function getCompanyItemCodes(): Promise<CompanyItemCode[]> {
  return (await request<CompanyItemCodesResponse>('/company/item-codes')).itemCodes;
}

/** POST /company/item-codes, or PATCH /company/item-codes/{id} with `id` (the description and GL code; the code is fixed). */
export async function saveItemCode(itemCode: CreateItemCodeRequest | ChangeItemCodeRequest, id?: number): Promise<CompanyItemCode> {
  const path = id === undefined ? '/company/item-codes' : `/company/item-codes/${id}`;
  return (await request<ItemCodeResponse>(path, { method: id === undefined ? 'POST' : 'PATCH', body: itemCode })).itemCode;
}

/** POST /company/item-codes/{id}/archive or /restore. */
export async function archiveItemCode(id: number, step: ArchiveStep): Promise<CompanyItemCode> {
  return (await request<ItemCodeResponse>(`/company/item-codes/${id}/${step}`, { method: 'POST' })).itemCode;
}

/** GET /company/people/{id}/access: the locations and charge codes a person orders for, and their view_sl_info. */
export async function getPersonAccess(id: number): Promise<CompanyPersonAccess> {
  return (await request<PersonAccessResponse>(`/company/people/${id}/access`)).access;
}

/** PUT /company/people/{id}/access: the whole of a person's access. */
export async function setPersonAccess(id: number, access: PersonAccessRequest): Promise<CompanyPersonAccess> {
  return (await request<PersonAccessResponse>(`/company/people/${id}/access`, { method: 'PUT', body: access })).access;
}
