import type { ViewState } from '../core/session-contract.ts';
import type { Messages } from './i18n/messages.ts';
import { ordersFetched, successTitle } from './screens/sync-progress.ts';

/**
 * What the live region says for a view: the sync status in words as it changes. Order counts are
 * left out while scanning, or a screen reader would read every poll; the total comes at the end.
 */
export function announcement(view: ViewState, t: Messages): string {
  switch (view.name) {
    case 'syncing':
      return t.syncStatus[view.progress.status];
    case 'mfa':
      return t.syncStatus.userintervention;
    case 'success':
      return `${successTitle(view.progress, t)}. ${t.successBody(ordersFetched(view.progress))}`;
    default:
      return '';
  }
}
