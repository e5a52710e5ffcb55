/**
 * npm entry. Importing it touches nothing (no globals, no DOM, no `window`), so server-side
 * rendering can import it; the page is touched by `create()` and `open()` only.
 */
export { create, defineRetailSyncElement } from './entries/host/lazy-entries.ts';
export type { RetailSyncWidget } from './entries/host/widget-handle.ts';
export type { OptionError, OptionErrorCode, RetailSyncOptions } from './entries/host/options.ts';
export { openHosted } from './entries/host/open-hosted.ts';
export type { NoBrowserError } from './entries/host/browser-required.ts';
export type { OpenHostedOptions, HostedWidget } from './entries/host/hosted-contract.ts';
export type { HostedAuthorizationParams } from './entries/shared/hosted-authorization.ts';
export {
  RETAIL_SYNC_ELEMENT,
  RETAIL_SYNC_ATTRIBUTES,
  DOM_EVENT_PREFIX,
  type RetailSyncElement,
} from './entries/host/custom-element.ts';
export { ERROR_CODES, type ErrorCodeOf, type ErrorSource } from './core/error-codes.ts';
export type { MountAppOptions, ThemeOptions, ThemeProperty } from './ui/index.ts';
export { defineMessages } from './entries/host/define-messages.ts';
export type {
  CheckedOverrides,
  CountedText,
  LanguageMessages,
  Language,
  LocaleFallback,
  MessageOverride,
  MessageOverrides,
  Messages,
  PlaceholdersOf,
} from './ui/index.ts';
// The session's whole contract, as the UI sees it; core's index has it too, among much more.
export type * from './core/session-contract.ts';
export type {
  ApiErrorCode,
  AuthErrorCode,
  Order,
  OrderItem,
  OrderList,
  OrderSummary,
  WidgetEvent,
  WidgetEventOf,
  WidgetEventPayloads,
  WidgetEventType,
} from './core/index.ts';
