import { cleanup, render, type RenderResult } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { afterEach } from 'vitest';
import { App } from '../App.tsx';
import { LocalizationContext } from '../i18n/context.ts';
import { en } from '../i18n/en.ts';
import type { Localization } from '../i18n/locale.ts';
import type { FakeSession } from './fake-session.ts';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export function renderLocalized(
  ui: ComponentChildren,
  localization: Localization = { locale: 'en', messages: en },
): RenderResult {
  return render(<LocalizationContext.Provider value={localization}>{ui}</LocalizationContext.Provider>);
}

/** The whole widget in the light DOM (so `screen` queries reach it), around a fake session. */
export function renderApp(session: FakeSession, onClose: () => void = () => {}): RenderResult {
  return renderLocalized(<App session={session} onClose={onClose} />);
}

/**
 * A Testing Library matcher for an element whose whole text (children included) is or matches
 * `text`, the innermost such: a message with a name in `<bdi>` (components/Isolated.tsx) is split
 * over elements, which the default matcher, reading an element's own text nodes, does not join.
 */
export function wholeText(text: string | RegExp): (content: string, element: Element | null) => boolean {
  const matches = (value: string | null | undefined) =>
    typeof text === 'string' ? value === text : text.test(value ?? '');
  return (_content, element) =>
    matches(element?.textContent) && ![...(element?.children ?? [])].some((child) => matches(child.textContent));
}
