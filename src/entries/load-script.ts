/**
 * The script-tag build's side files (dist/retail-sync.hosted.js, ...) sit next to the bundle:
 * resolved against the bundle's own <script>, read while it runs (so only the script-tag bundle may
 * import this module).
 */
const base = (document.currentScript as HTMLScriptElement | null)?.src || document.baseURI;

/**
 * Runs one side file as a classic script with its SRI hash, so a host CSP that allows the bundle's
 * origin allows it too. The file hands over what it defines through a `window` global, which `take`
 * reads once it has run: a file that failed, or ran and defined nothing, rejects.
 */
export function loadSideFile<T>(file: string, integrity: string, take: () => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const fail = (): void => reject(new Error(`RetailSync: ${file} failed to load`));
    document.head.append(Object.assign(document.createElement('script'), {
      src: new URL(file, base).href,
      integrity,
      crossOrigin: 'anonymous',
      onload: () => {
        const taken = take();
        if (taken) resolve(taken);
        else fail();
      },
      onerror: fail,
    }));
  });
}
