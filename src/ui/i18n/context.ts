import { createContext } from 'preact';
import { en } from './en.ts';
import type { Localization } from './locale.ts';

/**
 * The widget's locale and strings. A component reads it by naming it as its `contextType`
 * (`Foo.contextType = LocalizationContext`): Preact then passes its value to a function component
 * as the second argument, as it sets a class's `this.context`. That, rather than useContext, keeps
 * Preact's hooks add-on out of the bundle.
 */
export const LocalizationContext = createContext<Localization>({ locale: 'en', messages: en });
