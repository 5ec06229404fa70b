import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_PAGES, renderPage } from '../../scripts/docs';

const root = join(import.meta.dirname, '..', '..');
const pages = [
  join(root, 'README.md'),
  join(root, 'ARCHITECTURE.md'),
  ...readdirSync(join(root, 'docs')).map((name) => join(root, 'docs', name)),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const headingsOf = (text: string) => new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading)));

describe('the documentation', () => {
  it.each(GENERATED_PAGES.map(({ file, sections }) => [relative(root, file), file, sections] as const))(
    '%s carries what the build and custom-elements.json say now',
    (name, file, sections) => {
      const text = readFileSync(file, 'utf8');
      expect(text, `${name} is out of date: run \`npm run docs\` after \`npm run build\``).toBe(renderPage(text, sections));
    },
  );

  it('keeps the README a five-minute read: under 250 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThan(250);
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const text = readFileSync(page, 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path, anchor] = target.split('#');
        const file = path ? join(dirname(page), path) : page;
        if (!existsSync(file)) broken.push(`${relative(root, page)}: ${target}`);
        else if (anchor && file.endsWith('.md') && !headingsOf(readFileSync(file, 'utf8')).has(anchor))
          broken.push(`${relative(root, page)}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
