/** @jsxRuntime classic */
/** @jsx h */
import { h } from 'preact';
import type { ConnectionStatus } from '../../core/session-contract.ts';
import { useMessages } from '../i18n/context.ts';

/** The status in words as well as colour, so it does not rely on colour alone (WCAG 1.4.1). */
export function StatusBadge({ status }: { status: ConnectionStatus }) {
  const t = useMessages();
  return <span class={`badge ${status}`} data-status={status}>{t.connectionStatus[status]}</span>;
}
