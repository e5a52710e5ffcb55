// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { loadConfigFromFile, type Plugin, type PluginOption } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';

/**
 * A module chosen per build shows in the code (an entry of its own, or an `import.meta.env` branch as
 * in src/ui/i18n/catalogues.ts), never through a build plugin that answers an import of src/ with another
 * file or an alias that renames one: nothing in the sources would show that swap.
 */
const CONFIGS = ['build/script-tag.config.ts', 'build/lib.config.ts', 'build/hosted.config.ts'];

/** Every relative import in src/ (not tests), as [specifier, importing file]. */
function sourceImports(): [string, string][] {
  const files = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => join(ROOT, 'src', file));
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)].map(
      (match): [string, string] => [match[1]!, file],
    ),
  );
}

async function pluginsOf(config: string): Promise<{ plugins: Plugin[]; alias: unknown }> {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(ROOT, config));
  const flatten = (options: PluginOption[]): Plugin[] =>
    options.flatMap((option) =>
      Array.isArray(option)
        ? flatten(option)
        : option && typeof option === 'object' && 'name' in option
          ? [option]
          : [],
    );
  return { plugins: flatten(loaded?.config.plugins ?? []), alias: loaded?.config.resolve?.alias };
}

describe('no build swaps a source module behind the code', () => {
  // Loading a build config sets NODE_ENV to production (build/shared.ts): put it back afterwards.
  const nodeEnv = process.env['NODE_ENV'];
  afterAll(() => {
    process.env['NODE_ENV'] = nodeEnv;
  });
  let imports: [string, string][];
  beforeAll(() => {
    imports = sourceImports();
  });

  it('should find the imports of src/ to check', () => {
    expect(imports).toContainEqual(['./catalogues.ts', join(ROOT, 'src/ui/i18n/locale.ts')]);
  });

  it.each(CONFIGS)('%s: no plugin resolves an import of src/ to another file, and no alias', async (config) => {
    const { plugins, alias } = await pluginsOf(config);
    expect(alias).toBeUndefined();
    const swapped: string[] = [];
    for (const plugin of plugins) {
      const hook = plugin.resolveId;
      if (hook === undefined) continue;
      const resolveId = typeof hook === 'function' ? hook : hook.handler;
      for (const [source, importer] of imports) {
        const answer: unknown = await resolveId.call({} as never, source, importer, { isEntry: false } as never);
        const id = typeof answer === 'object' && answer !== null && 'id' in answer ? answer.id : answer;
        if (id === undefined || id === null) continue;
        if (typeof id === 'string' && resolve(id.split('?')[0]!) === resolve(dirname(importer), source)) continue;
        swapped.push(`${plugin.name}: ${source} in ${relative(ROOT, importer)} -> ${JSON.stringify(id)}`);
      }
    }
    expect(swapped).toEqual([]);
  });
});
