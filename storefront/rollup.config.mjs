// The reference storefront: a small router script over the SDK, which it loads from /sdk/ like
// any host page, so the storefront and its elements share one runtime and one set of stores.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const out = 'dist/storefront';
const SDK_ENTRY = resolve('src/index');

/** Imports of the SDK's public entry become the served /sdk/index.js. */
function sdkExternal() {
  return {
    name: 'sdk-external',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const target = resolve(dirname(importer), source).replace(/\.ts$/, '');
      return target === SDK_ENTRY ? { id: '/sdk/index.js', external: true } : null;
    },
  };
}

function page() {
  return {
    name: 'storefront-page',
    async writeBundle() {
      await mkdir(out, { recursive: true });
      const html = await readFile('storefront/index.html', 'utf8');
      const liveChat = (process.env.LAPASAR_LIVE_CHAT_SRC ?? '').replaceAll('"', '&quot;');
      await writeFile(`${out}/index.html`, html.replace('%LIVE_CHAT_SRC%', liveChat));
      await copyFile('storefront/styles.css', `${out}/storefront.css`);
      await mkdir(`${out}/images`, { recursive: true });
      await copyFile('storefront/images/logo.svg', `${out}/images/logo.svg`);
    },
  };
}

export default {
  input: 'storefront/main.ts',
  // Keep '/sdk/index.js' as written: the page and its elements must load the very same module.
  makeAbsoluteExternalsRelative: false,
  output: { file: `${out}/main.js`, format: 'es', sourcemap: true },
  plugins: [
    sdkExternal(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true }),
    typescript({
      tsconfig: 'tsconfig.json',
      include: ['storefront/**/*.ts', 'src/**/*.ts'],
      compilerOptions: { noEmit: false, declaration: false, sourceMap: true, outDir: out },
      outputToFilesystem: false,
    }),
    terser(),
    page(),
  ],
};
