import { useMemo, useState } from 'preact/hooks';
import type { Retailer, WidgetSession } from '../../core/session-contract.ts';
import { LoadStatus } from '../components/LoadStatus.tsx';
import { RetailerLogo } from '../components/RetailerLogo.tsx';
import { Title } from '../components/Title.tsx';
import { useMessages } from '../i18n/context.ts';
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

interface ListProps {
  session: WidgetSession;
  retailers: readonly Retailer[];
}

/** The search box, how many match, and the matching retailers' buttons. */
function RetailerList({ session, retailers }: ListProps) {
  const t = useMessages();
  const [query, setQuery] = useState('');
  // Folded once per catalog, not per keystroke: filtering 5,000 names is then a plain scan.
  const folded = useMemo(
    () => retailers.map((retailer) => [fold(retailer.displayName), retailer] as const),
    [retailers],
  );

  const needle = fold(query.trim());
  const matches = needle ? folded.filter(([name]) => name.includes(needle)).map(([, retailer]) => retailer) : retailers;
  const shown = matches.slice(0, MAX_SHOWN);
  const count = matches.length;
  let summary: string;
  if (count === 0) summary = t.noResults(query.trim());
  else if (count > MAX_SHOWN) summary = t.showingFirst(MAX_SHOWN, count);
  else summary = t.resultCount(count);

  return (
    <>
      <label for="rs-search">{t.searchLabel}</label>
      <input
        id="rs-search"
        type="search"
        value={query}
        autocomplete="off"
        spellcheck={false}
        onInput={(event) => setQuery(event.currentTarget.value)}
      />
      <p class="muted" role="status">
        {summary}
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

/** The retailers to connect, searchable; its `LoadStatus` loads the catalog, unless the session has it. */
export function CatalogScreen({ session }: ScreenProps<'catalog'>) {
  const t = useMessages();
  const catalog = session.catalog.value;
  return (
    <>
      <div class="head">
        <Title>{t.catalogTitle}</Title>
        {session.auth.value.status === 'signed_in' && (
          <button type="button" onClick={() => session.showConnections()}>
            {t.yourConnections}
          </button>
        )}
      </div>
      {catalog.status === 'loaded' && <RetailerList session={session} retailers={catalog.value} />}
      <LoadStatus session={session} list="catalog" />
    </>
  );
}
