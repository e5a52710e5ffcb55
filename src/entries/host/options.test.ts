import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DefaultsPage } from '../shared/defaults.ts';
import { resolveHostedOptions } from './hosted-options.ts';
import { resolveOptions, type RetailSyncOptions } from './options.ts';
import { TEST_OPTIONS } from './test-support/offline-fetch.ts';

/** A page to read the defaults from: its origin and its body. */
function page(): DefaultsPage & { body: HTMLElement } {
  const body = document.createElement('body');
  return { location: { origin: 'https://shop.example' }, document: { body }, body };
}

const HTTPS = 'an https URL (plain http only on loopback: localhost, 127.0.0.1, [::1])';
const ORIGIN = 'an origin: scheme, host and port, no path (or give options.hostedUrl)';
const HOSTED_RESOURCE =
  "left out: the hosted page asks for the service's own API. To name another resource, embed with create()";
const TAG = 'a BCP 47 language tag';

/** The TypeError, with its code and exact message, that `act` throws. */
function thrown(act: () => unknown): { name: string; code: unknown; message: string } {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    const { name, message, code } = error as TypeError & { code?: unknown };
    return { name, code, message };
  }
  throw new Error('nothing was thrown');
}

describe('resolveOptions()', () => {
  it('should apply the defaults for every option left out', () => {
    const at = page();
    const resolved = resolveOptions({ ...TEST_OPTIONS }, at);

    // No scope: the core chooses it from the provider's scopes_supported (offline_access).
    expect(resolved.session).toEqual({
      ...TEST_OPTIONS,
      variant: 'B',
      redirectUri: 'https://shop.example/callback.html',
    });
    // The UI chooses from the browser's languages when the widget opens (src/ui/i18n/languages.ts).
    expect(resolved.locale).toBeUndefined();
    expect(resolved.theme).toBeUndefined();
    expect(resolved.container()).toBe(at.body);
  });

  it("should keep the options given, and pass the session's others on", () => {
    const container = document.createElement('section');
    const onListenerError = (): void => {};
    const resolved = resolveOptions(
      {
        ...TEST_OPTIONS,
        variant: 'A',
        scope: 'openid',
        redirectUri: 'https://shop.example/cb.html',
        locale: 'es-MX',
        theme: { colorScheme: 'dark' },
        container,
        maxRetries: 1,
        pageRedirectUri: null,
        onListenerError,
      },
      page(),
    );

    expect(resolved.session).toEqual({
      ...TEST_OPTIONS,
      variant: 'A',
      scope: 'openid',
      redirectUri: 'https://shop.example/cb.html',
      maxRetries: 1,
      pageRedirectUri: null,
      onListenerError,
    });
    expect(resolved.locale).toBe('es-MX');
    expect(resolved.theme).toEqual({ colorScheme: 'dark' });
    expect(resolved.container()).toBe(container);
  });

  it.each([
    'http://localhost:4010/oauth',
    'http://127.0.0.1:4010/oauth',
    'http://[::1]:4010/oauth',
    'http://id.localhost/oauth',
    'https://id.example.com/oauth',
  ])('should accept the issuer %s', (issuer) => {
    expect(resolveOptions({ ...TEST_OPTIONS, issuer }, page()).session.issuer).toBe(issuer);
  });

  // Any string: a language the widget does not ship, or no tag at all, falls back when it opens.
  it.each(['en', 'EN', 'fr-CA', 'es-419', 'en-US', 'fr-Latn-FR', 'de-CH', 'en_US', 'xx', ''])(
    'should accept the locale %j, as given, and not throw',
    (locale) => {
      expect(resolveOptions({ ...TEST_OPTIONS, locale }, page()).locale).toBe(locale);
    },
  );

  // Each bad option on its own, with the rest valid, as plain JavaScript (or an attribute) could pass it.
  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a missing clientId',
      { clientId: undefined },
      'ERR_INVALID_ARG_TYPE',
      'options.clientId must be a non-empty string, got undefined',
    ],
    [
      'an empty clientId',
      { clientId: '' },
      'ERR_INVALID_ARG_VALUE',
      'options.clientId must be a non-empty string, got ""',
    ],
    [
      'an issuer that is not a URL',
      { issuer: 'id.example.com' },
      'ERR_INVALID_ARG_VALUE',
      `options.issuer must be ${HTTPS}, got "id.example.com"`,
    ],
    [
      'an issuer that is not a string',
      { issuer: new URL('https://id.example.com') },
      'ERR_INVALID_ARG_TYPE',
      `options.issuer must be ${HTTPS}, got object`,
    ],
    [
      'an http issuer off loopback',
      { issuer: 'http://id.example.com/oauth' },
      'ERR_INVALID_ARG_VALUE',
      `options.issuer must be ${HTTPS}, got "http://id.example.com/oauth"`,
    ],
    [
      'an issuer that is no web URL',
      { issuer: 'javascript:alert(1)' },
      'ERR_INVALID_ARG_VALUE',
      `options.issuer must be ${HTTPS}, got "javascript:alert(1)"`,
    ],
    [
      'a missing apiBaseUrl',
      { apiBaseUrl: undefined },
      'ERR_INVALID_ARG_TYPE',
      `options.apiBaseUrl must be ${HTTPS}, got undefined`,
    ],
    [
      'an apiBaseUrl that is not a URL',
      { apiBaseUrl: '/b' },
      'ERR_INVALID_ARG_VALUE',
      `options.apiBaseUrl must be ${HTTPS}, got "/b"`,
    ],
    [
      'an http apiBaseUrl off loopback',
      { apiBaseUrl: 'http://api.example.com/b' },
      'ERR_INVALID_ARG_VALUE',
      `options.apiBaseUrl must be ${HTTPS}, got "http://api.example.com/b"`,
    ],
    ['an unknown variant', { variant: 'C' }, 'ERR_INVALID_ARG_VALUE', "options.variant must be 'A' or 'B', got \"C\""],
    [
      'a lower-case variant',
      { variant: 'b' },
      'ERR_INVALID_ARG_VALUE',
      "options.variant must be 'A' or 'B', got \"b\"",
    ],
    [
      'a relative redirectUri',
      { redirectUri: '/callback.html' },
      'ERR_INVALID_ARG_VALUE',
      'options.redirectUri must be an absolute URL, got "/callback.html"',
    ],
    [
      'a locale that is not a string',
      { locale: ['fr'] },
      'ERR_INVALID_ARG_TYPE',
      `options.locale must be ${TAG}, got object`,
    ],
    [
      'a theme that is not an object',
      { theme: 'dark' },
      'ERR_INVALID_ARG_TYPE',
      'options.theme must be an object, got "dark"',
    ],
    [
      'an unknown colour scheme',
      { theme: { colorScheme: 'sepia' } },
      'ERR_INVALID_ARG_VALUE',
      "options.theme.colorScheme must be 'light' or 'dark', got \"sepia\"",
    ],
    [
      'a protocol parameter in authorizationParams',
      { authorizationParams: { audience: 'https://api.example/', state: 'fixed' } },
      'ERR_INVALID_ARG_VALUE',
      "options.authorizationParams.state cannot be set: state is the widget's own authorization parameter (the protocol's own: client_id, redirect_uri, response_type, scope, state, nonce, code_challenge, code_challenge_method, resource)",
    ],
    [
      'a relative resource',
      { resource: '/api' },
      'ERR_INVALID_ARG_VALUE',
      'options.resource must be an absolute URI without a fragment (RFC 8707), or a non-empty array of them, got "/api"',
    ],
    [
      'a selector as container',
      { container: '#widget' },
      'ERR_INVALID_ARG_TYPE',
      'options.container must be an element, got "#widget"',
    ],
    [
      'a text node as container',
      { container: document.createTextNode('x') },
      'ERR_INVALID_ARG_VALUE',
      'options.container must be an element, got object',
    ],
    ['an empty scope', { scope: '' }, 'ERR_INVALID_ARG_VALUE', 'options.scope must be a non-empty string, got ""'],
    [
      'a relative pageRedirectUri',
      { pageRedirectUri: '/shop' },
      'ERR_INVALID_ARG_VALUE',
      'options.pageRedirectUri must be an absolute URL, or null, got "/shop"',
    ],
    [
      'a pageRedirectUri that is not a string',
      { pageRedirectUri: false },
      'ERR_INVALID_ARG_TYPE',
      'options.pageRedirectUri must be an absolute URL, or null, got boolean',
    ],
    [
      'a signInTimeoutMs as a string',
      { signInTimeoutMs: '300000' },
      'ERR_INVALID_ARG_TYPE',
      'options.signInTimeoutMs must be a positive number of milliseconds, got "300000"',
    ],
    [
      'a signInTimeoutMs of 0',
      { signInTimeoutMs: 0 },
      'ERR_INVALID_ARG_VALUE',
      'options.signInTimeoutMs must be a positive number of milliseconds, got number',
    ],
    [
      'a negative maxRetries',
      { maxRetries: -1 },
      'ERR_INVALID_ARG_VALUE',
      'options.maxRetries must be a whole number, 0 or more, got number',
    ],
    [
      'a fractional maxRetries',
      { maxRetries: 1.5 },
      'ERR_INVALID_ARG_VALUE',
      'options.maxRetries must be a whole number, 0 or more, got number',
    ],
    [
      'a polling that is null',
      { polling: null },
      'ERR_INVALID_ARG_VALUE',
      'options.polling must be an object, got null',
    ],
    [
      'an empty polling.schedule',
      { polling: { schedule: [] } },
      'ERR_INVALID_ARG_VALUE',
      'options.polling.schedule must be a non-empty array of positive numbers of milliseconds, got object',
    ],
    [
      'a polling.schedule with a NaN',
      { polling: { schedule: [1000, Number.NaN] } },
      'ERR_INVALID_ARG_VALUE',
      'options.polling.schedule must be a non-empty array of positive numbers of milliseconds, got object',
    ],
    [
      'a negative polling.reserve',
      { polling: { reserve: -2 } },
      'ERR_INVALID_ARG_VALUE',
      'options.polling.reserve must be a whole number, 0 or more, got number',
    ],
    [
      'an infinite polling.maxDurationMs',
      { polling: { maxDurationMs: Infinity } },
      'ERR_INVALID_ARG_VALUE',
      'options.polling.maxDurationMs must be a positive number of milliseconds, got number',
    ],
    [
      'an onListenerError that is not a function',
      { onListenerError: 'console.error' },
      'ERR_INVALID_ARG_TYPE',
      'options.onListenerError must be a function, got "console.error"',
    ],
  ])('should refuse %s with a TypeError naming it', (_case, patch, code, message) => {
    const options = { ...TEST_OPTIONS, ...patch } as unknown as RetailSyncOptions;

    expect(thrown(() => resolveOptions(options, page()))).toEqual({
      name: 'TypeError',
      code,
      message: `RetailSync: ${message}`,
    });
  });

  it('should pass resource and authorizationParams on to the session', () => {
    const resolved = resolveOptions(
      { ...TEST_OPTIONS, resource: 'https://api.example/', authorizationParams: { prompt: 'login' } },
      page(),
    );

    expect(resolved.session).toMatchObject({
      resource: 'https://api.example/',
      authorizationParams: { prompt: 'login' },
    });
  });

  it("should accept the session's tuning options within their rules", () => {
    const polling = { schedule: [500, 1000], reserve: 0, maxDurationMs: 60_000 };
    const tuning = { pageRedirectUri: 'https://shop.example/account', signInTimeoutMs: 60_000, maxRetries: 0, polling };

    expect(resolveOptions({ ...TEST_OPTIONS, ...tuning }, page()).session).toMatchObject(tuning);
  });

  // Where events go and what a host's close message does are the package's own (the hosted page's):
  // a page passing them anyway, from plain JavaScript, changes nothing.
  it('should not pass the internal session options on', () => {
    const options = { ...TEST_OPTIONS, messaging: { mode: 'none' }, onHostClose: () => {} };
    const { session } = resolveOptions(options, page());

    expect(Object.keys(session)).not.toContain('messaging');
    expect(Object.keys(session)).not.toContain('onHostClose');
  });

  it('should not offer the internal session options in its type', () => {
    expectTypeOf<Extract<keyof RetailSyncOptions, 'messaging' | 'onHostClose'>>().toBeNever();
  });

  it('should refuse options that are not an object', () => {
    expect(thrown(() => resolveOptions(undefined as unknown as RetailSyncOptions, page()))).toEqual({
      name: 'TypeError',
      code: 'ERR_INVALID_ARG_TYPE',
      message: 'RetailSync: options must be an object, got undefined',
    });
  });
});

