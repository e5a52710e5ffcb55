import { createHash } from 'node:crypto';

/** Subresource Integrity value (`sha384-<base64>`) of a file's exact bytes. */
export function sriOf(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The markers around the README's script-tag snippet; everything between them is generated. */
export const SNIPPET_START = '<!-- script-tag-snippet:start (written by npm run build:script) -->';
export const SNIPPET_END = '<!-- script-tag-snippet:end -->';

/** The snippet a host page pastes. The integrity value changes with every change to the bundle. */
export function scriptTagSnippet(integrity: string, version: string): string {
  return [
    '```html',
    `<!-- RetailSync ${version}: serve dist/retail-sync.js (and its .map) yourself or from a CDN -->`,
    `<script src="/retail-sync.js" integrity="${integrity}" crossorigin="anonymous"></script>`,
    '<retail-sync-widget client-id="retailsync-demo" issuer="http://localhost:4010/oauth"',
    '  api-base-url="http://localhost:4010/b" variant="B"></retail-sync-widget>',
    '```',
  ].join('\n');
}

/** Replaces the text between the markers; throws if they are missing so a moved README is noticed. */
export function withSnippet(readme: string, snippet: string): string {
  const start = readme.indexOf(SNIPPET_START);
  const end = readme.indexOf(SNIPPET_END);
  if (start < 0 || end < start) throw new Error(`README.md: the markers ${SNIPPET_START} ... ${SNIPPET_END} are missing`);
  return `${readme.slice(0, start + SNIPPET_START.length)}\n${snippet}\n${readme.slice(end)}`;
}

/** The integrity value the README's snippet carries, or `undefined` when it has none. */
export function integrityInReadme(readme: string): string | undefined {
  const start = readme.indexOf(SNIPPET_START);
  const end = readme.indexOf(SNIPPET_END);
  if (start < 0 || end < start) return undefined;
  return /integrity="(sha384-[A-Za-z0-9+/=]+)"/.exec(readme.slice(start, end))?.[1];
}

/** The demo page's `<script>` element that loads the bundle (demo/host/script-tag.html). */
const DEMO_SCRIPT = /(<script src="\/dist\/retail-sync\.js" integrity=")([^"]*)(")/;

/** Sets the integrity of the demo page's bundle script; throws if the element is not there. */
export function withDemoIntegrity(html: string, integrity: string): string {
  if (!DEMO_SCRIPT.test(html)) throw new Error('demo/host/script-tag.html: <script src="/dist/retail-sync.js" integrity="..."> is missing');
  return html.replace(DEMO_SCRIPT, `$1${integrity}$3`);
}

/** The integrity value of the demo page's bundle script. */
export function integrityInDemo(html: string): string | undefined {
  return DEMO_SCRIPT.exec(html)?.[2];
}

/** The markers around the README's loader snippet (written by the loader's build). */
export const LOADER_SNIPPET_START = '<!-- loader-snippet:start (written by npm run build:script) -->';
export const LOADER_SNIPPET_END = '<!-- loader-snippet:end -->';

/** The loader snippet a host page pastes; the loader fetches retail-sync.js from its own directory. */
export function loaderSnippet(integrity: string, version: string): string {
  return [
    '```html',
    `<!-- RetailSync ${version} loader: serve dist/retail-sync-loader.js, retail-sync.js, retail-sync.hosted.js and retail-sync.{es,fr}.js side by side -->`,
    `<script src="/retail-sync-loader.js" integrity="${integrity}" crossorigin="anonymous"></script>`,
    '```',
  ].join('\n');
}

/** Replaces the text between two markers; throws if they are missing. */
export function withMarkedBlock(text: string, start: string, end: string, block: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the markers ${start} ... ${end} are missing`);
  return `${text.slice(0, from + start.length)}\n${block}\n${text.slice(to)}`;
}

/** The integrity value between two markers, or `undefined`. */
export function integrityBetween(text: string, start: string, end: string): string | undefined {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return undefined;
  return /integrity="(sha384-[A-Za-z0-9+/=]+)"/.exec(text.slice(from, to))?.[1];
}

/** The loader demo page's `<script>` element (demo/host/loader.html). */
const LOADER_DEMO_SCRIPT = /(<script src="\/dist\/retail-sync-loader\.js" integrity=")([^"]*)(")/;

export function withLoaderDemoIntegrity(html: string, integrity: string): string {
  if (!LOADER_DEMO_SCRIPT.test(html)) throw new Error('demo/host/loader.html: <script src="/dist/retail-sync-loader.js" integrity="..."> is missing');
  return html.replace(LOADER_DEMO_SCRIPT, `$1${integrity}$3`);
}

export function integrityInLoaderDemo(html: string): string | undefined {
  return LOADER_DEMO_SCRIPT.exec(html)?.[2];
}
