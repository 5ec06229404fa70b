import { readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { compile, processVanillaFile } from '@vanilla-extract/integration';
import ts from 'typescript';

const root = process.cwd();
const TSCONFIG = 'src/tsconfig.build.json';
const widgets = readdirSync('src/widgets', { withFileTypes: true }).filter((entry) => entry.isDirectory());

// What every element needs: one runtime chunk (React, r2wc, nanostores, ofetch, api, stores,
// theme, rules and the element plumbing). Larger shared React parts (dialogs, the category
// flyout) are split by rollup into chunks loaded only by the elements that use them.
const RUNTIME = /node_modules|\/src\/(api|store|theme|lib)\/|\/src\/ui\/(custom-element|events|ui\.css)\.ts/;
// Browsing rules and calls serve the listing elements only, and data loading (the query stores and
// @nanostores/query) the elements that load data; they go to shared chunks so that the runtime
// every element loads stays within its budget.
const NOT_RUNTIME = /\/src\/(api\/(products|search|vendors|cart|wishlist)|lib\/(pagination|filters|search-filter|moq|sort|product|product-detail|stock-error|add-to-cart)|store\/(query|fetchers))\.ts$|\/node_modules\/(@nanostores\/query|nanoevents)\//;
const inRuntime = (id) => RUNTIME.test(id) && !NOT_RUNTIME.test(id);

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
 * vanilla-extract at build time: a `.css.ts` module becomes its class-name exports, and
 * `import css from './x.css?inline'` becomes that file's CSS text (for a constructed sheet).
 * Both come from one evaluation per file, so class names always match the CSS.
 */
function vanillaCssText() {
  const results = new Map();
  const evaluate = (filePath) => {
    if (!results.has(filePath)) {
      results.set(filePath, (async () => {
        const { source } = await compile({ filePath, cwd: root, identOption: 'short' });
        let css = '';
        const code = await processVanillaFile({
          source,
          filePath,
          identOption: 'short',
          // Keep only this file's own CSS; imported style files carry theirs.
          serializeVirtualCssPath: ({ fileScope, source: text }) => {
            if (resolve(root, fileScope.filePath) === filePath) css = minifyCss(text);
            return '';
          },
        });
        return { code, css };
      })());
    }
    return results.get(filePath);
  };
  return {
    name: 'vanilla-css-text',
    async resolveId(source, importer) {
      if (!source.endsWith('.css?inline')) return null;
      const target = resolve(importer, '..', `${source.slice(0, -'?inline'.length)}.ts`);
      return `${target}?inline`;
    },
    async load(id) {
      if (!id.endsWith('.css.ts?inline')) return null;
      const { css } = await evaluate(id.slice(0, -'?inline'.length));
      return `export default ${JSON.stringify(css)};`;
    },
    async transform(_code, id) {
      if (!id.endsWith('.css.ts')) return null;
      return { code: (await evaluate(id)).code, map: { mappings: '' } };
    },
  };
}

/** Declarations for the public API into dist/types (rollup's TS plugin only writes inside dist/sdk). */
function declarations() {
  return {
    name: 'declarations',
    writeBundle() {
      const { config } = ts.readConfigFile(TSCONFIG, ts.sys.readFile);
      const { options } = ts.parseJsonConfigFileContent(config, ts.sys, resolve(root, 'src'));
      const program = ts.createProgram(['src/index.ts', 'src/define.ts', 'src/css-inline.d.ts'], {
        ...options,
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: 'src',
        declarationDir: 'dist/types',
      });
      const { diagnostics } = program.emit();
      if (diagnostics.length > 0) this.error(ts.formatDiagnostics(diagnostics, ts.createCompilerHost(options)));
    },
  };
}

/** custom-elements.json from the elements' JSDoc, next to the bundle. */
function manifest() {
  return {
    name: 'custom-elements-manifest',
    writeBundle() {
      execFileSync(process.execPath, ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--quiet'], {
        stdio: 'inherit',
      });
    },
  };
}

export default {
  input: {
    index: 'src/index.ts',
    define: 'src/define.ts',
    autoload: 'src/autoload.ts',
    ...Object.fromEntries(widgets.map(({ name }) => [`elements/lapasar-${name}`, `src/widgets/${name}/index.ts`])),
  },
  output: {
    dir: 'dist/sdk',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => (chunk.name === 'runtime' ? 'runtime.js' : 'chunks/[name].js'),
    manualChunks: (id) => (inRuntime(id.replace(/\\/g, '/')) ? 'runtime' : undefined),
    sourcemap: true,
  },
  preserveEntrySignatures: 'exports-only',
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    vanillaCssText(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    typescript({
      tsconfig: TSCONFIG,
      include: ['src/**/*.ts', 'src/**/*.tsx'],
      exclude: ['**/*.css.ts'],
      compilerOptions: { noEmit: false, declaration: false, sourceMap: true },
      noEmitOnError: true,
    }),
    terser({ compress: { passes: 2 }, format: { comments: false } }),
    declarations(),
    manifest(),
  ],
  onwarn(warning, warn) {
    // React's packages mark "use client" directives that mean nothing in a bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

