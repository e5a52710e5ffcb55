/**
 * The script-tag build's side files (dist/retail-sync.hosted.js, dist/retail-sync.es.js, ...) sit
 * next to the bundle: resolved against the bundle's own <script>, read while it runs (so only the
 * script-tag bundle and the loader may import this module; the npm build never does).
 */
const base = (document.currentScript as HTMLScriptElement | null)?.src || document.baseURI;

/** A side file's name and SRI hash, written in at build time. */
export interface SideFile {
  readonly file: string;
  readonly integrity: string;
}

/** In flight only, per file: once a file has run, its global answers; after a failure the next call loads again. */
const loading: Record<string, Promise<unknown>> = {};

/**
 * Runs one side file as a classic script with its SRI hash, so a host CSP that allows the bundle's
 * origin allows it too, and once however many calls come before it has run. The file hands over
 * what it defines through a `window` global, which `take` reads (only what it checks counts: an
 * element with a matching id is a `window` property too): already there, nothing is loaded; a file
 * that failed, or ran and defined nothing, rejects.
 */
export function loadSideFile<T>({ file, integrity }: SideFile, take: () => T | undefined): Promise<T> {
  const taken = take();
  if (taken) return Promise.resolve(taken);
  // The same file, so the same global and `take`: the promise is the first call's.
  return (loading[file] ??= new Promise<T>((resolve, reject) => {
    // A failed request and a file that defines nothing end the same way.
    const settle = (): void => {
      const defined = take();
      if (defined) resolve(defined);
      else reject(new Error(`RetailSync: ${file} failed to load or defined nothing`));
    };
    document.head.append(Object.assign(document.createElement('script'), {
      src: new URL(file, base).href,
      integrity,
      crossOrigin: 'anonymous',
      onload: settle,
      onerror: settle,
    }));
  }).finally(() => delete loading[file])) as Promise<T>;
}
