import type { ConnectionStatus } from '../../core/session-contract.ts';
import { useLocalization } from '../i18n/context.ts';

/** The status in words as well as colour, so it does not rely on colour alone (WCAG 1.4.1). */
export function StatusBadge({ status }: { status: ConnectionStatus }) {
  const { messages: t } = useLocalization();
  return <span class={`badge ${status}`} data-status={status}>{t.connectionStatus[status]}</span>;
}
