/**
 * npm entry. Importing it touches nothing; the page is only touched by `create()` and `mount()`.
 */
import { createSession, type Session, type SessionOptions } from './core/session.ts';
import { browserEnvironment } from './entries/browser-environment.ts';
import { mountWidget } from './ui/mount.ts';

export type { AuthState, CatalogState, Session, SessionOptions } from './core/session.ts';
export type { AvailableRetailer, ApiVariant } from './core/api/catalog.ts';
export type { AuthErrorCode } from './core/auth/auth-error.ts';

export interface RetailSyncWidget {
  readonly session: Session;
  /** Renders the widget into `target` (in a shadow root). Mounting again moves it. */
  mount(target: HTMLElement): void;
  /** Unmounts and releases everything; tokens are dropped. */
  destroy(): void;
}

export function create(options: SessionOptions): RetailSyncWidget {
  const session = createSession(options, browserEnvironment());
  let unmount: (() => void) | undefined;
  return {
    session,
    mount(target) {
      unmount?.();
      unmount = mountWidget(target, session);
    },
    destroy() {
      unmount?.();
      unmount = undefined;
      session.destroy();
    },
  };
}
