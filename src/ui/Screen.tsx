import type { WidgetSession } from '../core/session-contract.ts';
import { CatalogScreen } from './screens/CatalogScreen.tsx';
import { ConnectionsScreen } from './screens/ConnectionsScreen.tsx';
import { CredentialsScreen } from './screens/CredentialsScreen.tsx';
import { ErrorScreen } from './screens/ErrorScreen.tsx';
import { MfaScreen } from './screens/MfaScreen.tsx';
import { SignInScreen } from './screens/SignInScreen.tsx';
import { SuccessScreen } from './screens/SuccessScreen.tsx';
import { SyncingScreen } from './screens/SyncingScreen.tsx';

/** The core owns navigation: the screen is whatever `session.view` names. */
export function Screen({ session, onClose }: { session: WidgetSession; onClose: () => void }) {
  const view = session.view.value;
  switch (view.name) {
    case 'catalog':
      return <CatalogScreen session={session} />;
    case 'sign_in':
      return <SignInScreen session={session} view={view} />;
    case 'credentials':
      return <CredentialsScreen session={session} view={view} />;
    case 'connections':
      return <ConnectionsScreen session={session} />;
    case 'syncing':
      return <SyncingScreen session={session} view={view} />;
    case 'mfa':
      return <MfaScreen session={session} view={view} />;
    case 'success':
      return <SuccessScreen session={session} view={view} onClose={onClose} />;
    case 'error':
      return <ErrorScreen session={session} view={view} onClose={onClose} />;
  }
}
