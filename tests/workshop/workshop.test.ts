import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopAssets } from '../../server/middleware/static';
import { chromiumArgs, findChromium } from '../support/chromium';

/*
 * The component workshop as partners get it: `storybook build` into dist/workshop, published the
 * way the reference server publishes it (its /workshop/ files and policy), every story opened in
 * Chromium. Each must render its element and what its state shows, without a page error (the
 * mock API reports a call or answer that breaks the contract as one) or a Content-Security-Policy
 * violation, and with no serious or critical axe-core violation.
 */

const root = join(import.meta.dirname, '..', '..');
const workshopDir = join(root, 'dist', 'workshop');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags: string[];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

let server: ServerType;
let base: string;
let browser: Browser;
let stories: IndexEntry[] = [];
let axeSource: string;

beforeAll(async () => {
  await promisify(execFile)('npx', ['storybook', 'build', '--output-dir', workshopDir, '--quiet', '--disable-telemetry'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const index = JSON.parse(await readFile(join(workshopDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  axeSource = await readFile(join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  const app = new Hono().use('/workshop/*', workshopAssets(workshopDir));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/workshop`;
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** What went wrong with one story, or nothing; `shown` collects the elements the stories show. */
async function checkStory(page: Page, story: IndexEntry, problems: string[], shown: Set<string>): Promise<string[]> {
  const found: string[] = [];
  problems.splice(0);
  await page.setViewportSize(story.tags.includes('phone') ? PHONE : DESKTOP);
  // The Accessibility panel's own run is left out: the test runs axe-core once the story is ready.
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
  // The preview marks the story it has rendered, with what the story's state shows once ready.
  const canvas = page.locator(`#storybook-root[data-workshop-story="${story.id}"]`);
  try {
    await canvas.waitFor({ state: 'attached', timeout: 15_000 });
  } catch {
    const shown = await page.locator('#error-message, #error-stack').allInnerTexts();
    return [`did not render: ${shown.join(' ').trim() || 'no story rendered'}`];
  }
  const ready = await canvas.getAttribute('data-workshop-ready');
  const tag = (await canvas.getAttribute('data-workshop-element')) ?? '';
  // The element itself, defined by the built SDK (not an unknown tag).
  if ((await canvas.locator(`> ${tag}:defined`).count()) === 0) found.push(`renders no defined ${tag}`);
  else shown.add(tag);
  if (ready) {
    try {
      await canvas.locator(ready).first().waitFor({ state: 'attached', timeout: 8_000 });
    } catch {
      found.push(`never shows ${ready}`);
    }
  }
  // An axe-core of the test's own (the Accessibility panel's may be running on the same page),
  // evaluated by the browser's debugger, which the page's policy does not govern.
  await page.evaluate(`(() => { const module = { exports: {} }; ${axeSource}\n; window.workshopAxe = module.exports; })()`);
  const violations = await page.evaluate(async () => {
    const { workshopAxe } = window as unknown as {
      workshopAxe: { run(context: string, options: object): Promise<{ violations: AxeViolation[] }> };
    };
    // Judge what the browser has painted, not a frame in between.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (await workshopAxe.run('#storybook-root', { resultTypes: ['violations'] })).violations;
  });
  for (const violation of violations.filter((candidate) => candidate.impact === 'serious' || candidate.impact === 'critical')) {
    found.push(`axe ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`);
  }
  return [...found, ...problems];
}

describe('the component workshop', () => {
  it('shows every element, each story without a page error and with no serious accessibility violation', async () => {
    const manifest = JSON.parse(await readFile(join(root, 'dist', 'sdk', 'custom-elements.json'), 'utf8')) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = manifest.modules.flatMap((module) => module.declarations ?? []).flatMap((declaration) => declaration.tagName ?? []);
    expect(tags.length).toBeGreaterThan(0);
    const failures: string[] = [];
    const shown = new Set<string>();
    const queue = [...stories];
    // Two pages at a time: the machine's two cores.
    await Promise.all(
      [0, 1].map(async () => {
        const context = await browser.newContext();
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().includes('Content Security Policy')) problems.push(`CSP: ${message.text()}`);
        });
        for (let story = queue.shift(); story; story = queue.shift()) {
          const found = await checkStory(page, story, problems, shown);
          if (found.length > 0) failures.push(`${story.id}:\n  ${found.join('\n  ')}`);
        }
        await context.close();
      }),
    );
    expect(failures).toEqual([]);
    expect([...shown].sort()).toEqual([...tags].sort());
  });
});
