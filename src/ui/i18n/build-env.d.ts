/**
 * The one build-time switch the UI reads. build/script-tag.config.ts defines
 * `import.meta.env.RETAIL_SYNC_CATALOGUE_FILES` as `true`; every other build (the npm package, the
 * hosted page), the dev server and the tests leave it undefined. Declared here rather than through
 * `vite/client`, whose other ambient types the sources do not use; tsconfig.build.json lists this file.
 */
interface ImportMetaEnv {
  readonly RETAIL_SYNC_CATALOGUE_FILES?: true;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
