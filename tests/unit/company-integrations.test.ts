import { describe, expect, it } from 'vitest';
import { listOf, refusedAt } from '../../src/lib/company-integrations';

const PUNCHOUT = ['systemName', 'domain', 'identity', 'sharedSecret', 'username', 'password', 'frameOrigins'] as const;

describe('company integrations: lists typed one a line, and where a refusal belongs', () => {
  it('reads a list one entry a line or by commas, trimmed, without empty entries or repeats', () => {
    expect(listOf(' a.example \n\nb.example, c.example ,a.example\n')).toEqual(['a.example', 'b.example', 'c.example']);
    expect(listOf('  \n ')).toEqual([]);
  });

  it("puts a refusal at the first part of its path the form has: a list's entry at the list, a nested field at its own name", () => {
    expect(refusedAt('frameOrigins.2: must be an origin', PUNCHOUT)).toBe('frameOrigins');
    expect(refusedAt('cxml.sharedSecret: must be given or generated: none is stored', PUNCHOUT)).toBe('sharedSecret');
    expect(refusedAt("oci.username: another company's procurement system already uses this user name", PUNCHOUT)).toBe('username');
    expect(refusedAt('pem: must be a public key; a private key never leaves the portal', ['kid', 'publicKey'], { pem: 'publicKey' })).toBe(
      'publicKey',
    );
  });

  it("names no field for a message led by none of the form's, or by none at all", () => {
    expect(refusedAt('The key portal-1 is already revoked', PUNCHOUT)).toBe(null);
    expect(refusedAt('defaultUserId: must be an active buyer of your company', PUNCHOUT)).toBe(null);
    expect(refusedAt('', PUNCHOUT)).toBe(null);
  });
});
