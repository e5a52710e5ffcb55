/**
 * The script-tag build's side files (dist/retail-sync.hosted.js, dist/retail-sync.es.js, ...) sit
 * next to the bundle: resolved against the bundle's own <script>, read while it runs (so only the
 * script-tag bundle and the loader may import this module; the npm build never does).
 */
const base = (document.currentScript as HTMLScriptElement | null)?.src || document.baseURI;

/**
 * The Trusted Types policy this bundle names (docs/security-and-csp.md), a build-time
 * constant so that the widget (`retail-sync`) and the loader (`retail-sync-loader`), which both load
 * files, each create their own once, and a `trusted-types` directive can list both without
 * 'allow-duplicates'.
 */
declare const __RETAIL_SYNC_POLICY__: string | undefined;

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

let policy: ScriptUrlPolicy | undefined;

/**
 * `url` as `script.src` takes it. Under `require-trusted-types-for 'script'` that is a
 * TrustedScriptURL, never a string, so where the browser has Trusted Types the URL goes through our
 * policy, which passes only files of the bundle's own directory: nothing else can use it to load a
 * script. Created on the first side file, so a page that loads none sees no policy at all.
 */
function scriptUrl(url: string): string {
  const trustedTypes = (
    window as {
      trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy };
    }
  ).trustedTypes;
  if (!trustedTypes) return url;
  const directory = new URL('./', base).href;
  policy ??= trustedTypes.createPolicy(
    typeof __RETAIL_SYNC_POLICY__ === 'string' ? __RETAIL_SYNC_POLICY__ : 'retail-sync',
    {
      createScriptURL(input) {
        if (!input.startsWith(directory) || input.slice(directory.length).includes('/'))
          throw new TypeError(`RetailSync: ${input} is not a file of ${directory}`);
        return input;
      },
    },
  );
  // A TrustedScriptURL, which `src` takes as it is; typed as the string it stands for.
  return policy.createScriptURL(url) as string;
}

/** A side file's name and SRI hash, written in at build time. */
export interface SideFile {
  readonly file: string;
  readonly integrity: string;
}

/** In flight only, per file: once a file has run, its global answers; after a failure the next call loads again. */
const loading = new Map<string, Promise<unknown>>();

/** Appends `file` as a classic script with its SRI hash; settles once it has run or failed to load. */
function runScript(file: string, integrity: string): Promise<void> {
  return new Promise((settle) => {
    const script = document.createElement('script');
    script.src = scriptUrl(new URL(file, base).href);
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    script.onload = () => settle();
    script.onerror = () => settle();
    document.head.append(script);
  });
}

/** Runs `file`, then takes what it defined. A failed request and a file that defines nothing end the same way. */
async function load<T>(file: string, integrity: string, take: () => T | undefined): Promise<T> {
  try {
    await runScript(file, integrity);
  } finally {
    loading.delete(file);
  }
  const defined = take();
  if (!defined) throw new Error(`RetailSync: ${file} failed to load or defined nothing`);
  return defined;
}

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
  // The same file, so the same global and `take`: the calls made while it loads share one promise.
  let pending = loading.get(file);
  if (!pending) {
    pending = load(file, integrity, take);
    loading.set(file, pending);
  }
  return pending as Promise<T>;
}
