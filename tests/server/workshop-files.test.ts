import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import * as schema from '../../server/db/schema';
import { inlineSourceHash } from '../../server/domain/content-policy';

// Nothing here runs a query, so the database is a mock.
const app = () =>
  createApp({ db: drizzle.mock({ schema }), workshopDir: join(sites, 'workshop'), storefrontDir: join(sites, 'storefront') });

const MANAGER_SCRIPT = "window['FEATURES'] = {};";
const PREVIEW_SCRIPT = "window.CONFIG_TYPE = 'PRODUCTION';";
let sites: string;

beforeAll(() => {
  sites = mkdtempSync(join(tmpdir(), 'lapasar-workshop-'));
  mkdirSync(join(sites, 'workshop', 'assets'), { recursive: true });
  mkdirSync(join(sites, 'storefront'), { recursive: true });
  writeFileSync(
    join(sites, 'workshop', 'index.html'),
    `<!doctype html><title>Workshop</title><script>${MANAGER_SCRIPT}</script><script type="module" src="./sb-manager/runtime.js"></script>`,
  );
  writeFileSync(join(sites, 'workshop', 'iframe.html'), `<!doctype html><title>Preview</title><script>${PREVIEW_SCRIPT}</script>`);
  writeFileSync(join(sites, 'workshop', 'assets', 'iframe-Ab12Cd34.js'), 'export {};\n');
  writeFileSync(join(sites, 'storefront', 'index.html'), '<!doctype html><title>LaPasar</title>\n');
});

afterAll(() => rmSync(sites, { recursive: true, force: true }));

describe('the published component workshop', () => {
  it('serves its pages under /workshop/ with a policy allowing exactly their inline scripts', async () => {
    const response = await app().request('/workshop/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Workshop</title>');
    const policy = response.headers.get('content-security-policy') ?? '';
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' ${inlineSourceHash(MANAGER_SCRIPT)} ${inlineSourceHash(PREVIEW_SCRIPT)}`);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await app().request('/workshop/iframe.html')).headers.get('content-security-policy')).toBe(policy);
  });

  it('keeps its hashed bundles for a year and revalidates its pages', async () => {
    expect((await app().request('/workshop/assets/iframe-Ab12Cd34.js')).headers.get('cache-control')).toContain('immutable');
    expect((await app().request('/workshop/iframe.html')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends /workshop to /workshop/, so its relative links resolve', async () => {
    const response = await app().request('/workshop');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/workshop/');
  });

  it('answers a missing workshop file with 404, never with the storefront', async () => {
    const response = await app().request('/workshop/missing.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>LaPasar</title>');
  });

  it('leaves the storefront its own policy, without the workshop inline scripts', async () => {
    const policy = (await app().request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain(inlineSourceHash(MANAGER_SCRIPT));
    expect(policy).not.toContain("'unsafe-inline'");
  });
});
