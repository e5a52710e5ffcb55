/**
 * `defineMessages()` for the npm entry: the type-checked identity the `messages` option is written
 * with (src/ui/i18n/overrides.ts has the types). Its own module, so importing the entry pulls in
 * nothing of the UI but this function.
 */
export { defineMessages } from '../../ui/index.ts';
