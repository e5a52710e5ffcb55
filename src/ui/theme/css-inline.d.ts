/**
 * Vite's `?inline` query on a stylesheet: the module's default export is the CSS text (minified in
 * the builds that set build.cssMinify). Declared here rather than through `vite/client`, whose
 * ambient types (import.meta.env, asset imports) the sources do not otherwise use; tsconfig.build.json
 * lists this file, since the declaration build only follows imports from the package's entries.
 */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
