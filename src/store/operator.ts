import { computed } from 'nanostores';
import * as api from '../api/operator';
import type { CreateCompanyRequest, InviteAdministratorRequest } from '../api/types';
import { $viewerKey, createFetcherStore, revalidateKeys } from './query';
import { $operates } from './session';

const COMPANIES_KEY = 'operator-companies/';

/** Key part of an operator's session; null (nothing loads) for anyone else. */
const $operatorKey = computed([$viewerKey, $operates], (viewer, operates) => (operates ? viewer : null));

/** Every buyer company, as the operator lists them; one element's store takes its query scope. */
export const operatorCompaniesStore = (scope: string) =>
  createFetcherStore<Awaited<ReturnType<typeof api.getOperatorCompanies>>>([COMPANIES_KEY, $operatorKey, scope], {
    fetcher: api.getOperatorCompanies,
  });

const reloadCompanies = () => revalidateKeys((key: string) => key.startsWith(COMPANIES_KEY));

export async function createCompany(company: CreateCompanyRequest) {
  const created = await api.createCompany(company);
  reloadCompanies();
  return created;
}

export async function inviteAdministrator(companyId: number, invitation: InviteAdministratorRequest) {
  const sent = await api.inviteAdministrator(companyId, invitation);
  reloadCompanies();
  return sent;
}
