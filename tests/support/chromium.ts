import { existsSync } from 'node:fs';

/** Flags for a machine with no network but loopback: without them Chromium calls home at start. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** The system Chromium: CHROME_PATH, else /usr/bin/chromium; a clear message when neither exists. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found. Set CHROME_PATH to a Chromium or Chrome binary, or install one: ' +
        'apt-get update && apt-get install -y chromium',
    );
  }
  return found;
}
