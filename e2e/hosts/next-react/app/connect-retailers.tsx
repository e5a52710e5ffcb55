'use client';

import { useState } from 'react';
import { useRetailSync } from 'retail-sync-widget/react';

const SANDBOX = process.env.NEXT_PUBLIC_SANDBOX_ORIGIN ?? 'http://localhost:4010';

/** The documented pattern: the hook, a button bound to `ready`, and the events the page hears. */
export function ConnectRetailers() {
  const [events, setEvents] = useState<string[]>([]);
  const { open, ready } = useRetailSync({
    issuer: `${SANDBOX}/oauth`,
    clientId: 'retailsync-demo',
    apiBaseUrl: `${SANDBOX}/b`,
    onEvent: (event) => setEvents((seen) => [...seen, event.type]),
  });
  return (
    <>
      <button type="button" disabled={!ready} onClick={() => open()}>
        Connect your retailers
      </button>
      <ol id="event-log">
        {events.map((type, index) => (
          <li key={index}>{type}</li>
        ))}
      </ol>
    </>
  );
}
