import type { ReadonlySignal } from '@preact/signals';
import type { CatalogState } from '../core/session.ts';
import { RetailerLogo } from './RetailerLogo.tsx';

export function Catalog({ catalog, onRetry }: { catalog: ReadonlySignal<CatalogState>; onRetry: () => void }) {
  const state = catalog.value;
  switch (state.status) {
    case 'idle':
    case 'loading':
      return <p class="muted" role="status">Loading retailers…</p>;
    case 'failed':
      return (
        <div role="alert" class="problem">
          <p>{state.message}</p>
          <button type="button" class="secondary" onClick={onRetry}>Try again</button>
        </div>
      );
    case 'loaded':
      return (
        <ul class="catalog" aria-label="Retailers">
          {state.retailers.map((retailer) => (
            <li key={retailer.retailerId} class="retailer">
              <RetailerLogo name={retailer.displayName} url={retailer.logo} />
              <span class="retailer-name">{retailer.displayName}</span>
            </li>
          ))}
        </ul>
      );
  }
}
