import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { BrowserContext, Page, Route } from 'playwright-core';

/** A site of a test's own (a portal, a procurement system) on 127.0.0.1 and a free port: another origin than the storefront's localhost. */
export async function serveOnLoopback(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A delivery location already chosen, as the location picker stores it. */
export async function presetLocation(context: BrowserContext, state = 'Selangor', district = 'Petaling'): Promise<void> {
  const location = JSON.stringify({ state, district, postcode: '', country: 'Malaysia' });
  await context.addInitScript((value) => localStorage.setItem('location', value), location);
}

/** Signs in through the header's account menu and the login dialog. */
export async function signInFromHeader(page: Page, email: string): Promise<void> {
  const header = page.locator('lapasar-header');
  await header.getByRole('button', { name: 'Account', exact: true }).click();
  await header.getByRole('button', { name: 'Sign in' }).click();
  await signInWithDialog(page, email);
}

export async function signInWithDialog(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login to the product' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Demo#2026');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
}

/** The accessible label (aria-label, else text) of the element that has focus, looking inside shadow roots. */
export function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.textContent?.trim() ?? null) : null;
  });
}

/** Holds the requests to `url` until released, so a test sees the page before their answers. */
export async function hold(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const require = createRequire(import.meta.url);

/** axe-core's serious and critical violations on the page, by rule id (it goes in as an inline script: open the page with bypassCSP). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe.run(),
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** The API calls a page makes from now on that the server refuses (401/403), as 'METHOD path status'. */
export function refusalsOf(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403) {
      refused.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
    }
  });
  return refused;
}
