/**
 * Writes the API's OpenAPI document (what /api/openapi.json serves) to openapi.json at the root,
 * so contract changes show in review; tests/server/contract.test.ts keeps it current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createApp } from '../server/app';
import * as schema from '../server/db/schema';

export const OPENAPI_FILE = join(import.meta.dirname, '..', 'openapi.json');

/** The document as the app serves it, pretty-printed; serving it runs no query, so the database is a mock. */
export async function renderOpenApi(): Promise<string> {
  const response = await createApp({ db: drizzle.mock({ schema }) }).request('/api/openapi.json');
  return `${JSON.stringify(await response.json(), null, 2)}\n`;
}

export const committedOpenApi = (): string => readFileSync(OPENAPI_FILE, 'utf8');

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  writeFileSync(OPENAPI_FILE, await renderOpenApi());
  console.log('openapi.json updated.');
}
