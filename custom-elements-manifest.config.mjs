export default {
  globs: ['src/widgets/*/index.ts'],
  exclude: ['**/*.css.ts'],
  outdir: 'dist/sdk',
  dev: false,
};
