import { signal } from '@preact/signals';
import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { create } from 'retail-sync-widget';

const SANDBOX = import.meta.env.VITE_SANDBOX_ORIGIN;
const LOGGED = ['ready', 'open', 'resumed', 'sync.completed', 'error', 'exit'];

/** The app's own state, a signal rendered as text: the app's signals must keep working next to the widget's. */
const clicks = signal(0);

/** A Preact app with its own Preact line, creating the widget once and listing the events it hears. */
function App() {
  const widget = useRef(null);
  const [events, setEvents] = useState([]);

  useEffect(() => {
    const created = create({ issuer: `${SANDBOX}/oauth`, clientId: 'retailsync-demo', apiBaseUrl: `${SANDBOX}/b` });
    widget.current = created;
    const offs = LOGGED.map((type) => created.on(type, () => setEvents((seen) => [...seen, type])));
    return () => {
      for (const off of offs) off();
      created.destroy();
    };
  }, []);

  return (
    <main>
      <h1>A shop on Preact</h1>
      <button type="button" onClick={() => widget.current?.open()}>
        Connect your retailers
      </button>
      <button type="button" onClick={() => clicks.value++}>
        Count a click
      </button>
      <p>
        Clicks: <output id="clicks">{clicks}</output>
      </p>
      <ol id="event-log">
        {events.map((type, index) => (
          <li key={index}>{type}</li>
        ))}
      </ol>
    </main>
  );
}

render(<App />, document.getElementById('app'));
