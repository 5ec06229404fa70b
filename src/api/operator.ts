import { request } from './client';
import type {
  CompanyInvitation,
  CreateCompanyRequest,
  CreatedCompanyResponse,
  InviteAdministratorRequest,
  OperatorCompaniesResponse,
  OperatorCompany,
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
