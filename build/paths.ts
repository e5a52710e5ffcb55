import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root, so builds and checks do not depend on the directory they are started from. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
