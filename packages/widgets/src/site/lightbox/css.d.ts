/** Vite's `?inline` import: the stylesheet's text, bundled into the chunk that imports it. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
