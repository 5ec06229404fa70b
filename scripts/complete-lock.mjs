// The registry mirror of the build machines serves only the platform binaries of its own
// platforms, so `npm install` there writes a lock without rollup's other optional platform
// packages, and `npm ci` then rejects the lock. This restores their entries (os, cpu and libc
// included, so npm skips them off their platform). Run it after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const CPU = { arm: 'arm', eabi: 'arm', arm64: 'arm64', x64: 'x64', ia32: 'ia32', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' };

function platformOf(name) {
  // e.g. @rollup/rollup-linux-arm-musleabihf -> linux, arm, musl
  const [os, arch, abi = ''] = name.replace(/^@rollup\/rollup-/, '').split('-');
  const entry = { os: [os], cpu: [CPU[arch]] };
  if (os === 'linux') entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (!name.startsWith('@rollup/rollup-')) continue;
    const key = `${path ? `${path}/` : ''}node_modules/${name}`.replace(/^\//, '');
    if (packages[key]) continue;
    const { os, cpu, libc } = platformOf(name);
    packages[key] = { version, cpu, dev: meta.dev, license: 'MIT', optional: true, os, ...(libc ? { libc } : {}) };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries restored`);
