import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, renderReadme } from '../../scripts/docs';

describe('README', () => {
  it('carries the element reference of custom-elements.json and the measured bundle sizes', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme, 'README.md is out of date: run `npm run docs` after `npm run build`').toBe(renderReadme(readme));
  });
});
