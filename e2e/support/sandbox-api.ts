import { signIn } from '../../demo/server/test-support/oauth.ts';
import { DEMO, SANDBOX } from './origins.ts';

/**
 * Talks to the sandbox from the test process (not the browser), e.g. to prepare state faster than
 * clicking would, or to check what a token the widget held can still do. Tokens come from the real
 * authorization code + PKCE flow, as the sandbox's own contract tests get them.
 */
export interface SandboxUser {
  readonly accessToken: string;
  request(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

export async function sandboxUser(username: string, variant: 'a' | 'b'): Promise<SandboxUser> {
  const { accessToken } = await signIn({
    origin: SANDBOX,
    clientId: 'retailsync-demo',
    redirectUri: `${DEMO}/callback.html`,
    username,
  });
  return withToken(accessToken, variant);
}

export function withToken(accessToken: string, variant: 'a' | 'b'): SandboxUser {
  return {
    accessToken,
    async request(method, path, body) {
      const response = await fetch(`${SANDBOX}/${variant}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}

/**
 * What the API makes of a token the widget held, sent from the test process (off the page, without
 * the widget's key) as `Authorization: Bearer`: `open` (200: an unbound token), `bound` (live, but
 * DPoP-bound, so refused without a proof of its key: the `DPoP` challenge, RFC 9449 §7.1) or `dead`
 * (invalid, expired or revoked: the `Bearer` challenge). The API checks a token before its binding,
 * so `bound` also says the token is still live.
 */
export async function liftedTokenState(accessToken: string, variant: 'a' | 'b'): Promise<'open' | 'bound' | 'dead'> {
  const response = await fetch(`${SANDBOX}/${variant}/sync/sessions/latest`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  await response.body?.cancel();
  if (response.status !== 401) return 'open';
  return response.headers.get('www-authenticate')?.startsWith('DPoP ') ? 'bound' : 'dead';
}

/** Waits until the sync has ended (completed or error), polling the API. */
export async function waitForSyncEnd(user: SandboxUser, syncId: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { body } = await user.request('GET', `/sync/sessions/${syncId}`);
    const status = (body as { status?: string }).status;
    if (status === 'completed' || status === 'error') return status;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`sync ${syncId} did not end`);
}
