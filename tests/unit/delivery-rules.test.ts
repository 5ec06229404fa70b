import { describe, expect, it } from 'vitest';
import { DELIVERY_DATE_MESSAGES, deliveryDateProblem, deliveryPlace, malaysianToday } from '../../src/lib/workflow';

describe('where checkout judges the lines', () => {
  it("is the shipping address's state and looked-up district, the city standing in for a district not looked up", () => {
    expect(deliveryPlace({ ship_state: 'Selangor', ship_city: 'Shah Alam', ship_district: 'Petaling' })).toEqual({
      state: 'Selangor',
      district: 'Petaling',
    });
    expect(deliveryPlace({ ship_state: ' Kuala Lumpur ', ship_city: 'Kuala Lumpur', ship_district: '' })).toEqual({
      state: 'Kuala Lumpur',
      district: 'Kuala Lumpur',
    });
    expect(deliveryPlace({ ship_state: '', ship_city: 'Johor Bahru' })).toBeNull();
  });
});

describe('a requested delivery date', () => {
  it('is today in Malaysia or later, a real date, or blank', () => {
    // 17:30 UTC is already the next day in Malaysia.
    expect(malaysianToday(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-27');
    expect(deliveryDateProblem('2026-11-27', '2026-11-27')).toBeNull();
    expect(deliveryDateProblem('', '2026-11-27')).toBeNull();
    expect(deliveryDateProblem('2026-11-26', '2026-11-27')).toBe(DELIVERY_DATE_MESSAGES.past);
    expect(deliveryDateProblem('2020-01-15', '2026-11-27')).toBe('The requested delivery date cannot be in the past');
    expect(deliveryDateProblem('2027-02-30', '2026-11-27')).toBe(DELIVERY_DATE_MESSAGES.invalid);
    expect(deliveryDateProblem('27/11/2026', '2026-11-27')).toBe(DELIVERY_DATE_MESSAGES.invalid);
  });
});
