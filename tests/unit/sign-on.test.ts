import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../src/lib/sign-on';

describe('cookieValue', () => {
  it('reads the value of the cookie named, and only of it', () => {
    const cookies = 'lapasar_locale=ms-MY; lapasar_sso_proof=abc-123_x; x_lapasar_sso_proof=other';
    expect(cookieValue(cookies, 'lapasar_sso_proof')).toBe('abc-123_x');
    expect(cookieValue(cookies, 'lapasar_locale')).toBe('ms-MY');
    expect(cookieValue('lapasar_sso_proof_old=1', 'lapasar_sso_proof')).toBeNull();
    expect(cookieValue('', 'lapasar_sso_proof')).toBeNull();
    expect(cookieValue('lapasar_sso_proof=', 'lapasar_sso_proof')).toBe('');
  });
});
