/**
 * What the entries need from the UI, and the only way they reach it (eslint.layers.js): mounting the
 * widget around a session (and preparing its first render ahead), the script-tag build's side-file loader, the types a catalogue file hands
 * over, and the language and theme types of the options.
 */
export { mountApp, type MountAppOptions } from './mount-app.ts';
export { firstRenderSteps } from './prepare.ts';
export { loadSideFile, type SideFile } from './load-script.ts';
export type { OtherLanguage } from './i18n/catalogues.ts';
export type { CatalogueIndex } from './i18n/catalogues.script.ts';
export { LANGUAGES, languageOf, type Language, type LocaleFallback } from './i18n/languages.ts';
export type { ErrorAction, Messages } from './i18n/messages.ts';
export {
  checkMessages,
  defineMessages,
  COUNT_KEYS,
  RECORD_KEYS,
  TEXT_PLACEHOLDERS,
  type CheckedMessage,
  type CheckedText,
  type CheckedOverrides,
  type CountedMessageKey,
  type CountedText,
  type LanguageMessages,
  type MessageOverride,
  type MessageOverrides,
  type PlaceholdersIn,
  type PlaceholdersOf,
  type RecordMessageKey,
  type TextMessageKey,
} from './i18n/overrides.ts';
export type { ThemeOptions, ThemeProperty } from './theme/theme.ts';
