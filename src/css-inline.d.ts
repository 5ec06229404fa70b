/** The CSS text that a vanilla-extract `.css.ts` file generates, extracted at build time. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
