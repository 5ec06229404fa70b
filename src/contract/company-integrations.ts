import { z } from '@hono/zod-openapi';
import { ASSERTION_ALGORITHMS } from '../lib/company-integrations';
import { DOMAIN_NAME_PATTERN, ISSUER_PATTERN, ORIGIN_PATTERN } from '../lib/web-address';
import { id, idParam, text } from './common';

/*
 * A company's integrations, administered by its own administrators: its identity provider
 * (OpenID Connect) and password sign-in, the keys its portal signs assertions with, and its
 * PunchOut settings. Secrets go in and never come back: an answer says only whether one is set
 * and since when, and a secret the server generates is answered once, in the answer that set it.
 */

/** The most e-mail domains, origins or role values one list holds. */
const MAX_LIST = 50;

const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST, `must hold at most ${MAX_LIST} entries`);

// One pattern each, with no control characters in it: the document states a string's first pattern only.
const domainName = z
  .string()
  .max(253, 'must be at most 253 characters')
  .regex(new RegExp(DOMAIN_NAME_PATTERN), 'must be a domain name (example.com; an international name in its xn-- form)');
const origin = z
  .string()
  .max(300, 'must be at most 300 characters')
  .regex(new RegExp(ORIGIN_PATTERN), 'must be an http or https origin (scheme, host and port only, e.g. https://intranet.example.com)');
/** The company identifier: not all digits, which name a company by its id. */
const SLUG_PATTERN = /^([A-Za-z][A-Za-z0-9._-]*|[0-9]+[A-Za-z._-][A-Za-z0-9._-]*)$/;
const roleValue = text(100).min(1, 'must not be empty');

/** A secret sent in: kept sealed or hashed, never answered. */
const secret = (min: number) => z.string().min(min, `must be at least ${min} characters`).max(500, 'must be at most 500 characters');

/** What a request asks the server to do with a PunchOut secret: `generate` one (answered once), or set the one given. */
export const GENERATE = 'generate';
const punchoutSecret = z.union([z.literal(GENERATE), secret(16)], {
  error: `must be "${GENERATE}" or a secret of 16 to 500 characters`,
});

/** Whether a secret is set, and since when (ISO 8601; null when it was set before this was recorded). */
const SecretStateSchema = z.object({ set: z.boolean(), setAt: z.string().nullable() }).openapi('SecretState');

/** PUT /company/integrations/identity-provider: the whole link, replacing the one stored. */
export const IdentityProviderRequestSchema = z
  .object({
    /** The company's identifier: `company=` of the sign-in start and the `iss` of its assertions. */
    slug: z
      .string()
      .max(100, 'must be at most 100 characters')
      .regex(
        SLUG_PATTERN,
        "must be letters, digits, '.', '_' or '-', starting with a letter or digit and not all digits (those name a company by its id)",
      ),
    /** The OpenID provider and LaPasar's client there; null for a company that signs in by assertions only. */
    oidc: z
      .object({
        /** An https URL (http only for a provider on this machine), exactly as the provider names itself. */
        issuer: z
          .string()
          .max(500, 'must be at most 500 characters')
          .regex(new RegExp(ISSUER_PATTERN), 'must be an https URL without a user, query or fragment'),
        clientId: text(200).min(1, 'must not be empty'),
        /** The client's secret at the provider; left out, the stored one is kept while issuer and client id stay the same. */
        clientSecret: secret(1).optional(),
      })
      .nullable(),
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
    oidc: z.object({ issuer: z.string(), clientId: z.string(), clientSecret: SecretStateSchema }).nullable(),
    emailDomains: z.array(z.string()),
    roleClaim: z.string(),
    approverRoleValues: z.array(z.string()),
    buyerRoleValues: z.array(z.string()),
    embedOrigins: z.array(z.string()),
    passwordSignIn: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('IdentityProvider');

/** POST /company/integrations/assertion-keys: a public key as an SPKI PEM or as one JWK. */
export const AssertionKeyRequestSchema = z
  .object({
    kid: text(200).min(1, 'must not be empty'),
    /** The JWS algorithm the key signs with; a JWK's `alg`, if it has one, must be the same. */
    algorithm: z.enum(ASSERTION_ALGORITHMS),
    pem: z.string().max(10_000, 'must be at most 10000 characters').optional(),
    jwk: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((body) => (body.pem === undefined) !== (body.jwk === undefined), {
    message: 'give the public key as either pem or jwk',
    path: ['pem'],
  })
  .openapi('AssertionKeyRequest', { oneOf: [{ required: ['pem'] }, { required: ['jwk'] }] });

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
        /** `generate` (the server makes a strong one and answers it once), or the secret (16 characters or more); left out, the stored one is kept. */
        sharedSecret: punchoutSecret.optional(),
      })
      .nullable(),
    oci: z
      .object({
        username: credentialText,
        /** As cxml.sharedSecret. */
        password: punchoutSecret.optional(),
      })
      .nullable(),
    frameOrigins: list(origin),
  })
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
