import { describe, expect, it } from 'vitest';
import { DOMAIN_NAME_PATTERN, domainNameOf, ISSUER_PATTERN, ORIGIN_PATTERN, originOf } from '../../src/lib/web-address';

describe('web addresses a company names', () => {
  it('keeps an origin as a browser writes it, and refuses anything more or other than an origin', () => {
    expect(originOf('https://S1.Ariba.com/')).toBe('https://s1.ariba.com');
    expect(originOf('https://portal.example.com:443')).toBe('https://portal.example.com');
    expect(originOf('http://127.0.0.1:8081')).toBe('http://127.0.0.1:8081');
    for (const text of [
      'https://portal.example.com/path',
      'https://portal.example.com/?',
      'https://portal.example.com#top',
      'https://user@portal.example.com',
      'ftp://portal.example.com',
      ' https://portal.example.com',
      'portal.example.com',
    ]) {
      expect(originOf(text), text).toBeNull();
    }
  });

  it('reads a domain name in lower case, and refuses addresses, hosts of one label and IP addresses', () => {
    expect(domainNameOf('Alpha.Example')).toBe('alpha.example');
    for (const text of ['localhost', 'user@alpha.example', '192.0.2.1', 'alpha.example/path', 'alpha..example', 'alpha.example.']) {
      expect(domainNameOf(text), text).toBeNull();
    }
  });

  it('states as patterns what the parsers take, so a request the document calls valid is one the server takes', () => {
    const origin = new RegExp(ORIGIN_PATTERN);
    const domain = new RegExp(DOMAIN_NAME_PATTERN);
    const issuer = new RegExp(ISSUER_PATTERN);
    for (const text of ['https://s1.ariba.com', 'http://localhost:8081/', 'https://a.b.example:65535']) {
      expect(origin.test(text) && originOf(text) !== null, text).toBe(true);
    }
    // A host ending in a number is read as an IPv4 address, which these are not.
    expect(origin.test('https://a.1')).toBe(false);
    expect(origin.test('https://a.example:65536')).toBe(false);
    expect(domain.test('mail.alpha.example') && domainNameOf('mail.alpha.example') !== null).toBe(true);
    expect(issuer.test('https://login.example.com/realms/acme')).toBe(true);
    expect(issuer.test('http://127.0.0.1:9010')).toBe(true);
    expect(issuer.test('http://login.example.com')).toBe(false);
    expect(issuer.test('https://login.example.com/?tenant=1')).toBe(false);
  });
});
