import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { ENGLISH, type Localization } from './locale.ts';
import type { Messages } from './messages.ts';

/** The widget's locale and strings, provided once around the whole widget (mount-app.ts). */
export const LocalizationContext = createContext<Localization>(ENGLISH);

/** The locale (for Intl formatting) and the strings. */
export function useLocalization(): Localization {
  return useContext(LocalizationContext);
}

/** The strings alone, what most components need. */
export function useMessages(): Messages {
  return useLocalization().messages;
}
