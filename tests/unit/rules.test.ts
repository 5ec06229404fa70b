import { describe, expect, it } from 'vitest';
import { badgeText } from '../../src/lib/badge';
import { decodeCategoryToken, encodeCategoryToken } from '../../src/lib/category-token';
import { canLookUpPostcode, isLocationComplete, isPostcode, postcodeBlocksSubmit } from '../../src/lib/location';
import { formatRM, formatSen, toSen } from '../../src/lib/money';
import { perLocale } from '../../src/lib/per-locale';
import { fillRoute, searchHref } from '../../src/lib/routes';
import { normalizeSearch } from '../../src/lib/search';
import { maskSeller, sellerLabel } from '../../src/lib/seller';

describe('badge text', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });
});

describe('category tokens', () => {
  it("is base64 of 'cat_' plus the id", () => {
    expect(encodeCategoryToken(2756)).toBe(Buffer.from('cat_2756').toString('base64'));
    expect(decodeCategoryToken(encodeCategoryToken(2756))).toBe(2756);
  });

  it.each(['', '!!!', 'abc', btoa('cat_'), btoa('cat_12x'), btoa('dog_12'), btoa('12'), btoa('cat_1234567890')])(
    'rejects %j (the caller answers Invalid category token)',
    (token) => {
      expect(decodeCategoryToken(token)).toBeNull();
    },
  );
});

describe('seller masking', () => {
  it("is 'VNDR-' plus the id padded to 6 digits", () => {
    expect(maskSeller(42)).toBe('VNDR-000042');
    expect(maskSeller(1234567)).toBe('VNDR-1234567');
  });

  it('shows the real name only when view_sl_info is Y', () => {
    expect(sellerLabel(42, 'Acme Sdn Bhd', 'Y')).toBe('Acme Sdn Bhd');
    expect(sellerLabel(42, 'Acme Sdn Bhd', 'N')).toBe('VNDR-000042');
    expect(sellerLabel(42, 'Acme Sdn Bhd', undefined)).toBe('VNDR-000042');
  });
});

describe('location rules', () => {
  it('needs both state and district non-blank', () => {
    expect(isLocationComplete({ state: 'Selangor', district: 'Petaling' })).toBe(true);
    expect(isLocationComplete({ state: 'Selangor', district: '  ' })).toBe(false);
    expect(isLocationComplete({ state: '', district: 'Petaling' })).toBe(false);
    expect(isLocationComplete(null)).toBe(false);
  });

  it('looks a postcode up from 5 characters', () => {
    expect(canLookUpPostcode('4000')).toBe(false);
    expect(canLookUpPostcode('40000')).toBe(true);
    expect(canLookUpPostcode(' 4000 ')).toBe(false);
  });

  it('blocks submit for a postcode of 1 to 4 characters only', () => {
    expect(postcodeBlocksSubmit('')).toBe(false);
    expect(postcodeBlocksSubmit('4')).toBe(true);
    expect(postcodeBlocksSubmit('4000')).toBe(true);
    expect(postcodeBlocksSubmit('40000')).toBe(false);
  });

  it('takes a postcode as five digits, spaces around them aside', () => {
    expect(isPostcode('40200')).toBe(true);
    expect(isPostcode(' 05000 ')).toBe(true);
    expect(isPostcode('4020')).toBe(false);
    expect(isPostcode('4020O')).toBe(false);
    expect(isPostcode('402000')).toBe(false);
  });
});

describe('search text', () => {
  it('is trimmed, and empty text is ignored', () => {
    expect(normalizeSearch('  face mask ')).toBe('face mask');
    expect(normalizeSearch('   ')).toBeNull();
    expect(normalizeSearch('')).toBeNull();
  });

  it('builds the search route, adding type only for by-seller', () => {
    expect(searchHref('/search?q={query}', 'face mask', 'by-product')).toBe('/search?q=face%20mask');
    expect(searchHref('/search?q={query}', 'acme & co', 'by-seller')).toBe('/search?q=acme%20%26%20co&type=by-seller');
    expect(searchHref('/find/{query}', 'x', 'by-seller')).toBe('/find/x?type=by-seller');
  });

  it('fills route templates and leaves unknown placeholders', () => {
    expect(fillRoute('/products/{id}', { id: 7 })).toBe('/products/7');
    expect(fillRoute('/vendors/{vendorId}')).toBe('/vendors/{vendorId}');
    expect(fillRoute('/category/{token}', { token: 'Y2F0XzMwMDA=' })).toBe('/category/Y2F0XzMwMDA=');
    expect(fillRoute('/category/{token}', { token: 'a/b+c' })).toBe('/category/a%2Fb%2Bc');
  });
});

describe('perLocale', () => {
  it('makes a value once per locale and hands the same one back after', () => {
    const made: string[] = [];
    const format = perLocale((locale) => {
      made.push(locale);
      return { locale };
    });
    const first = format('en-MY');
    expect(format('en-MY')).toBe(first);
    expect(format('ms-MY')).toEqual({ locale: 'ms-MY' });
    expect(made).toEqual(['en-MY', 'ms-MY']);
  });
});

describe('money', () => {
  it('formats RM with 2 decimals', () => {
    expect(formatRM(1234.5)).toBe('RM 1,234.50');
    expect(formatRM(0)).toBe('RM 0.00');
  });

  it('formats from sen without floating-point drift', () => {
    expect(formatSen(123450)).toBe('RM 1,234.50');
    expect(formatSen(1)).toBe('RM 0.01');
    expect(toSen(0.29)).toBe(29);
    expect(toSen(100000)).toBe(10000000);
  });
});
