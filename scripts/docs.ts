/**
 * Writes the generated parts of the documentation: the element reference (docs/elements.md, from
 * the Custom Elements Manifest the build emits) and the bundle sizes (docs/performance.md,
 * measured on dist/sdk). `--check` only compares, so a test can keep the pages true.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgets, gzipSize, KB, SDK_DIR } from './bundle-sizes';

const DOCS = join(import.meta.dirname, '..', 'docs');

/** The generated pages and the sections of each: what `npm run docs` writes. */
export const GENERATED_PAGES = [
  { file: join(DOCS, 'elements.md'), sections: ['elements'] },
  { file: join(DOCS, 'performance.md'), sections: ['sizes'] },
] as const;

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
      `## \`<${element.tagName}>\``,
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
  const rows = budgets().map(({ file, limit }) => `| \`${file}\` | ${(gzipSize(file) / KB).toFixed(2)} KB | ${limit / KB} KB |`);
  return ['| File (dist/sdk) | Gzip size | Budget |', '|---|---|---|', ...rows].join('\n');
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->`. */
export function replaceSection(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`The page has no ${name} section`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

/** The page's text with its generated sections as the build and the manifest say now. */
export function renderPage(text: string, sections: readonly string[]): string {
  const manifest = JSON.parse(readFileSync(join(SDK_DIR, 'custom-elements.json'), 'utf8')) as Manifest;
  const generate: Record<string, () => string> = { elements: () => elementReference(manifest), sizes: sizeTable };
  return sections.reduce((page, name) => replaceSection(page, name, generate[name]()), text);
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  let stale = false;
  for (const { file, sections } of GENERATED_PAGES) {
    const current = readFileSync(file, 'utf8');
    const next = renderPage(current, sections);
    if (next === current) continue;
    if (process.argv.includes('--check')) {
      console.error(`${file} is out of date: run \`npm run docs\` after \`npm run build\`.`);
      stale = true;
    } else {
      writeFileSync(file, next);
      console.log(`${file}: updated.`);
    }
  }
  if (stale) process.exit(1);
}
