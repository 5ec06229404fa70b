import { z } from '@hono/zod-openapi';
import { domainNameOf, originOf } from '../lib/web-address';
import { id, idParam, text } from './common';
import { COMPANY_IDENTIFIER } from './single-sign-on';

/*
 * A company's integrations, administered by its own administrators: its identity provider
 * (OpenID Connect) and password sign-in, the keys its portal signs assertions with, and its
 * PunchOut settings. Secrets go in and never come back: an answer says only whether one is set
 * and since when, and a secret the server generates is answered once, in the answer that set it.
 */

/** The most e-mail domains, origins or role values one list holds. */
const MAX_LIST = 50;

const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST, `must hold at most ${MAX_LIST} entries`);

const domainName = text(253).refine((value) => domainNameOf(value) !== null, 'must be a domain name (example.com)');
const origin = text(300).refine(
  (value) => originOf(value) !== null,
  'must be an http or https origin (scheme, host and port only, e.g. https://intranet.example.com)',
);
const roleValue = text(100).min(1, 'must not be empty');

/** A secret sent in: kept sealed or hashed, never answered. */
const secret = (min: number) => z.string().min(min, `must be at least ${min} characters`).max(500, 'must be at most 500 characters');

/** Whether a secret is set, and since when (ISO 8601; null when it was set before this was recorded). */
const SecretStateSchema = z.object({ set: z.boolean(), setAt: z.string().nullable() }).openapi('SecretState');

/** PUT /company/integrations/identity-provider: the whole link, replacing the one stored. */
export const IdentityProviderRequestSchema = z
  .object({
    /** The company's identifier: `company=` of the sign-in start and the `iss` of its assertions. */
    slug: z
      .string()
      .regex(COMPANY_IDENTIFIER, "must be 1 to 100 letters, digits, '.', '_' or '-', starting with a letter or digit")
      .refine((value) => !/^\d+$/.test(value), 'must not be all digits (those name a company by its id)'),
    /** The OpenID provider's issuer, an https URL; null for a company that signs in by assertions only. */
    issuer: text(500).nullable(),
    clientId: text(200).min(1, 'must not be empty').nullable(),
    /** The client's secret at the provider; left out, the stored one is kept (while issuer and client id stay the same). */
    clientSecret: secret(1).optional(),
    emailDomains: list(domainName),
    roleClaim: text(100).min(1, 'must not be empty'),
    approverRoleValues: list(roleValue),
    /** Empty lets every user of the domains buy. */
    buyerRoleValues: list(roleValue),
    embedOrigins: list(origin),
    passwordSignIn: z.boolean(),
  })
  .openapi('IdentityProviderRequest');

const IdentityProviderSchema = z
  .object({
    slug: z.string(),
    issuer: z.string().nullable(),
    clientId: z.string().nullable(),
    clientSecret: SecretStateSchema,
    emailDomains: z.array(z.string()),
    roleClaim: z.string(),
    approverRoleValues: z.array(z.string()),
    buyerRoleValues: z.array(z.string()),
    embedOrigins: z.array(z.string()),
    passwordSignIn: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('IdentityProvider');

/** The JWS algorithms an assertion key may sign with. */
export const ASSERTION_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;

/** POST /company/integrations/assertion-keys: a public key as an SPKI PEM or as one JWK. */
export const AssertionKeyRequestSchema = z
  .object({
    kid: text(200).min(1, 'must not be empty'),
    /** Required with a PEM; a JWK may carry it as `alg`. */
    algorithm: z.enum(ASSERTION_ALGORITHMS).optional(),
    pem: z.string().max(10_000, 'must be at most 10000 characters').optional(),
    jwk: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((body) => (body.pem === undefined) !== (body.jwk === undefined), {
    message: 'give the public key as either pem or jwk',
    path: ['pem'],
  })
  .openapi('AssertionKeyRequest');

const AssertionKeySchema = z
  .object({
    id,
    kid: z.string(),
    algorithm: z.string(),
    /** The key's RFC 7638 thumbprint (SHA-256, base64url); null for a stored key that no longer reads as one. */
    fingerprint: z.string().nullable(),
    addedAt: z.string(),
    revokedAt: z.string().nullable(),
  })
  .openapi('AssertionKey');

const credentialText = text(200).min(1, 'must not be empty');

/** PUT /company/integrations/punchout: the whole settings, replacing the ones stored. */
export const PunchoutSettingsRequestSchema = z
  .object({
    /** Shown on the transfer button, e.g. "SAP Ariba". */
    systemName: text(100).min(1, 'must not be empty'),
    /** The active buyer of the company signed in when a request names none. */
    defaultUserId: id,
    cxml: z
      .object({
        domain: credentialText,
        identity: credentialText,
        /** Set to this; left out (and not generated), the stored one is kept. */
        sharedSecret: secret(16).optional(),
        /** The server makes a strong one and answers it once. */
        generateSharedSecret: z.boolean().optional(),
      })
      .nullable(),
    oci: z
      .object({
        username: credentialText,
        password: secret(16).optional(),
        generatePassword: z.boolean().optional(),
      })
      .nullable(),
    frameOrigins: list(origin),
  })
  .refine((body) => body.cxml !== null || body.oci !== null, { message: 'set up cxml, oci or both', path: ['cxml'] })
  .openapi('PunchoutSettingsRequest');

const PunchoutSettingsSchema = z
  .object({
    systemName: z.string(),
    defaultUser: z.object({ id, name: z.string(), email: z.string() }),
    cxml: z.object({ domain: z.string(), identity: z.string(), sharedSecret: SecretStateSchema }).nullable(),
    oci: z.object({ username: z.string(), password: SecretStateSchema }).nullable(),
    frameOrigins: z.array(z.string()),
  })
  .openapi('PunchoutSettings');

/** Where the company's provider, portal and procurement system reach this server. */
const IntegrationEndpointsSchema = z
  .object({
    /** The redirect URI to register at the identity provider. */
    signOnCallback: z.string(),
    /** The `aud` of the portal's assertions. */
    assertionAudience: z.string(),
    cxml: z.string(),
    ociStart: z.string(),
  })
  .openapi('IntegrationEndpoints');

/** GET /company/integrations */
export const IntegrationsResponseSchema = z
  .object({
    success: z.literal(true),
    identityProvider: IdentityProviderSchema.nullable(),
    assertionKeys: z.array(AssertionKeySchema),
    punchout: PunchoutSettingsSchema.nullable(),
    endpoints: IntegrationEndpointsSchema,
  })
  .openapi('IntegrationsResponse');

/** PUT /company/integrations/identity-provider */
export const IdentityProviderResponseSchema = z.object({ success: z.literal(true), identityProvider: IdentityProviderSchema });

/** POST /company/integrations/assertion-keys, POST .../{id}/revoke */
export const AssertionKeyResponseSchema = z.object({ success: z.literal(true), assertionKey: AssertionKeySchema });

/** PUT /company/integrations/punchout: the settings, and the secrets the server generated, answered this once. */
export const PunchoutSettingsResponseSchema = z.object({
  success: z.literal(true),
  punchout: PunchoutSettingsSchema,
  generatedSecrets: z.object({ cxmlSharedSecret: z.string().optional(), ociPassword: z.string().optional() }),
});

export const AssertionKeyParamsSchema = z.object({ id: idParam });
