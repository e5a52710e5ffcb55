import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { en } from './en.ts';
import type { Localization } from './locale.ts';

export const LocalizationContext = createContext<Localization>({ locale: 'en', messages: en });

export function useLocalization(): Localization {
  return useContext(LocalizationContext);
}
