import { takeBreaches } from './contract-check';

/** Fails the test when a faked call or answer broke the API contract since the last check. */
function failOnBreaches(this: unknown): void {
  const found = takeBreaches();
  if (found.length === 0) return;
  const test = (this as { currentTest?: { fullTitle(): string } }).currentTest;
  throw new Error(
    `${test ? `In "${test.fullTitle()}", a` : 'A'} faked call or answer breaks the API contract (src/contract):\n${found.join('\n')}`,
  );
}

// Registered by whichever test file imports the support (or this file): a breach fails the test it happened in.
afterEach(failOnBreaches);
after(failOnBreaches);
