import { describe, expect, it } from 'vitest';
import { createFakeProvider, FAKE_CLIENT_ID, FAKE_ISSUER, FAKE_REDIRECT_URI } from '../test-support/fake-provider.ts';
import { signInDirectly } from '../test-support/signed-in.ts';
import { AuthorizationCodeFlow, type AuthConfig } from './authorization-code-flow.ts';

const API = 'https://api.example.test/';

function flowWith(extra: Partial<AuthConfig>, provider = createFakeProvider()) {
  const flow = new AuthorizationCodeFlow(
    { issuer: FAKE_ISSUER, clientId: FAKE_CLIENT_ID, redirectUri: FAKE_REDIRECT_URI, ...extra },
    provider.fetch,
  );
  return { flow, provider };
}

async function authorizationQuery(flow: AuthorizationCodeFlow): Promise<URLSearchParams> {
  return new URL((await flow.createAttempt()).url).searchParams;
}

/** What the constructor throws for `extra`: a TypeError with a code. */
function optionError(extra: Record<string, unknown>): { code: unknown; message: string } {
  try {
    flowWith(extra);
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    const { code, message } = error as TypeError & { code?: unknown };
    return { code, message };
  }
  throw new Error('nothing was thrown');
}

describe('the authorization request', () => {
  describe('resource (RFC 8707)', () => {
    it('should send the resource on the authorization, code and refresh token requests', async () => {
      const { flow, provider } = flowWith({ resource: API });

      expect((await authorizationQuery(flow)).getAll('resource')).toEqual([API]);
      const tokens = await signInDirectly(flow);
      await flow.refresh(tokens);

      expect(provider.tokenRequests.map((body) => body.getAll('resource'))).toEqual([[API], [API]]);
    });

    it('should send every resource of a list, and keep its own copy of the list', async () => {
      const resource = [API, 'urn:example:orders'];
      const { flow, provider } = flowWith({ resource });
      resource.push('https://elsewhere.example.test/');

      expect((await authorizationQuery(flow)).getAll('resource')).toEqual([API, 'urn:example:orders']);
      await signInDirectly(flow);
      expect(provider.tokenRequests[0]!.getAll('resource')).toEqual([API, 'urn:example:orders']);
    });

    it('should send no resource when none is set', async () => {
      const { flow, provider } = flowWith({});
      expect((await authorizationQuery(flow)).has('resource')).toBe(false);
      await signInDirectly(flow);
      expect(provider.tokenRequests[0]!.has('resource')).toBe(false);
    });

    it.each([
      ['a relative URI', '/api', 'ERR_INVALID_ARG_VALUE', 'got "/api"'],
      ['a URI with a fragment', `${API}#orders`, 'ERR_INVALID_ARG_VALUE', `got "${API}#orders"`],
      ['an empty list', [], 'ERR_INVALID_ARG_VALUE', 'got an empty array'],
      ['a number', 42, 'ERR_INVALID_ARG_TYPE', 'got number'],
      ['a list with a number', [API, 42], 'ERR_INVALID_ARG_TYPE', 'got number'],
    ])('should refuse %s as a TypeError naming options.resource', (_label, resource, code, got) => {
      const error = optionError({ resource });
      expect(error.code).toBe(code);
      expect(error.message).toBe(
        `RetailSync: options.resource must be an absolute URI without a fragment (RFC 8707), or a non-empty array of them, ${got}`,
      );
    });
  });

  describe('authorizationParams', () => {
    it('should add the parameters to the authorization request only', async () => {
      const { flow, provider } = flowWith({
        authorizationParams: { audience: API, prompt: 'login', login_hint: 'ada@example.test', ui_locales: 'fr' },
      });

      const query = await authorizationQuery(flow);
      expect(
        Object.fromEntries(['audience', 'prompt', 'login_hint', 'ui_locales'].map((n) => [n, query.get(n)])),
      ).toEqual({
        audience: API,
        prompt: 'login',
        login_hint: 'ada@example.test',
        ui_locales: 'fr',
      });
      expect(query.get('code_challenge_method')).toBe('S256');
      await signInDirectly(flow);
      expect(provider.tokenRequests[0]!.has('audience')).toBe(false);
    });

    it.each([
      'state',
      'nonce',
      'code_challenge',
      'code_challenge_method',
      'redirect_uri',
      'response_type',
      'client_id',
    ])('should refuse %s, the protocol’s own, as a TypeError naming it', (name) => {
      const error = optionError({ authorizationParams: { prompt: 'login', [name]: 'x' } });
      expect(error.code).toBe('ERR_INVALID_ARG_VALUE');
      expect(error.message).toMatch(
        new RegExp(
          `^RetailSync: options\\.authorizationParams\\.${name} cannot be set: ${name} is the widget's own authorization parameter \\(the protocol's own: `,
        ),
      );
    });

    it.each([
      ['scope', 'options.scope'],
      ['resource', 'options.resource'],
    ])('should refuse %s and name the option to use instead', (name, instead) => {
      const error = optionError({ authorizationParams: { [name]: 'x' } });
      expect(error).toEqual({
        code: 'ERR_INVALID_ARG_VALUE',
        message: `RetailSync: options.authorizationParams.${name} cannot be set: ${name} is the widget's own authorization parameter; use ${instead}`,
      });
    });

    it.each([
      [{ max_age: 0 }, 'RetailSync: options.authorizationParams.max_age must be a string, got number'],
      [
        'prompt=login',
        'RetailSync: options.authorizationParams must be an object of string values, got "prompt=login"',
      ],
      [['prompt', 'login'], 'RetailSync: options.authorizationParams must be an object of string values, got an array'],
      [null, 'RetailSync: options.authorizationParams must be an object of string values, got null'],
    ])('should refuse %j as ERR_INVALID_ARG_TYPE', (authorizationParams, message) => {
      expect(optionError({ authorizationParams })).toEqual({ code: 'ERR_INVALID_ARG_TYPE', message });
    });
  });

  describe('scope and offline_access', () => {
    it('should ask for offline_access when the provider lists it in scopes_supported', async () => {
      const provider = createFakeProvider();
      provider.discovery = { scopes_supported: ['openid', 'profile', 'email', 'offline_access'] };
      const { flow } = flowWith({}, provider);

      expect((await authorizationQuery(flow)).get('scope')).toBe('openid profile email offline_access');
    });

    it('should not ask for offline_access when the provider does not list it', async () => {
      const provider = createFakeProvider();
      provider.discovery = { scopes_supported: ['openid', 'profile', 'email'] };
      const { flow } = flowWith({}, provider);

      expect((await authorizationQuery(flow)).get('scope')).toBe('openid profile email');
    });

    it("should send the host's own scope exactly, even when the provider lists offline_access", async () => {
      const provider = createFakeProvider();
      provider.discovery = { scopes_supported: ['openid', 'offline_access'] };
      const { flow } = flowWith({ scope: 'openid email' }, provider);

      expect((await authorizationQuery(flow)).get('scope')).toBe('openid email');
    });
  });
});
