import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storefrontPolicy } from '../../server/middleware/security-headers';
import { useHarness } from './harness';
import { presetLocation } from './support';

const require = createRequire(import.meta.url);
const sdkDir = join(import.meta.dirname, '..', '..', 'dist', 'sdk');

const harness = useHarness();

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: unknown[] }[];
}

describe('the assembled storefront', () => {
  it('has no serious or critical axe-core violation, with the location modal open and closed', async () => {
    // axe-core goes in as an inline script, which the storefront's policy refuses.
    const { page, context } = await harness().newPage({ bypassCSP: true });
    const axe = async () => {
      await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const { violations } = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe.run());
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    };
    await page.goto('/');
    await expect.poll(() => page.getByLabel('Postcode').isVisible()).toBe(true);
    expect(await axe()).toEqual([]);

    await presetLocation(context);
    await page.reload();
    await expect
      .poll(() =>
        page
          .locator('lapasar-header')
          .getByRole('button', { name: /CATEGORIES/ })
          .isVisible(),
      )
      .toBe(true);
    expect(await axe()).toEqual([]);
    await context.close();
  });

  it('loads the live-chat script only when one is configured', async () => {
    const { page, context } = await harness().newPage();
    const chatRequests: string[] = [];
    await context.route('**/live-chat.js', async (route) => {
      chatRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.liveChatLoaded = true;' });
    });
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Home | LaPasar');
    expect(chatRequests).toEqual([]);

    // The same page as built with LAPASAR_LIVE_CHAT_SRC set, under the policy the server gives that build.
    const chatSrc = 'https://chat.example.test/live-chat.js';
    await context.route('**/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(name="lapasar-live-chat-src" content=")[^"]*"/, `$1${chatSrc}"`);
      const headers = { ...response.headers(), 'content-security-policy': storefrontPolicy(chatSrc) };
      await route.fulfill({ response, body: html, headers });
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => 'liveChatLoaded' in window)).toBe(true);
    expect(chatRequests).toEqual(['https://chat.example.test/live-chat.js']);
    await context.close();
  });
});

describe('two copies of the SDK on one page', () => {
  it('neither throws nor defines an element twice', async () => {
    const { page, context, errors } = await harness().newPage();
    await presetLocation(context);
    // A second copy of the whole SDK (its own runtime) under another path, as a second script tag would bring.
    const copyFiles: string[] = [];
    await context.route('**/sdk-copy/**', async (route) => {
      const file = new URL(route.request().url()).pathname.replace(/^\/sdk-copy\//, '');
      copyFiles.push(file);
      await route.fulfill({ contentType: 'text/javascript', body: await readFile(join(sdkDir, file)) });
    });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => customElements.get('lapasar-header') !== undefined)).toBe(true);
    const first = await page.evaluate(() => customElements.get('lapasar-header')?.name);

    // A module script of the page's own origin (the storefront's policy refuses inline ones); it has run once loaded.
    await page.addScriptTag({ type: 'module', url: '/sdk-copy/define.js' });
    await page.evaluate(() => Object.assign(window, { secondCopyRan: true }));
    await expect.poll(() => page.evaluate(() => 'secondCopyRan' in window)).toBe(true);
    expect(copyFiles).toEqual(expect.arrayContaining(['define.js', 'runtime.js']));
    expect(await page.evaluate(() => customElements.get('lapasar-header')?.name)).toBe(first);
    expect(await page.locator('lapasar-header').count()).toBe(1);
    await expect
      .poll(() =>
        page
          .locator('lapasar-header')
          .getByRole('button', { name: /CATEGORIES/ })
          .count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
