import type { TestRunnerConfig, TestRunnerPlugin } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import ts from 'typescript';
import { startServer, type RunningServer } from './server/serve';
import { chromiumArgs, findChromium } from './tests/support/chromium';

let api: RunningServer | undefined;

/** The reference API for the elements under test: in memory, small, started once per run. */
const referenceServer: TestRunnerPlugin = {
  name: 'lapasar-reference-server',
  async serverStart() {
    // A low KDF cost keeps seeding and logins fast; the cost itself is the server suite's concern.
    api = await startServer({ port: 0, dataDir: 'memory', demoData: true, seedProducts: 200, kdfLogN: 10, quiet: true });
  },
  async serverStop() {
    await api?.close();
  },
};

/** Browser tests are TypeScript; strip the types (the type check runs separately). */
const typescriptTests: TestRunnerPlugin = {
  name: 'typescript-tests',
  resolveMimeType(context) {
    if (context.path.endsWith('.ts')) return 'js';
  },
  transform(context) {
    if (!context.path.endsWith('.ts')) return;
    const { outputText } = ts.transpileModule(String(context.body), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    });
    return { body: outputText };
  },
};

const config: TestRunnerConfig = {
  files: 'tests/browser/**/*.test.ts',
  nodeResolve: true,
  // Test files share one origin and so one localStorage: one page at a time.
  concurrency: 1,
  testsFinishTimeout: 180_000,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChromium(), headless: true, args: chromiumArgs },
    }),
  ],
  plugins: [referenceServer, typescriptTests],
  testFramework: { config: { timeout: 20_000 } },
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><title>LaPasar element test</title></head>
  <body>
    <script>window.LAPASAR_TEST_API = ${JSON.stringify(`${api?.url}/api`)};</script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};

export default config;
