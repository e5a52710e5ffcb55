import type { ComponentChildren } from 'preact';

/** Stands for the name in a message, to find where it goes: a private-use character no message has. */
const SLOT = '\uE000';

/**
 * A message with a name from elsewhere (a retailer's, from the service; the user's; a search) in
 * it, the name in `<bdi>`: a Hebrew name in an English sentence, or an English one in an Arabic
 * sentence, keeps its own direction without reordering the words around it (Unicode bidirectional
 * algorithm, isolates). The text is the message's own: `<bdi>` adds no characters, so the
 * accessible name is the same. The message is called once with a stand-in, then split around it.
 */
export function withIsolated(message: (name: string) => string, name: string): ComponentChildren {
  const [before = '', ...after] = message(SLOT).split(SLOT);
  if (after.length === 0) return message(name);
  return (
    <>
      {before}
      {after.map((text, index) => (
        <>
          <bdi key={index}>{name}</bdi>
          {text}
        </>
      ))}
    </>
  );
}

/** A direction-neutral arrow for "back", which points the other way when the widget is right to left. */
export function BackArrow() {
  return (
    <span class="flip arrow" aria-hidden="true">
      ←
    </span>
  );
}
