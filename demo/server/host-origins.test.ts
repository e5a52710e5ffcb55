// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { hostOriginEntryFor, readHostOrigins } from './host-origins.ts';

describe('host origins from the environment and the command line', () => {
  it('registers each origin with its default callback and page, from both sources', () => {
    const config = readConfig({ SANDBOX_HOST_ORIGINS: 'http://localhost:3000  https://shop.test:8443' }, [
      '--host-origin',
      'http://127.0.0.1:8080',
    ]);
    expect(config.hostOrigins).toEqual([
      {
        origin: 'http://localhost:3000',
        redirectUris: ['http://localhost:3000/callback.html', 'http://localhost:3000/'],
      },
      {
        origin: 'https://shop.test:8443',
        redirectUris: ['https://shop.test:8443/callback.html', 'https://shop.test:8443/'],
      },
      {
        origin: 'http://127.0.0.1:8080',
        redirectUris: ['http://127.0.0.1:8080/callback.html', 'http://127.0.0.1:8080/'],
      },
    ]);
    // DEMO_ORIGIN keeps its meaning beside them.
    expect(config.demoOrigin).toBe('http://localhost:5173');
  });

  it('takes the paths an entry names instead of the defaults, and merges an origin named twice', () => {
    expect(
      readHostOrigins('http://localhost:3000=/auth/done.html,/account', ['http://localhost:3000=/checkout']),
    ).toEqual([
      {
        origin: 'http://localhost:3000',
        redirectUris: [
          'http://localhost:3000/auth/done.html',
          'http://localhost:3000/account',
          'http://localhost:3000/checkout',
        ],
      },
    ]);
  });

  it.each([
    ['a path', 'http://localhost:3000/app', 'http://localhost:3000/app'],
    ['a trailing slash', 'http://localhost:3000/', 'http://localhost:3000/'],
    ['no scheme', 'localhost:3000', 'localhost:3000'],
    ['another scheme', 'ftp://localhost:3000', 'ftp://localhost:3000'],
    ['a path that leaves the origin', 'http://localhost:3000=//evil.test/cb', '//evil.test/cb'],
    ['a relative path', 'http://localhost:3000=callback.html', 'callback.html'],
  ])('refuses %s, naming the value and the setting', (_name, entry, named) => {
    expect(() => readConfig({ SANDBOX_HOST_ORIGINS: entry })).toThrow(
      expect.objectContaining({
        name: 'HostOriginError',
        message: expect.stringContaining(`SANDBOX_HOST_ORIGINS: ${JSON.stringify(named)}`) as unknown,
      }),
    );
    expect(() => readConfig({}, ['--host-origin', entry])).toThrow(`--host-origin: ${JSON.stringify(named)}`);
  });

  it('refuses an invalid DEMO_ORIGIN the same way', () => {
    expect(() => readConfig({ DEMO_ORIGIN: 'http://localhost:5173/' })).toThrow(
      'DEMO_ORIGIN: "http://localhost:5173/" is not an origin',
    );
  });

  it('names the entry that registers a redirect URI the sandbox did not know', () => {
    expect(hostOriginEntryFor('http://localhost:3000/callback.html')).toBe('http://localhost:3000');
    expect(hostOriginEntryFor('http://localhost:3000/shop/cb')).toBe('http://localhost:3000=/callback.html,/,/shop/cb');
    expect(hostOriginEntryFor('not a url')).toBeUndefined();
  });
});

describe('npm run sandbox with an invalid host origin', () => {
  it('stops at start with a message naming the origin', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    const result = spawnSync(tsx, [main, '--host-origin', 'http://localhost:3000/app'], {
      // Were the origin accepted, the sandbox would listen until the timeout ended it (status null).
      env: { ...process.env, PORT: '4129', SANDBOX_HOST_ORIGINS: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--host-origin: "http://localhost:3000/app" is not an origin');
    expect(result.stdout).not.toContain('listening');
  });
});
