import type { ViewState, WidgetSession } from '../../core/session-contract.ts';

/** The view state of one screen, e.g. `ViewOf<'mfa'>` has `prompt` and `submitting`. */
export type ViewOf<Name extends ViewState['name']> = Extract<ViewState, { name: Name }>;

/** What `Screen` gives every screen; each takes what it needs. */
export interface ScreenProps<Name extends ViewState['name']> {
  readonly session: WidgetSession;
  readonly view: ViewOf<Name>;
  readonly onClose: () => void;
}
