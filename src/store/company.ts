import { atom, computed } from 'nanostores';
import * as api from '../api/company';
import type { ChangePersonRequest, CompanyAuditQuery, CompanyPeopleResponse, CompanyPerson, InviteRequest } from '../api/types';
import { $viewerKey, createFetcherStore, revalidateKeys } from './query';
import { $administers } from './session';

const PEOPLE_KEY = 'company-people/';
const AUDIT_KEY = 'company-audit/';

/** Key part of an administrator's session; null (nothing loads) for anyone else. */
export const $administratorKey = computed([$viewerKey, $administers], (viewer, administers) => (administers ? viewer : null));

type People = Pick<CompanyPeopleResponse, 'people' | 'invitations'>;

/** The company's people and pending invitations; one element's store takes its query scope. */
export const companyPeopleStore = (scope: string) =>
  createFetcherStore<People>([PEOPLE_KEY, $administratorKey, scope], { fetcher: api.getCompanyPeople });

/** The audit log's filter, as one element keeps it. */
export const auditFilterAtom = (filter: CompanyAuditQuery = {}) => atom<CompanyAuditQuery>(filter);

/** The audit entries the filter selects, newest first. */
export const companyAuditStore = (filter: ReturnType<typeof auditFilterAtom>, scope: string) => {
  const $filterKey = computed(filter, (value) => JSON.stringify(value));
  return createFetcherStore<Awaited<ReturnType<typeof api.getCompanyAudit>>>([AUDIT_KEY, $administratorKey, scope, '/', $filterKey], {
    fetcher: (...parts) => api.getCompanyAudit(JSON.parse(String(parts.at(-1))) as CompanyAuditQuery),
  });
};

// Every change is an audit entry: the open logs read again.
export const reloadAudit = () => revalidateKeys((key: string) => key.startsWith(AUDIT_KEY));
const reloadPeople = () => revalidateKeys((key: string) => key.startsWith(PEOPLE_KEY));

export async function invitePerson(invitation: InviteRequest) {
  const sent = await api.invitePerson(invitation);
  reloadPeople();
  reloadAudit();
  return sent;
}

export async function withdrawInvitation(id: number): Promise<void> {
  await api.withdrawInvitation(id);
  reloadPeople();
  reloadAudit();
}

/** Changes a person; the people stores read the company again. */
export async function changePerson(id: number, change: ChangePersonRequest): Promise<CompanyPerson> {
  const person = await api.changePerson(id, change);
  reloadPeople();
  reloadAudit();
  return person;
}

export { exportCompanyAudit } from '../api/company';
