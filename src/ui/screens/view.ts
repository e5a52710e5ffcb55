import type { ViewState } from '../../core/session-contract.ts';

/** The view state of one screen, e.g. `ViewOf<'mfa'>` has `prompt` and `submitting`. */
export type ViewOf<Name extends ViewState['name']> = Extract<ViewState, { name: Name }>;
