/**
 * Writes the API's OpenAPI document (what /api/openapi.json serves) to openapi.json at the root,
 * so contract changes show in review; tests/server/contract.test.ts keeps it current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../server/app';
import { createDatabase } from '../server/db/client';

export const OPENAPI_FILE = join(import.meta.dirname, '..', 'openapi.json');

/** The document as the app serves it, pretty-printed; building it runs no query. */
export async function renderOpenApi(): Promise<string> {
  const handle = await createDatabase();
  try {
    const response = await createApp({ db: handle.db }).request('/api/openapi.json');
    return `${JSON.stringify(await response.json(), null, 2)}\n`;
  } finally {
    await handle.close();
  }
}

export const committedOpenApi = (): string => readFileSync(OPENAPI_FILE, 'utf8');

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  writeFileSync(OPENAPI_FILE, await renderOpenApi());
  console.log('openapi.json updated.');
}
