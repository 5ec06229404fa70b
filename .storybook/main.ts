import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/web-components-vite';
import type { Plugin } from 'vite';

const sdkDir = fileURLToPath(new URL('../dist/sdk', import.meta.url));
const manifestPath = `${sdkDir}/custom-elements.json`;

const MANIFEST_MODULE = 'virtual:lapasar/custom-elements';

/** The built SDK's Custom Elements Manifest as a module, for the controls and docs pages. */
const customElementsManifest: Plugin = {
  name: 'lapasar-custom-elements-manifest',
  resolveId: (id) => (id === MANIFEST_MODULE ? `\0${MANIFEST_MODULE}` : undefined),
  load: (id) => (id === `\0${MANIFEST_MODULE}` ? `export default ${readFileSync(manifestPath, 'utf8')};` : undefined),
};

const config: StorybookConfig = {
  framework: '@storybook/web-components-vite',
  stories: ['../workshop/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The stories load the SDK exactly as built, as a host page does, from sdk/ beside the preview.
  staticDirs: [{ from: '../dist/sdk', to: '/sdk' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Checked when the workshop is built or served, not when the file is read (knip reads it before any build).
  viteFinal: (vite) => {
    if (!existsSync(manifestPath)) throw new Error('The workshop shows the built SDK (dist/sdk): run `npm run build` first.');
    return { ...vite, plugins: [...(vite.plugins ?? []), customElementsManifest] };
  },
};

export default config;
