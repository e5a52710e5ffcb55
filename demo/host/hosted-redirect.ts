/// <reference types="vite/client" />
import { openHosted, readHostedResult, startHostedRedirect, type HostedResult } from '../../src/index.ts';
import { byId } from './by-id.ts';

// The hosted widget by full-page redirect (docs/hosted-mode.md, "By redirect"). This page is both the
// host that sends the shopper and the registered `returnTo` the widget comes back to.
const sandbox = (import.meta.env['VITE_SANDBOX_ORIGIN'] as string | undefined) ?? 'http://localhost:4010';
const options = {
  clientId: 'retailsync-demo',
  serviceOrigin: sandbox,
  returnTo: `${window.location.origin}${window.location.pathname}`,
};
const status = byId('hosted-status');

function show(result: HostedResult): void {
  byId('result-outcome').textContent = result.outcome === 'error' ? `error (${result.code})` : result.outcome;
  byId('result-sync').textContent = result.syncId ?? 'none';
  byId('result-retailers').textContent = result.retailerIds.join(', ') || 'none';
  byId('hosted-result').hidden = false;
  status.textContent =
    result.outcome === 'success'
      ? 'Your retailers are connected and synced.'
      : 'The widget closed without a completed sync.';
}

// A popup where one can open; where the browser blocks it, the whole page goes instead.
byId('open-hosted').addEventListener('click', () => {
  const { clientId, serviceOrigin, returnTo } = options;
  const widget = openHosted({ clientId, serviceOrigin, redirectWhenBlocked: { returnTo } });
  if (widget.redirecting) status.textContent = 'No popup here: taking you to the widget…';
  else if (widget.opened)
    widget.on('sync.completed', (event) => (status.textContent = `Synced (${event.payload.syncId}).`));
});
byId('start-redirect').addEventListener('click', () => startHostedRedirect(options));

// Back from the widget: the address carries its signed result. A plain visit holds none.
void readHostedResult().then((answer) => {
  if (answer.result) show(answer.result);
  else if (answer.error.code !== 'no_result') status.textContent = `The result was refused (${answer.error.code}).`;
});
