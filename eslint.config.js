import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SOURCE = ['**/*.{ts,tsx,js,mjs}'];

/** A zone: files under `target` may not import from any of `from`; `message` says why. */
const zone = (target, from, message) => ({ target, from, message });

const widgets = readdirSync(new URL('src/widgets', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory());

// Imports flow down only (ARCHITECTURE.md): lib → contract → api → store → ui → widgets → storefront,
// and the server takes only src/lib and src/contract from src/.
const layerZones = [
  zone(
    'src/lib',
    ['src/contract', 'src/api', 'src/store', 'src/theme', 'src/ui', 'src/widgets', 'storefront', 'server'],
    'src/lib holds pure rules at the bottom of every layer: it imports nothing from the project.',
  ),
  zone(
    'src/contract',
    ['src/api', 'src/store', 'src/theme', 'src/ui', 'src/widgets', 'storefront', 'server'],
    'src/contract sits below everything but src/lib: the browser and the server build on it, not the reverse.',
  ),
  zone(
    'src/api',
    ['src/store', 'src/theme', 'src/ui', 'src/widgets', 'storefront', 'server'],
    'src/api sits below src/store: pass what it needs (base URL, token, location) in instead.',
  ),
  zone(
    'src/store',
    ['src/ui', 'src/widgets', 'storefront', 'server'],
    'src/store sits below src/ui: stores hold state and loading, never React parts or elements.',
  ),
  zone(
    'src/ui',
    ['src/widgets', 'storefront', 'server'],
    'src/ui holds parts shared by elements: it never imports an element or the storefront.',
  ),
  ...widgets.map(({ name }) => ({
    target: `src/widgets/${name}`,
    from: 'src/widgets',
    except: [`./${name}`],
    message: 'A widget never imports another widget: move the shared piece down to src/ui or src/lib.',
  })),
  zone('storefront', ['server'], 'The storefront is a host page of the SDK: it talks to the server over HTTP only.'),
  zone(
    'server',
    ['src/api', 'src/store', 'src/theme', 'src/ui', 'src/widgets', 'storefront'],
    'The server takes only src/lib and src/contract from the browser side.',
  ),
  zone(
    'server/routes',
    ['server/db', 'server/queries'],
    'A route parses, authorises, calls one service and shapes the answer: data access goes through server/services.',
  ),
  zone('server/pages', ['server/db', 'server/queries'], 'A server-rendered page, like a route, reads its data through server/services.'),
  zone('server/services', ['server/routes', 'server/pages'], 'Services sit below routes and pages: a service never imports either.'),
  zone('server/queries', ['server/routes', 'server/pages', 'server/services'], 'Queries sit below services: they hold the SQL only.'),
  zone(
    'server/db',
    ['server/routes', 'server/pages', 'server/services', 'server/queries'],
    'server/db (schema, migrations, client) sits at the bottom of the server.',
  ),
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', 'node_modules/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  // Import direction: the layers of ARCHITECTURE.md, and no cycles anywhere.
  {
    files: SOURCE,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The browser takes only types from the contract, so zod never reaches the bundle.
  {
    files: ['src/{api,store,theme,ui,widgets}/**/*.{ts,tsx}', 'src/*.ts', 'storefront/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract', '**/contract/*', 'zod', 'zod/*'],
              allowTypeImports: true,
              message: 'Browser code imports only types from the contract (`import type`): zod stays on the server.',
            },
          ],
        },
      ],
    },
  },
  // Pure rules and the contract run in the browser and on the server alike: no DOM, no Node, no React.
  {
    files: ['src/lib/**/*.ts', 'src/contract/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'fetch', 'process', 'Buffer', 'require'].map(
          (name) => ({ name, message: 'src/lib and src/contract run on both tiers: pass the value in instead.' }),
        ),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-dom', 'react/*', 'nanostores', '@nanostores/*', 'ofetch', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'src/lib and src/contract are pure: no platform, UI, store, HTTP or database imports.',
            },
          ],
        },
      ],
    },
  },
  // A route module never touches the database itself.
  {
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Routes call services; SQL lives in server/queries.' }],
          patterns: [{ group: ['drizzle-orm/*'], message: 'Routes call services; SQL lives in server/queries.' }],
        },
      ],
    },
  },
  // React's hook rules (and the React Compiler's checks) on every element and shared part.
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
);
