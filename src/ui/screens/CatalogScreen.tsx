import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Retailer, WidgetSession } from '../../core/session-contract.ts';
import { RetailerLogo } from '../components/RetailerLogo.tsx';
import { Title } from '../components/Title.tsx';
import { errorMessage } from '../error-copy.ts';
import { useLocalization } from '../i18n/context.ts';

/**
 * Rendered at most; the rest are a keystroke away. Creating or dropping thousands of buttons per
 * keystroke took ~250 ms with 5,000 retailers in Chromium (measured in the gallery); 200 keeps
 * filtering instant with no debounce, and nobody scrolls past 200 names to find one.
 */
export const MAX_SHOWN = 200;

/** Case- and accent-insensitive, so "cafe" finds "Café" in every locale we ship. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function RetailerList({ session, retailers }: { session: WidgetSession; retailers: readonly Retailer[] }) {
  const { messages: t } = useLocalization();
  const [query, setQuery] = useState('');
  // Folded once per catalog, not per keystroke: filtering 5,000 names is then a plain scan.
  const index = useMemo(() => retailers.map((r) => [fold(r.displayName), r] as const), [retailers]);
  const needle = fold(query.trim());
  const matches = needle ? index.filter(([name]) => name.includes(needle)).map(([, r]) => r) : retailers;
  const shown = matches.length > MAX_SHOWN ? matches.slice(0, MAX_SHOWN) : matches;
  return (
    <>
      <label for="rs-search">{t.searchLabel}</label>
      <input id="rs-search" type="search" value={query} autocomplete="off" spellcheck={false}
        onInput={(event) => setQuery(event.currentTarget.value)} />
      <p class="muted" role="status">
        {matches.length === 0 ? t.noResults(query.trim())
          : matches.length > shown.length ? t.showingFirst(shown.length, matches.length) : t.resultCount(matches.length)}
      </p>
      <ul class="grid" aria-label={t.retailersList}>
        {shown.map((retailer) => (
          <li key={retailer.retailerId}>
            <button type="button" class="retailer" onClick={() => session.selectRetailer(retailer.retailerId)}>
              <RetailerLogo name={retailer.displayName} url={retailer.logo} />
              <span>{retailer.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function CatalogScreen({ session }: { session: WidgetSession }) {
  const { messages: t } = useLocalization();
  const catalog = session.catalog.value;
  useEffect(() => {
    if (session.catalog.peek().status === 'idle') void session.loadCatalog();
  }, [session]);
  return (
    <section class="screen" data-screen="catalog">
      <div class="head">
        <Title>{t.catalogTitle}</Title>
        {session.auth.value.status === 'signed_in' && (
          <button type="button" onClick={() => session.showConnections()}>{t.yourConnections}</button>
        )}
      </div>
      {catalog.status === 'loaded' && <RetailerList session={session} retailers={catalog.value} />}
      {(catalog.status === 'idle' || catalog.status === 'loading') && <p class="muted" role="status">{t.loading}</p>}
      {catalog.status === 'failed' && (
        <div class="problem-box">
          <p role="alert" class="problem">{errorMessage(catalog.error, session.variant, t)}</p>
          <button type="button" onClick={() => void session.loadCatalog()}>{t.tryAgain}</button>
        </div>
      )}
    </section>
  );
}
