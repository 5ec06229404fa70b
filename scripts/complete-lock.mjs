// The registry mirror of the build machines serves only the platform binaries of its own
// platforms, so `npm install` there writes a lock without the other optional platform packages
// (rollup's, oxc-parser's, unrs-resolver's, ...), and `npm ci` then rejects the lock. This
// restores their entries (os, cpu and libc included, so npm skips them off their platform).
// Run it after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const CPU = {
  arm: 'arm',
  eabi: 'arm',
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

const OS = new Set(['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32']);

/**
 * The platform a binary package is for, from its name, or null for any other package:
 * @rollup/rollup-linux-arm-musleabihf -> linux, arm, musl; @unrs/resolver-binding-wasm32-wasi -> wasm32.
 */
function platformOf(name) {
  const base = name
    .split('/')
    .pop()
    .replace(/^(rollup|binding|resolver-binding)-/, '');
  const [os, arch, abi = ''] = base.split('-');
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  if (!OS.has(os) || !CPU[arch]) return null;
  const entry = { os: [os], cpu: [CPU[arch]] };
  if (os === 'linux') entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    if (!platform) continue;
    const key = `${path ? `${path}/` : ''}node_modules/${name}`.replace(/^\//, '');
    // npm hoists a binary to the top when nothing else claims its name.
    if (packages[key] || packages[`node_modules/${name}`]) continue;
    packages[key] = { version, ...platform, dev: meta.dev, license: 'MIT', optional: true };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries restored`);
