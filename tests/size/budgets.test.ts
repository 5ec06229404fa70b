import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const SDK = join(import.meta.dirname, '../../dist/sdk');
const KB = 1024;

/** Gzip size (zlib, level 9) of a file under dist/sdk. */
function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(SDK, file)), { level: 9 }).length;
}

const scripts = (folder: string) =>
  existsSync(join(SDK, folder)) ? readdirSync(join(SDK, folder)).filter((name) => name.endsWith('.js')).map((name) => `${folder}/${name}`) : [];

const elementChunks = scripts('elements');
// Shared React parts (dialogs, search form) that rollup splits out of the element chunks.
const sharedChunks = scripts('chunks');

const budgets: [file: string, limit: number][] = [
  ['runtime.js', 80 * KB],
  ['autoload.js', 3 * KB],
  ...[...elementChunks, ...sharedChunks].map((file): [string, number] => [file, 15 * KB]),
];

describe('bundle size budgets (gzip -9)', () => {
  it('has a built SDK to measure (run `npm run build` first)', () => {
    expect(existsSync(join(SDK, 'runtime.js')), `${SDK}/runtime.js is missing`).toBe(true);
    expect(elementChunks.length).toBeGreaterThan(0);
  });

  it.each(budgets)('%s stays within its budget', (file, limit) => {
    const size = gzipSize(file);
    console.log(`${file.padEnd(40)} ${(size / KB).toFixed(2).padStart(7)} KB  (budget ${limit / KB} KB)`);
    expect(size).toBeLessThanOrEqual(limit);
  });
});
