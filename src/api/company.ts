import { request, requestBlob } from './client';
import type {
  ChangePersonRequest,
  CompanyAuditEntry,
  CompanyAuditQuery,
  CompanyAuditResponse,
  CompanyPeopleResponse,
  CompanyPerson,
  CompanyInvitation,
  InvitationResponse,
  InviteRequest,
  LoginResponse,
  PersonResponse,
} from './types';

/** POST /company/invitations/accept: makes the invited account in the inviting company and answers it signed in. */
export function acceptInvitation(token: string, name: string, password: string): Promise<LoginResponse> {
  return request('/company/invitations/accept', { method: 'POST', body: { token, name, password }, skipAuth: true });
}

/** GET /company/people: the company's buyers and approvers and its invitations waiting to be accepted (administrators). */
export async function getCompanyPeople(): Promise<Pick<CompanyPeopleResponse, 'people' | 'invitations'>> {
  const { people, invitations } = await request<CompanyPeopleResponse>('/company/people');
  return { people, invitations };
}

/** POST /company/invitations: mails a single-use link to join the company. */
export async function invitePerson(invitation: InviteRequest): Promise<CompanyInvitation> {
  return (await request<InvitationResponse>('/company/invitations', { method: 'POST', body: invitation })).invitation;
}

/** DELETE /company/invitations/{id}: withdraws an invitation not yet accepted. */
export async function withdrawInvitation(id: number): Promise<void> {
  await request(`/company/invitations/${id}`, { method: 'DELETE' });
}

/** PATCH /company/people/{id}: a person's role, administrator flag or active state. */
export async function changePerson(id: number, change: ChangePersonRequest): Promise<CompanyPerson> {
  return (await request<PersonResponse>(`/company/people/${id}`, { method: 'PATCH', body: change })).person;
}

/** The audit log's filter as query parameters (empty ones left out). */
export const auditQuery = (filter: CompanyAuditQuery) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

/** GET /company/audit: the company's audit entries, newest first. */
export async function getCompanyAudit(filter: CompanyAuditQuery): Promise<CompanyAuditEntry[]> {
  return (await request<CompanyAuditResponse>('/company/audit', { query: auditQuery(filter) })).data;
}

/** GET /company/audit/export: the entries the filter selects as a CSV file. */
export function exportCompanyAudit(filter: CompanyAuditQuery): Promise<Blob> {
  return requestBlob(`/company/audit/export?${new URLSearchParams(auditQuery(filter) as Record<string, string>)}`);
}
