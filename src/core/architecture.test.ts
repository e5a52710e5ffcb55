import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(import.meta.dirname, '.');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-support' || name === 'generated' ? [] : sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** Code without comments, so a comment may still say `window` when it explains why. */
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('src/core', () => {
  const files = sources(CORE);

  it('should have source files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((path) => [relative(CORE, path), path]))(
    '%s should not import Preact or reach for browser globals',
    (_name, path) => {
      const text = code(path);
      expect(text).not.toMatch(/from ['"]preact|from ['"]@preact\/signals['"]/);
      // A global is a bare name: `env.location.href()` is the injected one and fine.
      expect(text).not.toMatch(
        /(?<![.\w])(window|document|globalThis|self|localStorage|sessionStorage|navigator|location|history)\s*[.[]/,
      );
    },
  );

  it('should keep no tokens in storage anywhere', () => {
    for (const path of files) expect(code(path)).not.toMatch(/\b(localStorage|document\.cookie)\b/);
  });
});
