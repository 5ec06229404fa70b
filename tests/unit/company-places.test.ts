import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELDS, addressLine, addressOf, inUseAndArchived, refusedField } from '../../src/lib/company-places';

describe('company places: where a refusal belongs and how places are listed', () => {
  it('puts a refusal beside the field that leads it, a nested one by its last part', () => {
    expect(refusedField('postcode: Postcode 50000 is in Kuala Lumpur, Kuala Lumpur, not Selangor', ADDRESS_FIELDS)).toBe('postcode');
    expect(refusedField("address.state: 'Atlantis' is not a state of Malaysia", ADDRESS_FIELDS)).toBe('state');
    expect(refusedField('name: Gudang Shah Alam is already a location of your company', ['name', ...ADDRESS_FIELDS])).toBe('name');
  });

  it("names no field for a message led by none of the form's, or by none at all", () => {
    expect(refusedField('HQ has 2 open orders (in approval or not yet completed); archive it once they are done', ADDRESS_FIELDS)).toBe(
      null,
    );
    expect(refusedField('locationId: Expected number', ADDRESS_FIELDS)).toBe(null);
    expect(refusedField('', ADDRESS_FIELDS)).toBe(null);
  });

  it('lists those in use apart from the archived ones, keeping their order', () => {
    const items = [
      { id: 1, archived: true },
      { id: 2, archived: false },
      { id: 3, archived: false },
    ];
    expect(inUseAndArchived(items)).toEqual({ inUse: [items[1], items[2]], archived: [items[0]] });
  });

  it('writes an address on one line without empty parts', () => {
    expect(
      addressLine({ lotNo: 'Lot 5', street1: 'Jalan Kerja', street2: '', postcode: '40000', city: 'Shah Alam', state: 'Selangor' }),
    ).toBe('Lot 5, Jalan Kerja, 40000 Shah Alam, Selangor');
  });
});

describe('an address from a form', () => {
  it('takes the address fields and leaves the rest', () => {
    expect(
      addressOf({ name: 'HQ', lotNo: '1', street1: 'A', street2: 'B', postcode: '40000', city: 'Shah Alam', state: 'Selangor' }),
    ).toEqual({
      lotNo: '1',
      street1: 'A',
      street2: 'B',
      postcode: '40000',
      city: 'Shah Alam',
      state: 'Selangor',
    });
    expect(addressOf({}).postcode).toBe('');
  });
});
