// @vitest-environment node
import { inspect } from 'node:util';
import type { AuthorizationServer } from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import * as tiny from './tiny-oauth.ts';

// Beside the differential test (which compares outcomes, not what an error carries): tiny-oauth's
// refusals of a token response keep no token in their cause, so none can reach a log.
const ISSUER = 'https://op.example.com';
const AS: AuthorizationServer = { issuer: ISSUER, id_token_signing_alg_values_supported: ['ES256'] };
const CLIENT = { client_id: 'widget' };

const segment = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = (): number => Math.floor(Date.now() / 1000);
const idToken = (claims: object): string =>
  `${segment({ alg: 'ES256' })}.${segment({ iss: ISSUER, aud: 'widget', sub: 'u', iat: now(), exp: now() + 600, ...claims })}.c2ln`;

async function refusal(body: object): Promise<unknown> {
  const error = await tiny.processAuthorizationCodeResponse(AS, CLIENT, Response.json(body), { requireIdToken: true })
    .then(() => undefined, (reason: unknown) => reason);
  expect(error).toBeInstanceOf(tiny.OperationProcessingError);
  return error;
}

describe('tiny-oauth refusals of a token response', () => {
  const tokens = { access_token: 'live-access', refresh_token: 'live-refresh' };

  it.each([
    ['an unknown token type', { ...tokens, token_type: 'mac', id_token: idToken({}) }],
    ['a negative expires_in', { ...tokens, token_type: 'Bearer', expires_in: -1, id_token: idToken({}) }],
    ['a scope that is not a string', { ...tokens, token_type: 'Bearer', scope: 1, id_token: idToken({}) }],
    ['a nonce nobody sent', { ...tokens, token_type: 'Bearer', id_token: idToken({ nonce: 'n' }) }],
    ['an ID token of two parts', { ...tokens, token_type: 'Bearer', id_token: 'live-id.token' }],
  ])('should keep no token in the error for %s', async (_case, body) => {
    const text = inspect(await refusal(body), { depth: Infinity, showHidden: true });
    expect(text).not.toMatch(/live-(access|refresh|id)/);
  });

  it('should accept the same response with a valid token type (the control)', async () => {
    const result = await tiny.processAuthorizationCodeResponse(AS, CLIENT, Response.json({ ...tokens, token_type: 'Bearer', id_token: idToken({}) }), { requireIdToken: true });
    expect(result.access_token).toBe('live-access');
  });
});
