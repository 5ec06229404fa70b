import { request } from './client';
import { auditQuery } from './company';
import type {
  CompanyAuditEntry,
  CompanyAuditQuery,
  CompanyAuditResponse,
  CompanyInvitation,
  CreateCompanyRequest,
  CreatedCompanyResponse,
  InviteAdministratorRequest,
  OperatorCompaniesResponse,
  OperatorCompany,
  OperatorCompanySettingsResponse,
  OperatorInvitationResponse,
} from './types';

/** GET /operator/companies: every buyer company, with its administrators and the addresses invited to be one. */
export async function getOperatorCompanies(): Promise<OperatorCompany[]> {
  return (await request<OperatorCompaniesResponse>('/operator/companies')).data;
}

/** POST /operator/companies: a new company, and its first administrator's invitation when one is named. */
export function createCompany(company: CreateCompanyRequest): Promise<CreatedCompanyResponse> {
  return request<CreatedCompanyResponse>('/operator/companies', { method: 'POST', body: company });
}

/** POST /operator/companies/{id}/invitations: invites an administrator into the company. */
export async function inviteAdministrator(companyId: number, invitation: InviteAdministratorRequest): Promise<CompanyInvitation> {
  return (await request<OperatorInvitationResponse>(`/operator/companies/${companyId}/invitations`, { method: 'POST', body: invitation }))
    .invitation;
}

/** GET /operator/companies/{id}: the company as listed, its people, invitations waiting and settings. */
export async function getOperatorCompany(companyId: number): Promise<Omit<OperatorCompanySettingsResponse, 'success'>> {
  const { success: _, ...company } = await request<OperatorCompanySettingsResponse>(`/operator/companies/${companyId}`);
  return company;
}

/** DELETE /operator/companies/{id}/invitations/{invitationId}: withdraws one of the company's invitations waiting. */
export async function withdrawCompanyInvitation(companyId: number, invitationId: number): Promise<void> {
  await request(`/operator/companies/${companyId}/invitations/${invitationId}`, { method: 'DELETE' });
}

/** GET /operator/companies/{id}/audit: the company's audit entries, newest first. */
export async function getOperatorCompanyAudit(companyId: number, filter: CompanyAuditQuery): Promise<CompanyAuditEntry[]> {
  return (await request<CompanyAuditResponse>(`/operator/companies/${companyId}/audit`, { query: auditQuery(filter) })).data;
}
