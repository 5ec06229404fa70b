import './support/storage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cataloguePairs } from '../../src/store/language';

const ROOT = join(import.meta.dirname, '..', '..');

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

const files = [...sources('src'), ...sources('storefront')];
/** The modules that define a catalogue: importing them registers it. */
const catalogueModules = files.filter((file) => !file.includes('.ms.') && /\bcatalogue\(\s*'/.test(readFileSync(join(ROOT, file), 'utf8')));
/** The page text (src/lib/page-text.ts) in Malay, which catalogues and the server's first views take their words from. */
const PAGE_TEXT_MS = join('src', 'lib', 'page-text.ms.ts');
const malayFiles = files.filter((file) => /\.ms\.ts$/.test(file) && file !== PAGE_TEXT_MS);

for (const file of catalogueModules) await import(join(ROOT, file));
// The storefront makes its catalogue once the SDK's stores have loaded.
await (await import('../../storefront/strings')).loadStorefrontText();
const pairs = await cataloguePairs();

/** A `count` or `params` entry of an English catalogue, as @nanostores/i18n keeps it before a locale applies it. */
const isTransform = (value: unknown): value is { transform: unknown; input: unknown } =>
  typeof value === 'object' && value !== null && 'transform' in value && 'input' in value;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

const MALAY_PLURALS = new Intl.PluralRules('ms').resolvedOptions().pluralCategories as string[];

/** What is wrong with `malay` as a translation of `english`: keys missing or extra, placeholders that differ, empty texts. */
function problems(english: unknown, malay: unknown, path = ''): string[] {
  if (typeof english === 'string') {
    if (typeof malay !== 'string') return [`${path}: a text in English, not in Malay`];
    if (malay.trim() === '') return [`${path}: empty`];
    const want = placeholders(english).join(',');
    const got = placeholders(malay).join(',');
    return want === got ? [] : [`${path}: placeholders {${want}} in English, {${got}} in Malay`];
  }
  if (isTransform(english)) {
    if (typeof english.input === 'string') return problems(english.input, malay, path);
    // A count entry: Malay has one form (other), its placeholders those of the English forms.
    if (typeof malay !== 'object' || malay === null) return [`${path}: plural forms in English, not in Malay`];
    const forms = Object.keys(malay);
    const found = forms.filter((form) => !MALAY_PLURALS.includes(form)).map((form) => `${path}.${form}: not a plural form of Malay`);
    if (!forms.includes('other')) found.push(`${path}.other: missing`);
    const other = (english.input as Record<string, string>).other;
    for (const form of forms) found.push(...problems(other, (malay as Record<string, unknown>)[form], `${path}.${form}`));
    return found;
  }
  if (typeof english !== 'object' || english === null) return [`${path}: not a text`];
  if (typeof malay !== 'object' || malay === null) return [`${path}: a group in English, not in Malay`];
  const found: string[] = [];
  for (const key of Object.keys(english)) {
    if (!(key in malay)) found.push(`${path}.${key}: missing in Malay`);
    else found.push(...problems((english as Record<string, unknown>)[key], (malay as Record<string, unknown>)[key], `${path}.${key}`));
  }
  for (const key of Object.keys(malay)) if (!(key in english)) found.push(`${path}.${key}: missing in English`);
  return found;
}

describe('the Bahasa Malaysia catalogues', () => {
  it('each module with a catalogue has its Malay file beside it, and no Malay file is left over', () => {
    expect(catalogueModules.length).toBeGreaterThan(0);
    expect(pairs).toHaveLength(catalogueModules.length);
    expect(malayFiles).toHaveLength(pairs.length);
  });

  it('the page text has every key and placeholder of the English in Malay', async () => {
    const { pageText } = await import('../../src/lib/page-text');
    const { pageTextMs } = await import('../../src/lib/page-text.ms');
    expect(problems(pageText, pageTextMs)).toEqual([]);
  });

  it.each(pairs.map((pair) => [pair.name, pair] as const))('%s has the English keys, placeholders and plural forms', (_name, pair) => {
    expect(problems(pair.english, pair.malay)).toEqual([]);
  });

  it('catches a missing key, an extra key, a lost placeholder and a plural form Malay lacks', () => {
    const english = {
      title: 'Cart',
      count: { transform: () => '', input: { one: '{count} item', other: '{count} items' } },
      line: 'Set to {n}',
    };
    expect(problems(english, { title: 'Troli', count: { other: '{count} item' }, line: 'Tetapkan kepada {n}' })).toEqual([]);
    expect(problems(english, { count: { other: '{count} item' }, line: 'Tetapkan kepada {n}', extra: 'x' })).toEqual([
      '.title: missing in Malay',
      '.extra: missing in English',
    ]);
    expect(problems(english, { title: 'Troli', count: { one: '{count} item' }, line: 'Tetapkan' })).toEqual([
      '.count.one: not a plural form of Malay',
      '.count.other: missing',
      '.line: placeholders {n} in English, {} in Malay',
    ]);
  });
});
