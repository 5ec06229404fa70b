/// <reference types="vite/client" />

declare module 'virtual:lapasar/custom-elements' {
  /** dist/sdk/custom-elements.json (.storybook/main.ts). */
  const manifest: object;
  export default manifest;
}
