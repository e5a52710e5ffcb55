import { Fragment, h } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { Retailer, WidgetSession } from '../../core/session-contract.ts';
import { LoadStatus } from '../components/LoadStatus.tsx';
import { RetailerLogo } from '../components/RetailerLogo.tsx';
import { Title } from '../components/Title.tsx';
import { useLoadOnOpen } from '../components/use-load-on-open.ts';
import { LocalizationContext } from '../i18n/context.ts';
import type { Localization } from '../i18n/locale.ts';
import type { ScreenProps } from './view.ts';

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

function RetailerList(
  { session, retailers }: { session: WidgetSession; retailers: readonly Retailer[] },
  { messages: t }: Localization,
) {
  const [query, setQuery] = useState('');
  // Folded once per catalog, not per keystroke: filtering 5,000 names is then a plain scan.
  const index = useMemo(() => retailers.map((r) => [fold(r.displayName), r] as const), [retailers]);
  const needle = fold(query.trim());
  const matches = needle ? index.filter(([name]) => name.includes(needle)).map(([, r]) => r) : retailers;
  const shown = matches.slice(0, MAX_SHOWN);
  const count = matches.length;
  return (
    <>
      <label for="rs-search">{t.searchLabel}</label>
      <input id="rs-search" type="search" value={query} autocomplete="off" spellcheck={false}
        onInput={(event) => setQuery(event.currentTarget.value)} />
      <p class="muted" role="status">
        {!count ? t.noResults(query.trim()) : count > MAX_SHOWN ? t.showingFirst(MAX_SHOWN, count) : t.resultCount(count)}
      </p>
      <ul class="grid" aria-label={t.retailersList}>
        {shown.map(({ retailerId, displayName, logo }) => (
          <li key={retailerId}>
            <button type="button" class="retailer" onClick={() => session.selectRetailer(retailerId)}>
              <RetailerLogo name={displayName} url={logo} />
              <span>{displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
RetailerList.contextType = LocalizationContext;

/** The retailers to connect, searchable; loads the catalog when it opens, unless the session has it. */
export function CatalogScreen({ session }: ScreenProps<'catalog'>, { messages: t }: Localization) {
  useLoadOnOpen(session, 'catalog');
  const catalog = session.catalog.value;
  return (
    <section data-screen="catalog">
      <div class="head">
        <Title>{t.catalogTitle}</Title>
        {session.auth.value.status === 'signed_in' && (
          <button type="button" onClick={() => session.showConnections()}>{t.yourConnections}</button>
        )}
      </div>
      {catalog.status === 'loaded' && <RetailerList session={session} retailers={catalog.value} />}
      <LoadStatus session={session} list="catalog" />
    </section>
  );
}
CatalogScreen.contextType = LocalizationContext;
