import { toRinggit, toSen } from './money';

/** What a catalogue member saves on a price against the marketplace's: RM and whole percent. */
export interface ContractSaving {
  /** RM per unit (or on the lower bound of a range). */
  amount: number;
  percent: number;
}

/**
 * The saving of a contract price (RM) against the marketplace's price of the same thing (RM; null
 * when the price shown is not a catalogue's contract price): null when there is nothing saved. A
 * range saves what its lower bound saves. The server sends `marketplace_*` prices only beside a
 * contract price, and every element that shows a price to a member labels it with this.
 */
export function contractSaving(price: number, marketplacePrice: number | null): ContractSaving | null {
  if (marketplacePrice === null) return null;
  const saved = toSen(marketplacePrice) - toSen(price);
  if (saved <= 0) return null;
  return { amount: toRinggit(saved), percent: Math.round((saved / toSen(marketplacePrice)) * 100) };
}

/**
 * What the server sends beside a price paid (sen): the marketplace's price of the same (sen) in
 * RM when the two differ, the price paid being a catalogue's contract price; else null.
 */
export function marketplacePriceBeside(paidSen: number, marketplaceSen: number): number | null {
  return paidSen === marketplaceSen ? null : toRinggit(marketplaceSen);
}
