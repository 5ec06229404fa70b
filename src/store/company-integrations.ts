import * as api from '../api/company-integrations';
import type {
  AssertionKeyRequest,
  CompanyAssertionKey,
  CompanyIdentityProvider,
  IdentityProviderRequest,
  IntegrationsResponse,
  PunchoutSettingsRequest,
  PunchoutSettingsResponse,
} from '../api/types';
import { $administratorKey, reloadAudit } from './company';
import { createFetcherStore, revalidateKeys } from './query';

const INTEGRATIONS_KEY = 'company-integrations/';

/** The company's identity provider, assertion keys and PunchOut settings; one element's store takes its query scope. */
export const companyIntegrationsStore = (scope: string) =>
  createFetcherStore<IntegrationsResponse>([INTEGRATIONS_KEY, $administratorKey, scope], { fetcher: api.getIntegrations });

// Every change is an audit entry, and a key's or provider's change can alter what another part shows.
const reloadIntegrations = () => {
  revalidateKeys((key: string) => key.startsWith(INTEGRATIONS_KEY));
  reloadAudit();
};

export async function setIdentityProvider(settings: IdentityProviderRequest): Promise<CompanyIdentityProvider> {
  const saved = await api.setIdentityProvider(settings);
  reloadIntegrations();
  return saved;
}

export async function addAssertionKey(key: AssertionKeyRequest): Promise<CompanyAssertionKey> {
  const added = await api.addAssertionKey(key);
  reloadIntegrations();
  return added;
}

export async function revokeAssertionKey(id: number): Promise<CompanyAssertionKey> {
  const revoked = await api.revokeAssertionKey(id);
  reloadIntegrations();
  return revoked;
}

/** Sets the PunchOut settings; the answer holds the secrets the server generated, which no later read gives back. */
export async function setPunchoutSettings(settings: PunchoutSettingsRequest): Promise<PunchoutSettingsResponse> {
  const saved = await api.setPunchoutSettings(settings);
  reloadIntegrations();
  return saved;
}
