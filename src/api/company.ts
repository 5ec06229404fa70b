import { request } from './client';
import type { LoginResponse } from './types';

/** POST /company/invitations/accept: makes the invited account in the inviting company and answers it signed in. */
export function acceptInvitation(token: string, name: string, password: string): Promise<LoginResponse> {
  return request('/company/invitations/accept', { method: 'POST', body: { token, name, password }, skipAuth: true });
}
