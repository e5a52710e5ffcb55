/**
 * npm entry. Importing it touches nothing (no globals, no DOM, no `window`), so server-side
 * rendering can import it; the page is touched by `create()` and `open()` only.
 *
 * It exports its functions and every type their signatures use (build/api-report.test.ts fails on
 * one left out), and nothing else: the headless session's own types are `./core`'s.
 */
export { create, defineRetailSyncElement } from './entries/host/lazy-entries.ts';
export type { RetailSyncWidget } from './entries/host/widget-handle.ts';
export type { OptionError, OptionErrorCode, RetailSyncOptions } from './entries/host/options.ts';
export { openHosted } from './entries/host/open-hosted.ts';
export type { NoBrowserError } from './entries/host/browser-required.ts';
export type { OpenHostedOptions, HostedWidget, HostedRedirectOptions } from './entries/host/hosted-contract.ts';
// The hosted widget by full-page redirect (docs/hosted-mode.md, "By redirect"): its verifier is a
// chunk that readHostedResult loads with import(), not part of this entry's initial code.
export { startHostedRedirect, type NoStorageError } from './entries/host/hosted-redirect.ts';
export { readHostedResult } from './entries/host/hosted-result.ts';
export type {
  HostedResult,
  HostedResultAnswer,
  HostedResultError,
  HostedResultErrorCode,
  ReadHostedResultOptions,
} from './entries/host/hosted-result-contract.ts';
export type { HostedAuthorizationParams } from './entries/shared/hosted-authorization.ts';
export {
  RETAIL_SYNC_ELEMENT,
  RETAIL_SYNC_ATTRIBUTES,
  DOM_EVENT_PREFIX,
  type RetailSyncElement,
  type RetailSyncElementEventMap,
} from './entries/host/custom-element.ts';
export type { ThemeOptions, ThemeProperty } from './ui/index.ts';
// What the options, `open()` and the events name. The values from their own modules, so that the
// host's bundler need not look through core's index to leave the rest of core out.
export { ERROR_CODES, type ErrorCodeOf, type ErrorSource } from './core/error-codes.ts';
export { EVENT_SOURCE, EVENT_VERSION } from './core/events/catalogue.ts';
export { defineMessages } from './entries/host/define-messages.ts';
// The `messages` option's types. The tables they are read from (LANGUAGES, TEXT_PLACEHOLDERS) as
// types only: the entry runs none of the UI's code.
export type {
  COUNT_KEYS,
  LANGUAGES,
  RECORD_KEYS,
  TEXT_PLACEHOLDERS,
  CheckedMessage,
  CheckedText,
  CheckedOverrides,
  CountedMessageKey,
  CountedText,
  ErrorAction,
  LanguageMessages,
  Language,
  LocaleFallback,
  MessageOverride,
  MessageOverrides,
  Messages,
  PlaceholdersIn,
  PlaceholdersOf,
  RecordMessageKey,
  TextMessageKey,
} from './ui/index.ts';
export type {
  ApiVariant,
  CommonSessionOptions,
  ConnectionStatus,
  OpenTarget,
  PollIntervalOptions,
  SyncItemSummary,
  SyncStatus,
  ViewName,
  WidgetErrorCode,
  WidgetEvent,
  WidgetEventOf,
  WidgetEventPayloads,
  WidgetEventType,
} from './core/index.ts';
