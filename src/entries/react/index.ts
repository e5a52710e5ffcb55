/**
 * `retail-sync-widget/react`: the widget as a React hook. React (18 or later) is an optional peer
 * dependency: only this entry imports it. Importing it touches no browser global, as the root entry.
 * It exports every type the hook's signature uses (build/api-report.test.ts fails on one left out).
 */
export { useRetailSync, type ClickEvent, type UseRetailSyncResult } from './use-retail-sync.ts';
export type { RetailSyncCallbacks, UseRetailSyncOptions } from './callbacks.ts';
export type { OptionError, OptionErrorCode, RetailSyncOptions } from '../host/options.ts';
export type {
  COUNT_KEYS,
  LANGUAGES,
  RECORD_KEYS,
  TEXT_PLACEHOLDERS,
  CheckedMessage,
  CheckedOverrides,
  CheckedText,
  CountedMessageKey,
  CountedText,
  ErrorAction,
  Language,
  LanguageMessages,
  MessageOverride,
  MessageOverrides,
  Messages,
  PlaceholdersIn,
  PlaceholdersOf,
  RecordMessageKey,
  TextMessageKey,
  ThemeOptions,
  ThemeProperty,
} from '../../ui/index.ts';
// The constants as types only (`WidgetErrorCode` is `keyof typeof ERROR_CODES`, an envelope's
// `source` is `typeof EVENT_SOURCE`): their values are the root entry's, so this one runs nothing
// but the hook.
export type {
  ERROR_CODES,
  EVENT_SOURCE,
  EVENT_VERSION,
  ApiVariant,
  CommonSessionOptions,
  ConnectionStatus,
  ErrorCodeOf,
  ErrorSource,
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
} from '../../core/index.ts';
