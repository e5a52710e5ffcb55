import type { Messages } from './messages.ts';

/** The catalogues shipped besides English, which is always bundled. */
export type OtherLanguage = 'es' | 'fr';

/**
 * Loads a catalogue other than English. Here (npm package, dev server, tests) as a chunk of its own
 * through import(); the script-tag build swaps this module for catalogues.script.ts, which loads
 * dist/retail-sync.<language>.js, since an IIFE cannot split into chunks.
 */
export async function loadCatalogue(language: OtherLanguage): Promise<Messages> {
  return language === 'es' ? (await import('./es.ts')).es : (await import('./fr.ts')).fr;
}
