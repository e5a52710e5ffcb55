/**
 * `retail-sync-widget/react`: the widget as a React hook. React (18 or later) is an optional peer
 * dependency: only this entry imports it. Importing it touches no browser global, as the root entry.
 * It exports every type the hook's signature uses (build/api-report.test.ts fails on one left out).
 */
export { useRetailSync, type ClickEvent, type UseRetailSyncResult } from './use-retail-sync.ts';
export type { RetailSyncCallbacks, UseRetailSyncOptions } from './callbacks.ts';
export type { OptionError, OptionErrorCode, RetailSyncOptions } from '../host/options.ts';
export type { ThemeOptions, ThemeProperty } from '../../ui/index.ts';
export {
  ERROR_CODES,
  EVENT_SOURCE,
  EVENT_VERSION,
  type ApiVariant,
  type CommonSessionOptions,
  type ConnectionStatus,
  type ErrorCodeOf,
  type ErrorSource,
  type OpenTarget,
  type PollIntervalOptions,
  type SyncItemSummary,
  type SyncStatus,
  type ViewName,
  type WidgetErrorCode,
  type WidgetEvent,
  type WidgetEventOf,
  type WidgetEventPayloads,
  type WidgetEventType,
} from '../../core/index.ts';
