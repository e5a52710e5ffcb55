import type { ComponentType } from 'preact';
import type { ViewState, WidgetSession } from '../core/session-contract.ts';
import { CatalogScreen } from './screens/CatalogScreen.tsx';
import { ConnectionsScreen } from './screens/ConnectionsScreen.tsx';
import { CredentialsScreen } from './screens/CredentialsScreen.tsx';
import { ErrorScreen } from './screens/ErrorScreen.tsx';
import { MfaScreen } from './screens/MfaScreen.tsx';
import { SignInScreen } from './screens/SignInScreen.tsx';
import { SuccessScreen } from './screens/SuccessScreen.tsx';
import { SyncingScreen } from './screens/SyncingScreen.tsx';
import type { ScreenProps } from './screens/view.ts';

type Name = ViewState['name'];

const SCREENS: { readonly [N in Name]: ComponentType<ScreenProps<N>> } = {
  catalog: CatalogScreen,
  sign_in: SignInScreen,
  credentials: CredentialsScreen,
  connections: ConnectionsScreen,
  syncing: SyncingScreen,
  mfa: MfaScreen,
  success: SuccessScreen,
  error: ErrorScreen,
};

/** The core owns navigation: the screen is whatever `session.view` names (App passes its value). */
export function Screen({ session, view, onClose }: { session: WidgetSession; view: ViewState; onClose: () => void }) {
  // The table pairs each name with its screen; TypeScript cannot follow that through `view.name`.
  const Shown = SCREENS[view.name] as ComponentType<ScreenProps<Name>>;
  return <Shown session={session} view={view} onClose={onClose} />;
}
