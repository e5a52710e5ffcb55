import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../core/test-support/memory-storage.ts';
import { HOSTED_PARAMS_KEY, readHostedParams } from './hosted-params.ts';

const PAGE = 'http://localhost:4010/hosted/';
const OPENED = `${PAGE}?client_id=retailsync-demo&host_origin=http%3A%2F%2Flocalhost%3A5173&variant=A&locale=fr`;

describe('readHostedParams', () => {
  it('reads what openHosted put in the query', () => {
    expect(readHostedParams(OPENED, new MemoryStorage())).toEqual({
      clientId: 'retailsync-demo',
      hostOrigin: 'http://localhost:5173',
      variant: 'A',
      locale: 'fr',
    });
  });

  it('survives the sign-in round trip: back at the bare redirect URI, the remembered query is used', () => {
    const storage = new MemoryStorage();
    const opened = readHostedParams(OPENED, storage);
    expect(readHostedParams(`${PAGE}?code=abc&state=xyz&iss=http%3A%2F%2Flocalhost%3A4010%2Foauth`, storage)).toEqual(
      opened,
    );
    expect(readHostedParams(PAGE, storage)).toEqual(opened);
  });

  it("reads the host's target, and remembers it over the sign-in round trip", () => {
    const storage = new MemoryStorage();
    const opened = readHostedParams(`${OPENED}&retailerId=1002&reconnect=true`, storage);
    expect(opened?.target).toEqual({ retailerId: 1002, reconnect: true });
    expect(readHostedParams(PAGE, storage)).toEqual(opened);
    expect(readHostedParams(`${OPENED}&view=connections`, null)?.target).toEqual({ view: 'connections' });
    expect(readHostedParams(`${OPENED}&retailerId=1002`, null)?.target).toEqual({ retailerId: 1002 });
  });

  it.each(['retailerId=0', 'retailerId=1e3', 'retailerId=-1', 'retailerId=99999999999999999', 'view=orders'])(
    'drops a target edited by hand (%s)',
    (query) => {
      const params = readHostedParams(`${OPENED}&${query}`, null);
      expect(params).not.toBeNull();
      expect(params).not.toHaveProperty('target');
    },
  );

  it("reads the host's authorizationParams, and remembers them over the sign-in round trip", () => {
    const storage = new MemoryStorage();
    const opened = readHostedParams(
      `${OPENED}&auth.login_hint=user_good&auth.prompt=login&auth.ui_locales=fr-CA`,
      storage,
    );
    expect(opened?.authorizationParams).toEqual({ login_hint: 'user_good', prompt: 'login', ui_locales: 'fr-CA' });
    expect(opened).not.toHaveProperty('refusedAuthorizationParams');
    expect(readHostedParams(`${PAGE}?code=abc&state=xyz`, storage)).toEqual(opened);
  });

  it.each([
    [
      'a protocol parameter (state)',
      'auth.login_hint=ada&auth.state=fixed',
      /authorizationParams\.state cannot be set: state is the widget's own/,
    ],
    [
      'a protocol parameter (redirect_uri)',
      'auth.redirect_uri=https%3A%2F%2Fevil.example%2F',
      /authorizationParams\.redirect_uri cannot be set/,
    ],
    ['a protocol parameter (scope)', 'auth.scope=openid+admin', /authorizationParams\.scope cannot be set/],
    [
      'a parameter hosted mode does not take',
      'auth.audience=https%3A%2F%2Fevil.example%2F',
      /authorizationParams\.audience cannot be set with openHosted/,
    ],
    ["prompt 'none'", 'auth.prompt=none', /authorizationParams\.prompt must be .*\(not 'none'\)/],
    [
      'a login_hint longer than openHosted allows',
      `auth.login_hint=${'a'.repeat(300)}`,
      /login_hint must be .*got 300 characters/,
    ],
    [
      'markup in ui_locales',
      'auth.ui_locales=%3Cimg%3E',
      /authorizationParams\.ui_locales must be BCP 47 language tags/,
    ],
  ])('refuses a URL edited to carry %s, naming it, and sends none of them on', (_case, query, reason) => {
    const storage = new MemoryStorage();
    readHostedParams(OPENED, storage);
    const params = readHostedParams(`${OPENED}&${query}`, storage);
    expect(params?.refusedAuthorizationParams).toMatch(reason);
    expect(params).not.toHaveProperty('authorizationParams');
    // Not remembered, and the earlier query is forgotten: back from anywhere, the page starts nothing.
    expect(readHostedParams(PAGE, storage)).toBeNull();
  });

  it('a new query replaces the remembered one', () => {
    const storage = new MemoryStorage();
    readHostedParams(OPENED, storage);
    const next = readHostedParams(`${PAGE}?client_id=other&host_origin=https%3A%2F%2Fshop.test`, storage);
    expect(next).toEqual({ clientId: 'other', hostOrigin: 'https://shop.test', variant: 'B' });
    expect(readHostedParams(PAGE, storage)).toEqual(next);
  });

  it('keeps nothing but the four parameters, none of them secret', () => {
    const storage = new MemoryStorage();
    readHostedParams(`${OPENED}&code=abc&state=xyz`, storage);
    expect([...storage.items.keys()]).toEqual([HOSTED_PARAMS_KEY]);
    expect(Object.fromEntries(new URLSearchParams(storage.items.get(HOSTED_PARAMS_KEY)))).toEqual({
      client_id: 'retailsync-demo',
      host_origin: 'http://localhost:5173',
      variant: 'A',
      locale: 'fr',
    });
  });

  it.each([
    ['no query and nothing remembered', PAGE],
    ['no host origin', `${PAGE}?client_id=retailsync-demo`],
    ['a wildcard host origin', `${PAGE}?client_id=retailsync-demo&host_origin=*`],
    ['a host origin with a path', `${PAGE}?client_id=retailsync-demo&host_origin=http%3A%2F%2Flocalhost%3A5173%2Fpage`],
    ['an opaque host origin', `${PAGE}?client_id=retailsync-demo&host_origin=null`],
    ['a client id with markup', `${PAGE}?client_id=%3Cscript%3E&host_origin=http%3A%2F%2Flocalhost%3A5173`],
  ])('null for %s', (_name, href) => {
    expect(readHostedParams(href, new MemoryStorage())).toBeNull();
  });

  it('drops a malformed locale and defaults the variant to B', () => {
    expect(
      readHostedParams(`${PAGE}?client_id=c&host_origin=http%3A%2F%2Flocalhost%3A5173&locale=%22x&variant=Z`, null),
    ).toEqual({ clientId: 'c', hostOrigin: 'http://localhost:5173', variant: 'B' });
  });

  it('null when the remembered value is garbage', () => {
    const storage = new MemoryStorage();
    storage.setItem(HOSTED_PARAMS_KEY, '{not json');
    expect(readHostedParams(PAGE, storage)).toBeNull();
  });
});
