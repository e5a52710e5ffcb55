import { withIsolated } from '../components/Isolated.tsx';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { Retailer, WidgetSession } from '../../core/session-contract.ts';
import { LoadStatus } from '../components/LoadStatus.tsx';
import { Title } from '../components/Title.tsx';
import { useMessages } from '../i18n/context.ts';
import { RetailerGrid } from './RetailerGrid.tsx';
import type { ScreenProps } from './view.ts';

/** Case- and accent-insensitive, so "cafe" finds "Café" in every locale we ship. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface ListProps {
  session: WidgetSession;
  retailers: readonly Retailer[];
}

/**
 * The search box, how many match (announced), and every match in a windowed grid. Each keystroke
 * filters at once, with no debounce: the names are folded once per catalog, and the grid renders
 * only the rows in view.
 */
function RetailerList({ session, retailers }: ListProps) {
  const t = useMessages();
  const [query, setQuery] = useState('');
  // Folded once per catalog, not per keystroke, into an array of their own beside the retailers:
  // a keystroke is then one scan that builds one array (50,000 names: the scan is the cost). Folded
  // at the first search, not when the list opens, which need not wait for it (about 6 ms at 50,000
  // names: docs/performance-and-size.md, "Where the time goes").
  const folded = useRef<{ of: readonly Retailer[]; names: readonly string[] } | undefined>(undefined);
  const namesOf = (list: readonly Retailer[]): readonly string[] => {
    if (folded.current?.of !== list)
      folded.current = { of: list, names: list.map((retailer) => fold(retailer.displayName)) };
    return folded.current.names;
  };

  const needle = fold(query.trim());
  // Memoized on the query, not only for speed: a new array is a new list, which the grid scrolls
  // back to the top (a re-render for another reason, say a sign-in, must not do that).
  const matches = useMemo(() => {
    if (!needle) return retailers;
    const names = namesOf(retailers);
    return retailers.filter((_, index) => names[index]?.includes(needle));
  }, [needle, retailers]);
  const count = matches.length;

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
        {count ? t.resultCount(count) : withIsolated(t.noResults, query.trim())}
      </p>
      <RetailerGrid retailers={matches} label={t.retailersList} onSelect={(id) => session.selectRetailer(id)} />
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
