/** MOQ bucket codes of the listing API (spec 1 section 9): 1-10, 11-100, 101-1000, and moq 0. */
export const MOQ_CODES = ['U0', 'U10', 'U100', 'N'] as const;
export type MoqBucket = (typeof MOQ_CODES)[number];

/** The MOQ filter buckets in the order the filter shows them, with their listing API codes (spec 1 section 9). */
export const MOQ_BUCKETS: readonly { code: MoqBucket; label: string; min: number; max: number }[] = [
  { code: 'U0', label: '1-10', min: 1, max: 10 },
  { code: 'U10', label: '11-100', min: 11, max: 100 },
  { code: 'U100', label: '101-1000', min: 101, max: 1000 },
  { code: 'N', label: 'N', min: 0, max: 0 },
];

/** The bucket of a product's MOQ, or null above 1000. */
export function moqBucketOf(moq: number): MoqBucket | null {
  return MOQ_BUCKETS.find((bucket) => moq >= bucket.min && moq <= bucket.max)?.code ?? null;
}

/** The MOQ range of a bucket code, case-insensitively; null for an unknown code. */
export function moqRange(code: string): { min: number; max: number } | null {
  const key = code.trim().toUpperCase();
  const bucket = MOQ_BUCKETS.find((candidate) => candidate.code === key);
  return bucket ? { min: bucket.min, max: bucket.max } : null;
}

/** The MOQ bounds of a bucket code. */
export function moqBounds(code: MoqBucket): { min: number; max: number } {
  return moqRange(code) ?? { min: 0, max: 0 };
}
