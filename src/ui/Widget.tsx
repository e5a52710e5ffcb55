import { useEffect } from 'preact/hooks';
import type { Session } from '../core/session.ts';
import { AccountBar } from './AccountBar.tsx';
import { Catalog } from './Catalog.tsx';

export function Widget({ session }: { session: Session }) {
  useEffect(() => {
    void session.loadCatalog();
  }, [session]);
  return (
    <section class="widget" aria-labelledby="retail-sync-title">
      <header class="widget-header">
        <h2 id="retail-sync-title">Connect your retailers</h2>
        {/* signIn() must run synchronously inside the click, or the browser blocks the popup. */}
        <AccountBar auth={session.auth} onSignIn={() => void session.signIn()} />
      </header>
      <Catalog catalog={session.catalog} onRetry={() => void session.loadCatalog()} />
    </section>
  );
}
