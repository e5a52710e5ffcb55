import { createHash, randomBytes } from 'node:crypto';
import type { DPoPKey } from './dpop.ts';

export interface Tokens {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  /** The provider's session cookies after the sign-in: with them, authorize answers without a sign-in page. */
  sessionCookie: string;
}

export interface SignInRequest {
  origin: string;
  clientId: string;
  redirectUri: string;
  username: string;
  /** Binds the tokens to this key: the token request carries its DPoP proof (RFC 9449 §5). */
  dpop?: DPoPKey | undefined;
}

/** A minimal cookie jar: the provider's interaction cookies must follow the user through the flow. */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (index > 0) this.#cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  header(): string {
    return [...this.#cookies]
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }
}

function location(response: Response, base: string): URL {
  const target = response.headers.get('location');
  if (response.status < 300 || response.status > 399 || !target) {
    throw new Error(`Expected a redirect, got ${response.status} ${response.statusText}`);
  }
  return new URL(target, base);
}

/**
 * The real authorization code + PKCE flow over HTTP, as the widget drives it: authorize, our sign-in
 * page, the redirect with the code, and the token exchange. Tests get tokens exactly as browsers do.
 */
export async function signIn({ origin, clientId, redirectUri, username, dpop }: SignInRequest): Promise<Tokens> {
  const jar = new CookieJar();
  const step = async (url: URL, init: RequestInit = {}): Promise<URL> => {
    const headers = new Headers(init.headers);
    headers.set('cookie', jar.header());
    const response = await fetch(url, { ...init, redirect: 'manual', headers });
    jar.store(response);
    return location(response, origin);
  };
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorize = new URL(`${origin}/oauth/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const interaction = await step(authorize);
  const resume = await step(new URL(`${interaction.pathname}/login`, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username }).toString(),
  });
  const callback = await step(resume);
  if (callback.searchParams.get('state') !== state)
    throw new Error(`Sign-in did not return to the client: ${callback.href}`);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`No code in ${callback.href}`);

  const tokenEndpoint = `${origin}/oauth/token`;
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(dpop ? { dpop: await dpop.proof({ htm: 'POST', htu: tokenEndpoint }) } : {}),
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await response.json()) as { access_token?: string; refresh_token?: string; id_token?: string };
  if (!response.ok || typeof body.access_token !== 'string')
    throw new Error(`Token exchange failed: ${response.status} ${JSON.stringify(body)}`);
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    idToken: body.id_token,
    sessionCookie: jar.header(),
  };
}
