/** The address fields a delivery location (and a charge code's own address) has, in the order a form shows them. */
export const ADDRESS_FIELDS = ['lotNo', 'street1', 'street2', 'postcode', 'city', 'state'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The field a refusal names, when its message is led by one the form has (`postcode: ...`, or
 * `address.postcode: ...` for a charge code's own address): the server's words belong beside that
 * field. Null when the message names none of them (an archive refused, the server unreachable).
 */
export function refusedField<F extends string>(message: string, fields: readonly F[]): F | null {
  const lead = /^([\w.]+): /.exec(message)?.[1];
  const field = lead?.split('.').at(-1);
  return fields.find((candidate) => candidate === field) ?? null;
}

/** Those in use first, then the archived ones, each group as listed: a screen shows the archived apart. */
export function inUseAndArchived<T extends { archived: boolean }>(items: readonly T[]): { inUse: T[]; archived: T[] } {
  return { inUse: items.filter((item) => !item.archived), archived: items.filter((item) => item.archived) };
}

/** One line of an address, its empty parts left out. */
export function addressLine(address: Record<AddressField, string>): string {
  const street = [address.lotNo, address.street1, address.street2].filter(Boolean).join(', ');
  return [street, `${address.postcode} ${address.city}`.trim(), address.state].filter(Boolean).join(', ');
}

/** The address a form's values hold (a missing field empty). */
export function addressOf(values: Readonly<Record<string, string>>): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field] ?? ''])) as Record<AddressField, string>;
}
