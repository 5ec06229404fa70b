import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SDK_DIR } from '../../scripts/bundle-sizes';

/** Names zod's runtime registers its classes under; they survive minification as strings. */
const ZOD_MARKERS = ['$ZodType', 'ZodError'];

const scripts = (readdirSync(SDK_DIR, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) => file.endsWith('.js'));

describe('the contract in the SDK', () => {
  it('has a built SDK to inspect (run `npm run build` first)', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(scripts)('%s carries no zod: the browser takes only types from src/contract', (file) => {
    const code = readFileSync(join(SDK_DIR, file), 'utf8');
    expect(ZOD_MARKERS.filter((marker) => code.includes(marker))).toEqual([]);
  });
});
