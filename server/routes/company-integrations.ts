import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { SuccessSchema } from '../../src/contract/common';
import {
  AssertionKeyParamsSchema,
  AssertionKeyRequestSchema,
  AssertionKeyResponseSchema,
  IdentityProviderRequestSchema,
  IdentityProviderResponseSchema,
  IntegrationsResponseSchema,
  PunchoutSettingsRequestSchema,
  PunchoutSettingsResponseSchema,
} from '../../src/contract/company-integrations';
import type { RouteDeps } from '../deps';
import type { AppEnv } from '../env';
import { currentAdministrator, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import { addAssertionKey, revokeAssertionKey } from '../services/company-assertion-keys';
import { removeIdentityProvider, setIdentityProvider } from '../services/company-identity-provider';
import { assertionKeyView, identityProviderView, integrationsOf, punchoutSettingsView } from '../services/company-integrations';
import { removePunchoutSettings, setPunchoutSettings } from '../services/company-punchout-settings';

const NOT_ADMINISTRATOR = 'Only an administrator of the company may do this';
const administratorOnly = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator of a buyer company, or a punch-out session'),
};
const badInput = { 400: errorResponse('Malformed input (the field leads the message)') };
const busy = { 503: errorResponse('Too many secrets are waiting to be hashed; try again in a moment') };

const integrationsRoute = createRoute({
  method: 'get',
  path: '/company/integrations',
  summary:
    "The caller's company's identity provider settings, assertion keys and PunchOut settings (whether each secret is set, never the secret), and the addresses to configure there (administrators only)",
  security: bearerSecurity,
  responses: { 200: json(IntegrationsResponseSchema, 'The integrations'), ...administratorOnly },
});

const setProviderRoute = createRoute({
  method: 'put',
  path: '/company/integrations/identity-provider',
  summary:
    "Set or replace the caller's company's identity provider settings: issuer (https), client id and secret (sealed; left out, the stored one is kept for the same client), e-mail domains, role claim and values, embedding origins, password sign-in",
  security: bearerSecurity,
  request: { body: jsonBody(IdentityProviderRequestSchema) },
  responses: {
    200: json(IdentityProviderResponseSchema, 'The settings as stored (the secret only as set or not)'),
    ...badInput,
    ...administratorOnly,
    409: errorResponse(
      "The slug is another company's (slug_taken), an e-mail domain is another company's or its accounts' (domain_claimed), or password sign-in off would leave no administrator able to sign in (password_sign_in_lockout)",
    ),
  },
});

const removeProviderRoute = createRoute({
  method: 'delete',
  path: '/company/integrations/identity-provider',
  summary:
    "Remove the caller's company's identity provider settings: its live assertion keys are revoked and password sign-in applies again",
  security: bearerSecurity,
  responses: {
    200: json(SuccessSchema, 'Removed'),
    ...administratorOnly,
    404: errorResponse('The company has no identity provider settings'),
  },
});

const addKeyRoute = createRoute({
  method: 'post',
  path: '/company/integrations/assertion-keys',
  summary:
    "Add a public key the caller's company's portal signs assertions with: an SPKI PEM or one JWK, with its key id and algorithm; a private key is refused",
  security: bearerSecurity,
  request: { body: jsonBody(AssertionKeyRequestSchema) },
  responses: {
    201: json(AssertionKeyResponseSchema, 'The key added'),
    ...badInput,
    ...administratorOnly,
    409: errorResponse(
      'The key id is taken (kid_taken), the company has no identity provider settings (identity_provider_missing), or it holds the most live keys',
    ),
  },
});

const revokeKeyRoute = createRoute({
  method: 'post',
  path: '/company/integrations/assertion-keys/{id}/revoke',
  summary: "Revoke one of the caller's company's assertion keys: assertions it signs are refused from now on",
  security: bearerSecurity,
  request: { params: AssertionKeyParamsSchema },
  responses: {
    200: json(AssertionKeyResponseSchema, 'The key, revoked'),
    ...badInput,
    ...administratorOnly,
    404: errorResponse("No such key of the caller's company"),
    409: errorResponse('Already revoked, or the last way an administrator could sign in without a password (password_sign_in_lockout)'),
  },
});

const setPunchoutRoute = createRoute({
  method: 'put',
  path: '/company/integrations/punchout',
  summary:
    "Set or replace the caller's company's PunchOut settings: procurement system name, default user, cXML credential and shared secret, OCI user name and password, frame origins; secrets are stored hashed, and one the server generates is answered this once",
  security: bearerSecurity,
  request: { body: jsonBody(PunchoutSettingsRequestSchema) },
  responses: {
    200: json(PunchoutSettingsResponseSchema, 'The settings as stored, and the secrets generated (shown only now)'),
    ...badInput,
    ...administratorOnly,
    409: errorResponse("Another company's procurement system uses the cXML credential or OCI user name (credential_taken)"),
    ...busy,
  },
});

const removePunchoutRoute = createRoute({
  method: 'delete',
  path: '/company/integrations/punchout',
  summary: "Remove the caller's company's PunchOut settings: its procurement system is no longer recognised",
  security: bearerSecurity,
  responses: { 200: json(SuccessSchema, 'Removed'), ...administratorOnly, 404: errorResponse('The company has no PunchOut settings') },
});

const administrator = (c: Context<AppEnv>) => currentAdministrator(c, NOT_ADMINISTRATOR);

/** The company administrators' integrations: identity provider, assertion keys, PunchOut. */
export function companyIntegrationRoutes({ db, publicUrl, kdfLogN, secretKeys }: RouteDeps) {
  const requireSession = requireAuth(db);

  return createRouter()
    .openapi({ ...integrationsRoute, middleware: [requireSession] }, async (c) => {
      return c.json({ success: true as const, ...(await integrationsOf(db, administrator(c), publicUrl)) }, 200);
    })
    .openapi({ ...setProviderRoute, middleware: [requireSession] }, async (c) => {
      const saved = await setIdentityProvider(db, secretKeys, administrator(c), c.req.valid('json'));
      return c.json({ success: true as const, identityProvider: identityProviderView(saved) }, 200);
    })
    .openapi({ ...removeProviderRoute, middleware: [requireSession] }, async (c) => {
      await removeIdentityProvider(db, administrator(c));
      return c.json({ success: true as const }, 200);
    })
    .openapi({ ...addKeyRoute, middleware: [requireSession] }, async (c) => {
      const { key, fingerprint } = await addAssertionKey(db, administrator(c), c.req.valid('json'));
      return c.json({ success: true as const, assertionKey: assertionKeyView(key, fingerprint) }, 201);
    })
    .openapi({ ...revokeKeyRoute, middleware: [requireSession] }, async (c) => {
      const revoked = await revokeAssertionKey(db, administrator(c), Number(c.req.valid('param').id));
      return c.json({ success: true as const, assertionKey: assertionKeyView(revoked.key, revoked.fingerprint) }, 200);
    })
    .openapi({ ...setPunchoutRoute, middleware: [requireSession] }, async (c) => {
      const { settings, generated } = await setPunchoutSettings(db, administrator(c), c.req.valid('json'), kdfLogN);
      return c.json({ success: true as const, punchout: await punchoutSettingsView(db, settings), generatedSecrets: generated }, 200);
    })
    .openapi({ ...removePunchoutRoute, middleware: [requireSession] }, async (c) => {
      await removePunchoutSettings(db, administrator(c));
      return c.json({ success: true as const }, 200);
    });
}
