import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../paths.ts';

/**
 * These checks run on the built package, as a consumer gets it. `npm test` builds first; run alone,
 * they say what is missing instead of failing somewhere deep.
 */
export function requireBuilt(...files: string[]): void {
  const missing = files.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length > 0) {
    throw new Error(`Not built: ${missing.join(', ')} missing. Run \`npm run build\` first (npm test does).`);
  }
}
