import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const SDK_DIR = join(import.meta.dirname, '..', 'dist', 'sdk');
export const KB = 1024;

/** Gzip size (zlib, level 9) of a file under dist/sdk. */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(SDK_DIR, file)), { level: 9 }).length;
}

function scripts(folder: string): string[] {
  const dir = join(SDK_DIR, folder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.js'))
        .sort()
        .map((name) => `${folder}/${name}`)
    : [];
}

export interface Budget {
  file: string;
  limit: number;
}

/**
 * Elements allowed more than an element's 15 KB: the checkout wizard is three steps of forms, the
 * workflow checks, the kept draft (and its newer copy in another tab), the order's notices, the
 * edit's own lines and the approver's comment, and every refusal placed at its field, in one
 * element loaded only at checkout.
 */
const LARGER: Record<string, number> = { 'elements/lapasar-checkout-wizard.js': 20 * KB };

/** The size budgets: the runtime, the autoloader, and every element and shared chunk. */
export function budgets(): Budget[] {
  const chunks = [...scripts('elements'), ...scripts('chunks')];
  return [
    { file: 'runtime.js', limit: 80 * KB },
    { file: 'autoload.js', limit: 3 * KB },
    ...chunks.map((file) => ({ file, limit: LARGER[file] ?? 15 * KB })),
  ];
}