describe('resolveHostedOptions()', () => {
  it("should apply the defaults: variant B, the popup's own language, a check of the popup every 250 ms", () => {
    expect(resolveHostedOptions({ clientId: 'c', serviceOrigin: 'http://localhost:4010' })).toEqual({
      clientId: 'c',
      pageUrl: new URL('http://localhost:4010/hosted/'),
      variant: 'B',
      locale: undefined,
      closedPollMs: 250,
    });
  });

  it('should take the page from hostedUrl when given', () => {
    const resolved = resolveHostedOptions({
      clientId: 'c',
      hostedUrl: 'https://service.example/widget/',
      variant: 'A',
      locale: 'fr-CA',
    });

    expect(resolved).toMatchObject({
      pageUrl: new URL('https://service.example/widget/'),
      variant: 'A',
      locale: 'fr-CA',
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a missing clientId',
      { clientId: undefined },
      'ERR_INVALID_ARG_TYPE',
      'options.clientId must be a non-empty string, got undefined',
    ],
    [
      'neither serviceOrigin nor hostedUrl',
      { serviceOrigin: undefined },
      'ERR_INVALID_ARG_TYPE',
      `options.serviceOrigin must be ${ORIGIN}, got undefined`,
    ],
    [
      'a serviceOrigin with a path',
      { serviceOrigin: 'http://localhost:4010/x' },
      'ERR_INVALID_ARG_VALUE',
      `options.serviceOrigin must be ${ORIGIN}, got "http://localhost:4010/x"`,
    ],
    [
      'a serviceOrigin that is not one',
      { serviceOrigin: '*' },
      'ERR_INVALID_ARG_VALUE',
      `options.serviceOrigin must be ${ORIGIN}, got "*"`,
    ],
    [
      'a hostedUrl without an origin',
      { hostedUrl: 'data:text/html,hi' },
      'ERR_INVALID_ARG_VALUE',
      'options.hostedUrl must be an http or https URL, got "data:text/html,hi"',
    ],
    ['an unknown variant', { variant: 'C' }, 'ERR_INVALID_ARG_VALUE', "options.variant must be 'A' or 'B', got \"C\""],
    [
      'a locale that is not a string',
      { locale: 7 },
      'ERR_INVALID_ARG_TYPE',
      `options.locale must be ${TAG}, got number`,
    ],
    [
      'a resource',
      { resource: 'https://api.example/' },
      'ERR_INVALID_ARG_VALUE',
      `options.resource must be ${HOSTED_RESOURCE}, got "https://api.example/"`,
    ],
    [
      'a protocol parameter in authorizationParams, as create() does',
      { authorizationParams: { login_hint: 'ada', state: 'fixed' } },
      'ERR_INVALID_ARG_VALUE',
      "options.authorizationParams.state cannot be set: state is the widget's own authorization parameter (the protocol's own: client_id, redirect_uri, response_type, scope, state, nonce, code_challenge, code_challenge_method, resource)",
    ],
    [
      'a parameter the hosted page does not take',
      { authorizationParams: { audience: 'https://api.example/' } },
      'ERR_INVALID_ARG_VALUE',
      'options.authorizationParams.audience cannot be set with openHosted: the hosted page takes only login_hint, ui_locales, prompt. Leave it out (the service sets its own sign-in), or embed with create() to set it yourself',
    ],
    [
      "prompt 'none'",
      { authorizationParams: { prompt: 'none' } },
      'ERR_INVALID_ARG_VALUE',
      `options.authorizationParams.prompt must be 'login', 'consent' or 'select_account', or several separated by spaces (not 'none'), at most 256 characters, got "none"`,
    ],
    [
      'a login_hint too long for a URL',
      { authorizationParams: { login_hint: 'a'.repeat(257) } },
      'ERR_INVALID_ARG_VALUE',
      'options.authorizationParams.login_hint must be a login name or email, at most 256 characters, got 257 characters',
    ],
    [
      'a value that is not a string',
      { authorizationParams: { login_hint: 42 } },
      'ERR_INVALID_ARG_TYPE',
      'options.authorizationParams.login_hint must be a string, got number',
    ],
  ])('should refuse %s with a TypeError naming it', (_case, patch, code, message) => {
    const options = { clientId: 'c', serviceOrigin: 'http://localhost:4010', ...patch } as never;

    expect(thrown(() => resolveHostedOptions(options))).toEqual({
      name: 'TypeError',
      code,
      message: `RetailSync: ${message}`,
    });
  });
});
