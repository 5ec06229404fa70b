// vanilla-extract for constructed stylesheets. The official rollup plugin can only turn a style
// file's CSS into emitted .css assets (imported by the JS or extracted into one bundle); shadow
// roots need each file's CSS as text, so this plugin calls @vanilla-extract/integration itself.
import { resolve } from 'node:path';
import { compile, processVanillaFile } from '@vanilla-extract/integration';

const INLINE = '?inline';

/** Whitespace-only CSS minification; selectors keep their meaningful spaces. */
function minifyCss(css) {
  return css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .replace(/([:,])\s+/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * A `.css.ts` module becomes its class-name exports, and `import css from './x.css?inline'`
 * becomes that file's own CSS text. Both come from one evaluation per file, so class names
 * always match the CSS.
 */
export function vanillaCssText({ cwd = process.cwd() } = {}) {
  const evaluations = new Map();

  async function evaluateFile(filePath) {
    const { source } = await compile({ filePath, cwd, identOption: 'short' });
    let css = '';
    const code = await processVanillaFile({
      source,
      filePath,
      identOption: 'short',
      // Keep only this file's CSS; the style files it imports carry theirs.
      serializeVirtualCssPath: ({ fileScope, source: text }) => {
        if (resolve(cwd, fileScope.filePath) === filePath) css = minifyCss(text);
        return '';
      },
    });
    return { code, css };
  }

  const evaluate = (filePath) => {
    if (!evaluations.has(filePath)) evaluations.set(filePath, evaluateFile(filePath));
    return evaluations.get(filePath);
  };

  return {
    name: 'vanilla-css-text',
    resolveId(source, importer) {
      if (!source.endsWith(`.css${INLINE}`) || !importer) return null;
      return `${resolve(importer, '..', source.slice(0, -INLINE.length))}.ts${INLINE}`;
    },
    async load(id) {
      if (!id.endsWith(`.css.ts${INLINE}`)) return null;
      const { css } = await evaluate(id.slice(0, -INLINE.length));
      return `export default ${JSON.stringify(css)};`;
    },
    async transform(_code, id) {
      if (!id.endsWith('.css.ts')) return null;
      return { code: (await evaluate(id)).code, map: { mappings: '' } };
    },
  };
}
