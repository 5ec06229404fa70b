import { request } from './client';
import type {
  AssertionKeyRequest,
  AssertionKeyResponse,
  CompanyAssertionKey,
  CompanyIdentityProvider,
  IdentityProviderRequest,
  IdentityProviderResponse,
  IntegrationsResponse,
  PunchoutSettingsRequest,
  PunchoutSettingsResponse,
} from './types';

/** GET /company/integrations: the identity provider, assertion keys and PunchOut settings (each secret only as set or not), and the addresses to configure. */
export function getIntegrations(): Promise<IntegrationsResponse> {
  return request<IntegrationsResponse>('/company/integrations');
}

/** PUT /company/integrations/identity-provider: the whole settings, replacing the ones stored. */
export async function setIdentityProvider(settings: IdentityProviderRequest): Promise<CompanyIdentityProvider> {
  return (await request<IdentityProviderResponse>('/company/integrations/identity-provider', { method: 'PUT', body: settings }))
    .identityProvider;
}

/** POST /company/integrations/assertion-keys: a public key as a PEM or a JWK. */
export async function addAssertionKey(key: AssertionKeyRequest): Promise<CompanyAssertionKey> {
  return (await request<AssertionKeyResponse>('/company/integrations/assertion-keys', { method: 'POST', body: key })).assertionKey;
}

/** POST /company/integrations/assertion-keys/{id}/revoke. */
export async function revokeAssertionKey(id: number): Promise<CompanyAssertionKey> {
  return (await request<AssertionKeyResponse>(`/company/integrations/assertion-keys/${id}/revoke`, { method: 'POST' })).assertionKey;
}

/** PUT /company/integrations/punchout: the settings, and the secrets the server generated (answered this once). */
export function setPunchoutSettings(settings: PunchoutSettingsRequest): Promise<PunchoutSettingsResponse> {
  return request<PunchoutSettingsResponse>('/company/integrations/punchout', { method: 'PUT', body: settings });
}
