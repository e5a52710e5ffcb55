/// <reference types="vite/client" />
// No JSX here: the repository's JSX compiles for Preact (vite.config.ts), so React's elements are
// made with createElement.
import { createElement as h, Fragment, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useRetailSync, type WidgetEvent } from '../../src/entries/react/index.ts';
import { byId } from './by-id.ts';

// The sandbox runs on its own origin (VITE_SANDBOX_ORIGIN moves it); ?variant=A switches the API variant.
const sandbox = (import.meta.env['VITE_SANDBOX_ORIGIN'] as string | undefined) ?? 'http://localhost:4010';
const variant = new URLSearchParams(window.location.search).get('variant') === 'A' ? 'A' : 'B';

interface LoggedEvent {
  readonly id: number;
  readonly event: WidgetEvent;
}

function ConnectRetailers() {
  const [log, setLog] = useState<readonly LoggedEvent[]>([]);
  const [status, setStatus] = useState('');
  const { open, ready, error } = useRetailSync({
    issuer: `${sandbox}/oauth`,
    clientId: 'retailsync-demo',
    apiBaseUrl: `${sandbox}/${variant.toLowerCase()}`,
    variant,
    // New functions on every render: the hook calls the latest, and keeps its widget.
    onSuccess: (event) => {
      setStatus(`Retailer connected: ${event.payload.ordersFetched} orders fetched.`);
    },
    onExit: () => {
      setStatus('The widget was closed.');
    },
    onEvent: (event) => {
      setLog((logged) => [{ id: logged.length, event }, ...logged]);
    },
  });

  return h(
    Fragment,
    null,
    h('button', { type: 'button', id: 'open-widget', disabled: !ready, onClick: open }, 'Connect your retailers'),
    h('p', { id: 'hook-status', role: 'status' }, status),
    error && h('p', { id: 'hook-error', role: 'alert' }, `The widget reported an error: ${error.payload.code}`),
    h('h2', null, 'Events the host received'),
    h(
      'ol',
      { id: 'event-log', 'aria-live': 'polite' },
      log.map(({ id, event }) => h('li', { key: id }, `${event.type} ${JSON.stringify(event.payload)}`)),
    ),
  );
}

byId('variant-label').textContent = variant;
createRoot(byId('react-root')).render(h(StrictMode, null, h(ConnectRetailers)));
