import type { KeyValueStorage, WidgetEvent } from '../../core/index.ts';

/**
 * One popup, one story. The hosted page loads twice in its popup (the sign-in leaves for the
 * provider and comes back), and each load is a new session that says `ready`, `open` and
 * `catalog.loaded` and, back from the sign-in, selects the remembered retailer again. The host
 * must hear each of those once per popup, so the popup remembers which it already told, in its own
 * sessionStorage: a popup opened by `openHosted` (`_blank`) starts with none, a reload or the
 * sign-in's return keeps them. Only event types are stored, nothing secret.
 */
export const HOSTED_TOLD_KEY = 'retail-sync:hosted-told';

/** Said once per popup: the host counts opens, and the catalog it loaded is the same one. */
const ONCE_PER_POPUP: ReadonlySet<WidgetEvent['type']> = new Set(['ready', 'open', 'catalog.loaded']);

export interface HostedStory {
  /** Whether `event` is news to the host (posted) or a repeat of this popup's earlier load (dropped). */
  readonly tells: (event: WidgetEvent) => boolean;
  /** The page selects `retailerId` again after the sign-in: the user's earlier choice, not a new one. */
  readonly resuming: (retailerId: number) => void;
}

export function hostedStory(storage: KeyValueStorage | null): HostedStory {
  const told = new Set((storage?.getItem(HOSTED_TOLD_KEY) ?? '').split(' ').filter(Boolean));
  let resumed: number | undefined;
  return {
    tells(event) {
      if (event.type === 'retailer.selected' && event.payload.retailerId === resumed) {
        resumed = undefined;
        return false;
      }
      if (!ONCE_PER_POPUP.has(event.type)) return true;
      if (told.has(event.type)) return false;
      told.add(event.type);
      storage?.setItem(HOSTED_TOLD_KEY, [...told].join(' '));
      return true;
    },
    resuming(retailerId) {
      resumed = retailerId;
    },
  };
}
