// The module the bundler-rules plugin makes (index.ts).
declare module '@lazy-loading/docsearch-modal-css' {
  const css: string;
  export default css;
}
