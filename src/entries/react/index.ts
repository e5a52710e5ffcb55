/**
 * `retail-sync-widget/react`: the widget as a React hook. React (18 or later) is an optional peer
 * dependency: only this entry imports it. Importing it touches no browser global, as the root entry.
 */
export { useRetailSync, type UseRetailSyncResult } from './use-retail-sync.ts';
export type { RetailSyncCallbacks, UseRetailSyncOptions } from './callbacks.ts';
export type { OptionError, OptionErrorCode, RetailSyncOptions } from '../host/options.ts';
export type { WidgetEvent, WidgetEventOf, WidgetEventPayloads, WidgetEventType } from '../../core/index.ts';
