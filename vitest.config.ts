import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Files and tests run in random order, so no test can lean on another's leftovers. Set at the
    // root: vitest 4.1 ignores `sequence` in a project's config (vitest-dev/vitest#9645).
    sequence: { shuffle: true },
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are heavy; two files at once is what two cores can carry.
          maxWorkers: 2,
        },
      },
      { test: { name: 'size', include: ['tests/size/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Pages wait for the server and for the spec's timers (a quick-add dialog closes after 1.5 s).
          expect: { poll: { timeout: 5000 } },
        },
      },
      {
        test: {
          name: 'workshop',
          include: ['tests/workshop/**/*.test.ts'],
          environment: 'node',
          // Building the workshop and opening every story in Chromium.
          testTimeout: 600_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
