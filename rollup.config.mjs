import { readdirSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import ts from 'typescript';
import { elementDependencies } from './scripts/rollup/element-dependencies.mjs';
import { precompress } from './scripts/rollup/precompress.mjs';
import { vanillaCssText } from './scripts/rollup/vanilla-css-text.mjs';

const root = process.cwd();
const TSCONFIG = 'src/tsconfig.build.json';
const OUT = 'dist/sdk';
const widgets = readdirSync('src/widgets', { withFileTypes: true }).filter((entry) => entry.isDirectory());

const elementEntries = widgets.map(({ name }) => resolve(root, 'src/widgets', name, 'index.ts'));

/** The modules that `entry` reaches through static imports. */
function staticallyReached(entry, getModuleInfo) {
  const reached = new Set([entry]);
  for (const id of reached) {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) reached.add(imported);
  }
  return reached;
}

/**
 * The runtime chunk holds what every element needs: the modules that each element entry reaches.
 * The rest is left to rollup, which splits it into chunks shared by just the elements that load them.
 */
function runtimeChunk() {
  let runtime;
  return (id, { getModuleInfo }) => {
    if (!runtime) {
      const [first, ...others] = elementEntries.map((entry) => staticallyReached(entry, getModuleInfo));
      runtime = new Set([...first].filter((module) => others.every((reached) => reached.has(module))));
    }
    return runtime.has(id) ? 'runtime' : undefined;
  };
}

/** Empties dist/sdk first: chunks a previous build left behind would be served and measured. */
function cleanOutput() {
  return {
    name: 'clean-output',
    buildStart() {
      rmSync(OUT, { recursive: true, force: true });
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
      const cem = fileURLToPath(import.meta.resolve('@custom-elements-manifest/analyzer/cem.js'));
      execFileSync(process.execPath, [cem, 'analyze', '--quiet'], {
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
    // The stores and actions without any element: a page that routes to elements (the storefront)
    // shares their state while the autoloader fetches only the elements on the page.
    store: 'src/store/index.ts',
    ...Object.fromEntries(widgets.map(({ name }) => [`elements/lapasar-${name}`, `src/widgets/${name}/index.ts`])),
  },
  output: {
    dir: OUT,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => (chunk.name === 'runtime' ? 'runtime.js' : 'chunks/[name].js'),
    manualChunks: runtimeChunk(),
    // Small shared chunks are merged into ones loaded in the same cases: a page fetches a few
    // files instead of dozens of sub-kilobyte ones, each a round trip on an HTTP/1.1 connection.
    experimentalMinChunkSize: 4000,
    sourcemap: true,
  },
  preserveEntrySignatures: 'exports-only',
  plugins: [
    cleanOutput(),
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
    elementDependencies({ loaderFile: 'autoload.js' }),
    terser({ compress: { passes: 2 }, format: { comments: false } }),
    declarations(),
    manifest(),
    precompress(OUT),
  ],
  onwarn(warning, warn) {
    // React's packages mark "use client" directives that mean nothing in a bundle.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
