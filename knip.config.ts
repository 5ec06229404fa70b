import type { KnipConfig } from 'knip';

// Knip's own plugins already find the SDK entries (index, define, autoload: the rollup inputs),
// server/main.ts and server/seed/cli.ts (package.json scripts), the vitest and eslint configs and
// drizzle.config.ts. Listed here is what they cannot see.
const config: KnipConfig = {
  entry: [
    'src/widgets/*/index.ts',
    'storefront/main.ts',
    'scripts/*.{ts,mjs}',
    'bench/*.ts',
    // Browser tests run under web-test-runner, which knip has no plugin for.
    'tests/**/*.test.ts',
    'web-test-runner.config.ts',
    'custom-elements-manifest.config.mjs',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'storefront/**/*.ts',
    'server/**/*.ts',
    'scripts/**/*.{ts,mjs}',
    'bench/**/*.ts',
    'tests/**/*.ts',
    '*.{ts,js,mjs}',
  ],
};

export default config;
