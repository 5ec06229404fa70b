import { request } from './client';
import type { DashboardResponse, DashboardViewType, LoginResponse, MagicLinkResponse, MeResponse } from './types';

/** POST /users/login. The response is checked by the caller (spec 1 section 5). */
export function login(email: string, password: string): Promise<Partial<LoginResponse>> {
  return request('/users/login', { method: 'POST', body: { email, password }, skipAuth: true });
}

/** POST /auth/logout: revokes the token on the server. */
export function logout(): Promise<unknown> {
  return request('/auth/logout', { method: 'POST' });
}

/** POST /users/magic-link: a one-time link into the buyer dashboard. */
export async function magicLink(): Promise<string> {
  const response = await request<MagicLinkResponse>('/users/magic-link', { method: 'POST' });
  return response.data.magic_link;
}

/** GET /dashboard: the view type that decides post-login routing rule 4. */
export async function dashboardViewType(): Promise<DashboardViewType> {
  const response = await request<DashboardResponse>('/dashboard');
  return response.viewType;
}

/** GET /auth/me: the user behind the stored token, and the procurement system when it shops for one (PunchOut). */
export async function me(): Promise<Pick<MeResponse, 'user' | 'punchout'>> {
  const { user, punchout } = await request<MeResponse>('/auth/me');
  return { user, punchout };
}
