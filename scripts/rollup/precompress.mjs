// Brotli and gzip copies of every text file in a build folder, so the server sends compressed
// files without spending CPU on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:js|css|html|json|svg|map)$/;
// Below this, compression saves less than the headers it adds.
const MIN_BYTES = 1024;

async function textFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && TEXT.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `dir` once the bundle is written. */
export function precompress(dir) {
  return {
    name: 'precompress',
    writeBundle: {
      // After the other plugins' files (the page, the manifest) are on disk.
      order: 'post',
      sequential: true,
      async handler() {
        for (const file of await textFiles(dir)) {
          const content = await readFile(file);
          if (content.length < MIN_BYTES) continue;
          await writeFile(
            `${file}.br`,
            brotliCompressSync(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
          );
          await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
