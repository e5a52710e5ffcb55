import { type ComponentChildren, createContext } from 'preact';
import { en } from './en.ts';
import type { Localization } from './locale.ts';

/**
 * The widget's locale and strings. A component reads it by naming it as its `contextType`: a class
 * with `static contextType = LocalizationContext`, a function through `localized()`. Preact then
 * passes its value to a function component as the second argument, as it sets a class's
 * `this.context`. That, rather than useContext, keeps Preact's hooks add-on out of the bundle.
 */
export const LocalizationContext = createContext<Localization>({ locale: 'en', messages: en });

/**
 * A function component that reads the localization (its second argument): `component` itself, with
 * `contextType` set. One call rather than an assignment after each component.
 */
export function localized<P>(
  component: (props: P, localization: Localization) => ComponentChildren,
): typeof component & { contextType: typeof LocalizationContext } {
  return Object.assign(component, { contextType: LocalizationContext });
}
