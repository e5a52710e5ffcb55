// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { requireBuilt } from './test-support/built.ts';

/**
 * `retail-sync-widget/react` on a server, as a server renderer gets it: the built entry, through the
 * package's `exports`. (The sources themselves are not for a server: src/ui/index.ts re-exports the
 * script-tag bundle's side-file loader, which reads `document` as it loads; the npm build leaves it
 * out, and build/import-side-effects.test.ts checks that the built entries read no browser global.)
 */
describe('useRetailSync() in a server render (built, in Node)', () => {
  it('should import and render a component that uses it, with no window', async () => {
    requireBuilt('dist/esm/react.js', 'dist/types/entries/react/index.d.ts');
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    // Imported here, after the checks above: importing is part of what is tested. By a name in a
    // variable, so the type check (before any build, in npm test) does not look for dist/types.
    const entry = 'retail-sync-widget/react';
    const { useRetailSync } = (await import(entry)) as typeof import('../src/entries/react/index.ts');
    function Connect() {
      const { open, ready, error } = useRetailSync({
        issuer: 'http://localhost:4010/oauth',
        clientId: 'retailsync-demo',
        apiBaseUrl: 'http://localhost:4010/b',
        onSuccess: (event) => event.payload.ordersFetched,
      });
      return createElement(
        'button',
        { type: 'button', disabled: !ready, onClick: open, title: error?.payload.code },
        'Connect your retailers',
      );
    }

    expect(renderToString(createElement(Connect))).toBe(
      '<button type="button" disabled="">Connect your retailers</button>',
    );
  });
});

describe('create() and openHosted() on a server (built, in Node)', () => {
  it.each(['create', 'openHosted'] as const)(
    'should make %s() throw a TypeError that says a browser page is needed, with its code',
    async (name) => {
      requireBuilt('dist/esm/index.js');
      expect(typeof window).toBe('undefined');
      const entry = 'retail-sync-widget';
      const widget = (await import(entry)) as typeof import('../src/index.ts');
      const options = { issuer: 'http://localhost:4010/oauth', clientId: 'retailsync-demo' };
      const call = {
        create: () => widget.create({ ...options, apiBaseUrl: 'http://localhost:4010/b' }),
        openHosted: () => widget.openHosted({ clientId: options.clientId, serviceOrigin: 'http://localhost:4010' }),
      }[name];

      expect(call).toThrow(TypeError);
      expect(call).toThrow(
        `RetailSync: ${name}() needs a browser page, and there is no window here (a server render?)`,
      );
      expect(call).toThrow(expect.objectContaining({ code: 'ERR_NO_BROWSER' }));
    },
  );
});
