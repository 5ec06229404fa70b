/** The SST rate the cart charges when SST_RATE is unset: 8 percent, in basis points. */
export const DEFAULT_SST_BASIS_POINTS = 800;

/** SST_RATE: a percent from 0 to 100 with at most 2 decimals ('8', '6.5'), in basis points; unset is 8. */
export function sstRateFrom(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return DEFAULT_SST_BASIS_POINTS;
  const text = setting.trim();
  const basisPoints = Math.round(Number(text) * 100);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || basisPoints > 10_000)
    throw new Error(`SST_RATE must be a percent from 0 to 100 with at most 2 decimals, not "${setting}"`);
  return basisPoints;
}
