import { computed } from 'nanostores';
import * as api from '../api/operator';
import type { CompanyAuditQuery, CompanyInvitation, CreateCompanyRequest, InviteAdministratorRequest } from '../api/types';
import type { auditFilterAtom } from './company';
import { $viewerKey, createFetcherStore, revalidateKeys } from './query';
import { $operates } from './session';

const COMPANIES_KEY = 'operator-companies/';
const COMPANY_KEY = 'operator-company/';
const AUDIT_KEY = 'operator-audit/';

/** Key part of an operator's session; null (nothing loads) for anyone else. */
const $operatorKey = computed([$viewerKey, $operates], (viewer, operates) => (operates ? viewer : null));

/** Every buyer company, as the operator lists them; one element's store takes its query scope. */
export const operatorCompaniesStore = (scope: string) =>
  createFetcherStore<Awaited<ReturnType<typeof api.getOperatorCompanies>>>([COMPANIES_KEY, $operatorKey, scope], {
    fetcher: api.getOperatorCompanies,
  });

/** One company as the operator reads it: its details, people and invitations waiting. */
export const operatorCompanyStore = (companyId: number, scope: string) =>
  createFetcherStore<Awaited<ReturnType<typeof api.getOperatorCompany>>>([COMPANY_KEY, $operatorKey, scope, `/${companyId}`], {
    fetcher: () => api.getOperatorCompany(companyId),
  });

/** The company's audit entries the filter selects, newest first. */
export const operatorAuditStore = (companyId: number, filter: ReturnType<typeof auditFilterAtom>, scope: string) => {
  const $filterKey = computed(filter, (value) => JSON.stringify(value));
  return createFetcherStore<Awaited<ReturnType<typeof api.getOperatorCompanyAudit>>>(
    [AUDIT_KEY, $operatorKey, scope, `/${companyId}/`, $filterKey],
    { fetcher: (...parts) => api.getOperatorCompanyAudit(companyId, JSON.parse(String(parts.at(-1))) as CompanyAuditQuery) },
  );
};

// A change to a company shows in the list, in its page and in its audit log.
const reloadCompanies = () =>
  revalidateKeys((key: string) => key.startsWith(COMPANIES_KEY) || key.startsWith(COMPANY_KEY) || key.startsWith(AUDIT_KEY));

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

/** Withdraws one of the company's invitations waiting to be accepted. */
export async function withdrawCompanyInvitation(companyId: number, invitationId: number): Promise<void> {
  await api.withdrawCompanyInvitation(companyId, invitationId);
  reloadCompanies();
}

/**
 * Sends an administrator's invitation again with a new link for 7 days: the one waiting is
 * withdrawn (an address has one invitation waiting at a time), then the address is invited anew.
 */
export async function inviteAgain(companyId: number, invitation: CompanyInvitation): Promise<CompanyInvitation> {
  try {
    await api.withdrawCompanyInvitation(companyId, invitation.id);
    return await api.inviteAdministrator(companyId, { email: invitation.email, role: invitation.role });
  } finally {
    reloadCompanies();
  }
}
