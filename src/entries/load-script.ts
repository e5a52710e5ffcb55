/**
 * Runs one of the script-tag build's side files (dist/retail-sync.hosted.js, ...) as a classic
 * script with its SRI hash, so a host CSP that allows the bundle's origin allows it too. The file
 * hands over what it defines through a `window` global, which `take` reads once it has run: a file
 * that failed, or ran and defined nothing, rejects.
 */
export function loadScript<T>(src: string, integrity: string, take: () => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const fail = (): void => reject(new Error(`RetailSync: ${src} failed to load`));
    document.head.append(Object.assign(document.createElement('script'), {
      src,
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
