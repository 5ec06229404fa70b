/**
 * Writes the README's generated sections: the element reference (from the Custom Elements
 * Manifest the build emits) and the bundle sizes (measured on dist/sdk). `--check` only compares,
 * so a test can keep the README true.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgets, gzipSize, KB, SDK_DIR } from './bundle-sizes';

export const README = join(import.meta.dirname, '..', 'README.md');

interface Described {
  name: string;
  description?: string;
  type?: { text: string };
}

interface Declaration {
  tagName?: string;
  summary?: string;
  description?: string;
  attributes?: Described[];
  events?: Described[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}

interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

const cell = (text = '') => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

function table(title: string, rows: Described[], typed: boolean): string[] {
  if (rows.length === 0) return [];
  const head = typed ? ['| Name | Type | Description |', '|---|---|---|'] : ['| Name | Description |', '|---|---|'];
  const body = rows.map((row) =>
    typed
      ? `| \`${row.name}\` | \`${cell(row.type?.text)}\` | ${cell(row.description)} |`
      : `| \`${row.name}\` | ${cell(row.description)} |`,
  );
  return [`${title}:`, '', ...head, ...body, ''];
}

export function elementReference(manifest: Manifest): string {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName)
    .sort((a, b) => (a.tagName ?? '').localeCompare(b.tagName ?? ''));
  return elements
    .flatMap((element) => [
      `### \`<${element.tagName}>\``,
      '',
      cell(element.description || element.summary),
      '',
      ...table('Attributes', element.attributes ?? [], true),
      ...table('Events', element.events ?? [], true),
      ...table('Slots', element.slots ?? [], false),
      ...table('CSS parts', element.cssParts ?? [], false),
      ...table('CSS custom properties', element.cssProperties ?? [], false),
    ])
    .join('\n')
    .trim();
}

export function sizeTable(): string {
  const rows = budgets().map(
    ({ file, limit }) => `| \`${file}\` | ${(gzipSize(file) / KB).toFixed(2)} KB | ${limit / KB} KB |`,
  );
  return ['| File (dist/sdk) | Gzip size | Budget |', '|---|---|---|', ...rows].join('\n');
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`. */
export function replaceSection(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${name} section`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

export function renderReadme(text: string): string {
  const manifest = JSON.parse(readFileSync(join(SDK_DIR, 'custom-elements.json'), 'utf8')) as Manifest;
  return replaceSection(replaceSection(text, 'elements', elementReference(manifest)), 'sizes', sizeTable());
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const current = readFileSync(README, 'utf8');
  const next = renderReadme(current);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('README.md is out of date: run `npm run docs` after `npm run build`.');
      process.exit(1);
    }
  } else {
    writeFileSync(README, next);
    console.log('README.md: element reference and bundle sizes updated.');
  }
}
