import { build as rolldown, type RolldownPluginOption } from 'rolldown';
import { TARGET } from './shared.ts';

/**
 * One of the files the script-tag bundle loads on demand (the es/fr catalogues, the hosted opener),
 * as a small minified IIFE. An IIFE cannot load chunks, so each is built on its own before the
 * bundle, which gets its name and SRI hash; same sources, same bytes.
 */
export async function buildSideFile(input: string, plugins?: RolldownPluginOption): Promise<string> {
  const output = await rolldown({
    input,
    platform: 'browser',
    transform: { target: TARGET },
    plugins,
    output: { format: 'iife', minify: true },
    write: false,
  });
  return output.output[0].code;
}
