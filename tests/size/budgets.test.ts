import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgets, gzipSize, KB, SDK_DIR } from '../../scripts/bundle-sizes';

describe('bundle size budgets (gzip -9)', () => {
  it('has a built SDK to measure (run `npm run build` first)', () => {
    expect(existsSync(join(SDK_DIR, 'runtime.js')), `${SDK_DIR}/runtime.js is missing`).toBe(true);
    expect(budgets().some(({ file }) => file.startsWith('elements/'))).toBe(true);
  });

  it.each(budgets().map(({ file, limit }) => [file, limit] as const))('%s stays within its budget', (file, limit) => {
    const size = gzipSize(file);
    console.log(`${file.padEnd(40)} ${(size / KB).toFixed(2).padStart(7)} KB  (budget ${limit / KB} KB)`);
    expect(size).toBeLessThanOrEqual(limit);
  });
});
