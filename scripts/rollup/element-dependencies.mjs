// Each element's chunks, written into the autoloader: it asks for them together with the element,
// instead of the browser finding them only once the element's own file has arrived.
import MagicString from 'magic-string';

const PLACEHOLDER = '__ELEMENT_DEPENDENCIES__';

/** The files `fileName` reaches through static imports, itself excluded, in a stable order. */
function staticImports(fileName, chunks) {
  const reached = new Set();
  const visit = (name) => {
    for (const imported of chunks[name]?.imports ?? []) {
      if (reached.has(imported)) continue;
      reached.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return [...reached];
}

/**
 * Replaces `__ELEMENT_DEPENDENCIES__` in `loaderFile` with `{ tag: [file, ...] }` for every
 * `elements/<tag>.js` entry, paths relative to the output folder. Runs before minification,
 * so the source map still fits.
 */
export function elementDependencies({ loaderFile }) {
  return {
    name: 'element-dependencies',
    renderChunk(code, chunk, _options, { chunks }) {
      if (chunk.fileName !== loaderFile) return null;
      const start = code.indexOf(PLACEHOLDER);
      if (start < 0) this.error(`${loaderFile} has no ${PLACEHOLDER} to fill in`);
      const dependencies = Object.fromEntries(
        Object.values(chunks)
          .filter((rendered) => rendered.isEntry && rendered.fileName.startsWith('elements/'))
          .map((rendered) => [rendered.fileName.slice('elements/'.length, -'.js'.length), staticImports(rendered.fileName, chunks)]),
      );
      const edited = new MagicString(code);
      edited.overwrite(start, start + PLACEHOLDER.length, JSON.stringify(dependencies));
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
