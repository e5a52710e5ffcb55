/**
 * npm entry. Importing it touches nothing (no globals, no DOM, no `window`), so server-side
 * rendering can import it; the page is touched by `create()` and `open()` only.
 */
export { create, type RetailSyncOptions, type RetailSyncWidget } from './entries/host/create-widget.ts';
export { openHosted } from './entries/host/open-hosted.ts';
export type { OpenHostedOptions, HostedWidget } from './entries/host/hosted-contract.ts';
export { defineRetailSyncElement, RETAIL_SYNC_ELEMENT, RETAIL_SYNC_ATTRIBUTES, DOM_EVENT_PREFIX, type RetailSyncElement } from './entries/host/custom-element.ts';
export type { MountAppOptions } from './ui/mount-app.ts';
export type { ThemeOptions, ThemeProperty } from './ui/theme/theme.ts';
export type * from './core/session-contract.ts';
export type { WidgetEvent, WidgetEventOf, WidgetEventPayloads, WidgetEventType } from './core/events/catalogue.ts';
export type { AuthErrorCode } from './core/auth/auth-error.ts';
export type { ApiErrorCode } from './core/api/api-error.ts';
export type { Order, OrderItem, OrderList, OrderSummary } from './core/api/types.ts';
