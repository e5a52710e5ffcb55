import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSession } from '../test-support/fake-session.ts';
import { DEMO_USER, sampleRetailers } from '../test-support/fixtures.ts';
import { renderApp, wholeText } from '../test-support/render.tsx';

function loadedCatalog() {
  return createFakeSession({ catalog: { status: 'loaded', value: sampleRetailers() } });
}

function listedNames(): string[] {
  const list = screen.getByRole('list', { name: 'Retailers' });
  return within(list)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

describe('CatalogScreen', () => {
  it('should ask the core for the catalog when it was never loaded, and say it is loading', () => {
    const session = createFakeSession();
    const { container } = renderApp(session);
    expect(session.callsTo('loadCatalog')).toHaveLength(1);
    expect(container.querySelector('[data-screen="catalog"]')).not.toBeNull();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('should not reload a catalog that is already loaded', () => {
    const session = loadedCatalog();
    renderApp(session);
    expect(session.callsTo('loadCatalog')).toHaveLength(0);
  });

  it('should list every retailer with its count', () => {
    renderApp(loadedCatalog());
    expect(listedNames()).toHaveLength(12);
    expect(screen.getByText('12 retailers')).toBeTruthy();
  });

  it('should filter instantly as the user types, ignoring case and accents', () => {
    renderApp(loadedCatalog());
    const search = screen.getByLabelText('Search retailers');
    fireEvent.input(search, { target: { value: 'BOOK' } });
    expect(listedNames()).toEqual(['Bluebell Books']);
    fireEvent.input(search, { target: { value: 'cafe' } });
    expect(listedNames()).toEqual(['Café Cortado']);
    expect(screen.getByText('1 retailer')).toBeTruthy();
  });

  it('should fold the names for search at the first search, once, not when the list opens', () => {
    const normalize = vi.spyOn(String.prototype, 'normalize');
    try {
      renderApp(loadedCatalog());
      const atOpen = normalize.mock.calls.length;
      const search = screen.getByLabelText('Search retailers');
      fireEvent.input(search, { target: { value: 'b' } });
      const atFirstSearch = normalize.mock.calls.length;
      fireEvent.input(search, { target: { value: 'bo' } });
      // Opening folds only the empty query; the first search folds every name and its query; the
      // next keystroke folds its query alone.
      expect(atOpen).toBeLessThanOrEqual(1);
      expect(atFirstSearch - atOpen).toBeGreaterThan(2);
      expect(normalize.mock.calls.length - atFirstSearch).toBe(1);
    } finally {
      normalize.mockRestore();
    }
  });

  it('should announce the plain count of a large catalog, and of its matches at each keystroke', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      retailerId: i,
      displayName: `${i % 2 ? 'Odd' : 'Even'} Shop ${i}`,
      logo: '',
      serverSide: false,
    }));
    renderApp(createFakeSession({ catalog: { status: 'loaded', value: many } }));
    expect(screen.getByText('5,000 retailers').getAttribute('role')).toBe('status');
    fireEvent.input(screen.getByLabelText('Search retailers'), { target: { value: 'odd shop 49' } });
    expect(screen.getByText('56 retailers')).toBeTruthy();
    expect(listedNames().slice(0, 3)).toEqual(['OSOdd Shop 49', 'OSOdd Shop 491', 'OSOdd Shop 493']);
  });

  it('should say so when nothing matches', () => {
    renderApp(loadedCatalog());
    fireEvent.input(screen.getByLabelText('Search retailers'), { target: { value: 'zzz' } });
    expect(screen.queryByRole('button', { name: /Bluebell/ })).toBeNull();
    expect(screen.getByText(wholeText('No retailer matches “zzz”.'))).toBeTruthy();
  });

  it('should load web logos lazily and never put a javascript: or data: URL in an img', async () => {
    const { container } = renderApp(loadedCatalog());
    // The grid asks for logos once its first frame has painted.
    await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(10));
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(sources).toHaveLength(10);
    expect(sources.every((src) => src.startsWith('https://logos.example.test/'))).toBe(true);
    expect([...container.querySelectorAll('img')].every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    const ember = screen.getByRole('button', { name: 'Ember Electronics' });
    expect(within(ember).getByTestId('monogram').textContent).toBe('EE');
    const harbor = screen.getByRole('button', { name: 'Harbor Hardware' });
    expect(within(harbor).getByTestId('monogram').textContent).toBe('HH');
  });

  it('should fall back to a monogram when a logo fails to load', async () => {
    renderApp(loadedCatalog());
    const granite = screen.getByRole('button', { name: 'Granite Gear' });
    const img = await waitFor(() => {
      const image = granite.querySelector('img');
      expect(image).not.toBeNull();
      return image;
    });
    fireEvent.error(img as HTMLImageElement);
    expect(granite.querySelector('img')).toBeNull();
    expect(within(granite).getByTestId('monogram').textContent).toBe('GG');
  });

  it('should hand the chosen retailer to the core', () => {
    const session = loadedCatalog();
    renderApp(session);
    fireEvent.click(screen.getByRole('button', { name: 'Driftwood Home' }));
    expect(session.callsTo('selectRetailer')).toEqual([[1004]]);
  });

  it('should show a failed load with its message and a way to try again', () => {
    const session = createFakeSession({ catalog: { status: 'failed', error: { code: 'upstream', message: 'x' } } });
    renderApp(session);
    expect(screen.getByRole('alert').textContent).toBe('The retailer’s service had a problem. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(session.callsTo('loadCatalog')).toHaveLength(1);
  });

  it('should offer the connections only to a signed-in user', () => {
    const signedOut = loadedCatalog();
    const first = renderApp(signedOut);
    expect(screen.queryByRole('button', { name: 'Your connections' })).toBeNull();
    first.unmount();
    const session = createFakeSession({
      auth: { status: 'signed_in', user: DEMO_USER },
      catalog: { status: 'loaded', value: sampleRetailers() },
    });
    renderApp(session);
    fireEvent.click(screen.getByRole('button', { name: 'Your connections' }));
    expect(session.callsTo('showConnections')).toHaveLength(1);
  });
});
