import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en } from './en.ts';
import type { Localization } from './locale.ts';
import type { Messages } from './messages.ts';

export const LocalizationContext = createContext<Localization>({ locale: 'en', messages: en });

export function useLocalization(): Localization {
  return useContext(LocalizationContext);
}

/** The strings alone, which is all most components need. */
export function useMessages(): Messages {
  return useContext(LocalizationContext).messages;
}
