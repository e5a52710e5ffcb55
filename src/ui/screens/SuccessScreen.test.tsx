import { act, fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSession } from '../test-support/fake-session.ts';
import { item, progress } from '../test-support/fixtures.ts';
import { App } from '../App.tsx';
import { en } from '../i18n/en.ts';
import { es } from '../i18n/es.ts';
import { fr } from '../i18n/fr.ts';
import type { Messages } from '../i18n/messages.ts';
import { renderApp, renderLocalized } from '../test-support/render.tsx';
import { sampleConnections } from '../test-support/fixtures.ts';

function success() {
  return createFakeSession({
    view: { name: 'success', progress: progress('completed', [item(1001, 'completed', 1)]) },
  });
}

describe('SuccessScreen', () => {
  it('should give the number of orders fetched and announce it', () => {
    const { container } = renderApp(success());
    expect(container.querySelector('[data-screen="success"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'All synced' })).toBeTruthy();
    expect(screen.getByText('1 order fetched.')).toBeTruthy();
    expect(screen.getByTestId('sync-announcer').textContent).toBe('All synced. 1 order fetched.');
  });

  it('should close on Done, and lead to the connections or the catalog', () => {
    const session = success();
    const onClose = vi.fn();
    renderApp(session, onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Your connections' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a retailer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(session.callsTo('showConnections')).toHaveLength(1);
    expect(session.callsTo('showCatalog')).toHaveLength(1);
  });

  describe.each<[string, Messages, Record<'title' | 'limited' | 'sixtySeconds' | 'now' | 'busy' | 'two', string>]>([
    [
      'en',
      en,
      {
        title: 'Synced, except 1 retailer',
        limited: 'Not synced · You can try again in 59 minutes.',
        sixtySeconds: 'Not synced · You can try again in 60 seconds.',
        now: 'Not synced · You can try again now.',
        busy: 'Not synced',
        two: 'Synced, except 2 retailers',
      },
    ],
    [
      'es',
      es,
      {
        title: 'Sincronizado, salvo 1 tienda',
        limited: 'Sin sincronizar · Podrás reintentarlo en 59 minutos.',
        sixtySeconds: 'Sin sincronizar · Podrás reintentarlo en 60 segundos.',
        now: 'Sin sincronizar · Ya puedes reintentarlo.',
        busy: 'Sin sincronizar',
        two: 'Sincronizado, salvo 2 tiendas',
      },
    ],
    [
      'fr',
      fr,
      {
        title: 'Synchronisé, sauf 1 marchand',
        limited: 'Non synchronisé · Vous pourrez réessayer dans 59 minutes.',
        sixtySeconds: 'Non synchronisé · Vous pourrez réessayer dans 60 secondes.',
        now: 'Non synchronisé · Vous pouvez réessayer maintenant.',
        busy: 'Non synchronisé',
        two: 'Synchronisé, sauf 2 marchands',
      },
    ],
  ])('when sync all left connections out (%s)', (locale, messages, copy) => {
    const leftOutSession = (leftOut: { retailerId: number; retryAt?: number }[]) =>
      createFakeSession({
        connections: { status: 'loaded', value: sampleConnections() },
        view: { name: 'success', progress: { ...progress('completed', [item(1001, 'completed', 3)]), leftOut } },
      });
    const show = (session: ReturnType<typeof createFakeSession>) =>
      renderLocalized(<App session={session} onClose={() => {}} />, { locale, messages });

    it('does not say all synced, and lists the one left out with when it can sync', () => {
      show(leftOutSession([{ retailerId: 1002, retryAt: Date.now() + 3_490_000 }]));
      expect(screen.getByRole('heading', { name: copy.title })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: messages.successTitle })).toBeNull();
      const line = screen.getByText('Bluebell Books').closest('li')!;
      expect(line.getAttribute('data-status')).toBe('not_synced');
      expect(line.querySelector('.muted')!.textContent).toBe(copy.limited);
      expect(screen.getByTestId('sync-announcer').textContent).toMatch(new RegExp(`^${copy.title}\\. `));
    });

    it('counts down to when it can sync, and then says it can now', () => {
      vi.useFakeTimers();
      try {
        show(leftOutSession([{ retailerId: 1002, retryAt: Date.now() + 3_490_000 }]));
        const muted = () => screen.getByText('Bluebell Books').closest('li')!.querySelector('.muted')!.textContent;
        expect(muted()).toBe(copy.limited);
        act(() => void vi.advanceTimersByTime(3_490_000 - 60_000));
        expect(muted()).toBe(copy.sixtySeconds);
        act(() => void vi.advanceTimersByTime(60_000));
        expect(muted()).toBe(copy.now);
      } finally {
        vi.useRealTimers();
      }
    });

    it('counts every one left out, and says only "not synced" when the service gave no time', () => {
      show(leftOutSession([{ retailerId: 1002, retryAt: Date.now() + 3_490_000 }, { retailerId: 1003 }]));
      expect(screen.getByRole('heading', { name: copy.two })).toBeTruthy();
      expect(screen.getByText('Café Cortado').closest('li')!.querySelector('.muted')!.textContent).toBe(copy.busy);
    });
  });
});
