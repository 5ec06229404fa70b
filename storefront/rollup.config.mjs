// The reference storefront: a small router script over the SDK, which it loads from /sdk/ like
// any host page, so the storefront and its elements share one runtime and one set of stores.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { precompress } from '../scripts/rollup/precompress.mjs';

const out = 'dist/storefront';
/** SDK modules the storefront takes from the served SDK rather than bundling its own copy. */
const SDK_MODULES = new Map([[resolve('src/store/index'), '/sdk/store.js']]);

/** Imports of the SDK's stores become the served /sdk/store.js, which loads no element. */
function sdkExternal() {
  return {
    name: 'sdk-external',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const served = SDK_MODULES.get(resolve(dirname(importer), source).replace(/\.ts$/, ''));
      return served ? { id: served, external: true } : null;
    },
  };
}

/** Elements on every page (index.html), whose scripts the page preloads. */
const PAGE_ELEMENTS = ['lapasar-config', 'lapasar-header', 'lapasar-login'];
const SDK_DIR = 'dist/sdk';

/**
 * The served SDK files that `files` import, with them: rollup lifts an element's chunks into its
 * own imports, so these are what the browser would otherwise find one round trip at a time.
 */
async function withImports(files) {
  const found = new Set(files);
  for (const file of found) {
    const code = await readFile(`${SDK_DIR}/${file}`, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)) {
      found.add(posix.join(posix.dirname(file), specifier));
    }
  }
  return [...found];
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

/**
 * The built page in Bahasa Malaysia (index.ms.html, which the server sends when the storefront's
 * locale cookie says Malay): its lang, description and every data-text element's words from the
 * storefront's Malay catalogue.
 */
function inMalay(page, text) {
  const worded = page.replace(/(<(\w+)\b[^>]*\sdata-text="(\w+)"[^>]*>)[^<]*(<\/\2>)/g, (_match, open, _tag, key, close) => {
    if (typeof text[key] !== 'string') throw new Error(`The storefront's Malay catalogue has no ${key} for index.html`);
    return `${open}${escapeHtml(text[key])}${close}`;
  });
  return worded
    .replace('<html lang="en">', '<html lang="ms">')
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(text.description)}$2`);
}

/** Empties the output first: hashed scripts of earlier builds would pile up. */
function cleanOutput() {
  return {
    name: 'clean-output',
    async buildStart() {
      await rm(out, { recursive: true, force: true });
    },
  };
}

/**
 * index.html with the hashed script's name and the stylesheet inlined: it is small, and a
 * separate file would hold up the first paint for a round trip.
 */
function page() {
  return {
    name: 'storefront-page',
    async writeBundle(_options, bundle) {
      const main = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!main) this.error('The storefront bundle has no entry chunk');
      const html = await readFile('storefront/index.html', 'utf8');
      const css = (await readFile('storefront/styles.css', 'utf8')).trim();
      const liveChat = (process.env.LAPASAR_LIVE_CHAT_SRC ?? '').replaceAll('"', '&quot;');
      const preloaded = await withImports(['autoload.js', 'store.js', ...PAGE_ELEMENTS.map((tag) => `elements/${tag}.js`)]);
      // The storefront's chunks (the router main.js starts after the first paint) but main.js, which the page loads.
      const ownChunks = Object.values(bundle).filter((file) => file.type === 'chunk' && file !== main);
      const preloads = [...preloaded.map((file) => `/sdk/${file}`), ...ownChunks.map((file) => `/${file.fileName}`)]
        .map((href) => `<link rel="modulepreload" href="${href}" />`)
        .join('\n    ');
      const built = html
        .replace('%LIVE_CHAT_SRC%', liveChat)
        .replace('%MODULE_PRELOADS%', preloads)
        .replace('%MAIN_SCRIPT%', `/${main.fileName}`)
        .replace('<link rel="stylesheet" href="/storefront.css" />', `<style>\n${css}\n    </style>`);
      await writeFile(`${out}/index.html`, built);
      const malay = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith('storefront/strings.ms.ts'),
      );
      if (!malay) this.error('The storefront bundle has no chunk of its Malay catalogue (storefront/strings.ms.ts)');
      const { default: text } = await import(pathToFileURL(resolve(out, malay.fileName)).href);
      await writeFile(`${out}/index.ms.html`, inMalay(built, text));
      await mkdir(`${out}/images`, { recursive: true });
      await copyFile('storefront/images/logo.svg', `${out}/images/logo.svg`);
    },
  };
}

export default {
  input: 'storefront/main.ts',
  // Keep '/sdk/store.js' as written: the page and its elements must load the very same module.
  makeAbsoluteExternalsRelative: false,
  output: { dir: out, entryFileNames: 'main-[hash].js', chunkFileNames: '[name]-[hash].js', format: 'es', sourcemap: true },
  plugins: [
    cleanOutput(),
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
    precompress(out),
  ],
};
