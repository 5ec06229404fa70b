import { describe, expect, it } from 'vitest';
import { optionName, variantLabel } from '../../src/lib/variant';

describe('variant option names', () => {
  it('names an option by its axis and value', () => {
    expect(optionName({ variant_name: 'Size', variant_option: 'S' })).toBe('Size: S');
  });

  it('labels a SKU by its options in axis order, and not at all without options', () => {
    const options = [
      { variant_name: 'Size', variant_option: 'S' },
      { variant_name: 'Colour', variant_option: 'Red' },
    ];
    expect(variantLabel(options)).toBe('Size: S, Colour: Red');
    expect(variantLabel(options.slice(0, 1))).toBe('Size: S');
    expect(variantLabel([])).toBeNull();
  });
});
