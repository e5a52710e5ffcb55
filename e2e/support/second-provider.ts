import express from 'express';
import { decodeJwt, type JWK } from 'jose';
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { JWKStore, OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

/**
 * A second OpenID provider for the journeys, one this project did not write: oauth2-mock-server from
 * npm (docs/development.md, "Against a second provider"). It signs in at once (its authorize
 * endpoint redirects back with a code) and issues RS256 JWTs. Its hooks make the tokens carry what
 * the API needs, and record what the widget sent, so a journey can check it from the provider's side.
 */

/** What the provider offers: its own defaults, or one of them left out of discovery (and refused). */
export type ProviderShape =
  /** `iss` in the authorization response, announced in discovery (RFC 9207). */
  | 'rfc9207'
  /** The package's default: no `iss`, nothing announced. */
  | 'without-rfc9207'
  /** No `userinfo_endpoint`. */
  | 'without-userinfo'
  /** No `revocation_endpoint`. */
  | 'without-revocation';

/** What the provider saw of the widget. */
export interface ProviderJournal {
  authorizations: {
    codeChallenge: string | undefined;
    codeChallengeMethod: string | undefined;
    resource: string | undefined;
  }[];
  /**
   * Each token request: its grant and `resource`, whether it sent a `code_verifier`, and whether the
   * S256 of it matched the challenge.
   */
  tokenRequests: {
    grantType: string;
    resource: string | undefined;
    verifierSent: boolean;
    verifierMatchesS256Challenge?: boolean;
  }[];
  issued: { accessToken: string; refreshToken: string }[];
  userinfoRequests: number;
  /** Requests that carried a DPoP proof: none, since this provider announces no DPoP (RFC 9449). */
  dpopProofs: number;
  /** Every request at the revocation path, even when the shape has no revocation endpoint. */
  revocations: { token: string | undefined; tokenTypeHint: string | undefined }[];
}

export interface SecondProvider {
  issuer: string;
  journal: ProviderJournal;
  stop(): Promise<void>;
}

export interface ProviderSetup {
  port: number;
  shape: ProviderShape;
  /** The signing key, the same for every provider a worker starts, so the API's cached key set stays valid. */
  key: JWK;
  /** The user the provider signs in: its `sub`. */
  user: string;
  /** The name the ID token (and user info) gives that user. */
  name: string;
}

/** A private RS256 key for the providers of one worker. */
export async function providerKey(): Promise<JWK> {
  return new JWKStore().generate('RS256');
}

type Body = Partial<Record<string, string>>;
const bodyOf = (req: IncomingMessage): Body => (req as IncomingMessage & { body?: Body }).body ?? {};
const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export async function startSecondProvider(setup: ProviderSetup): Promise<SecondProvider> {
  const issuer = new OAuth2Issuer();
  issuer.url = `http://localhost:${setup.port}`;
  await issuer.keys.add(setup.key);
  const service = new OAuth2Service(issuer);
  const journal: ProviderJournal = {
    authorizations: [],
    tokenRequests: [],
    issued: [],
    userinfoRequests: 0,
    dpopProofs: 0,
    revocations: [],
  };
  const challenges = new Map<string, string>();

  service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: IncomingMessage) => {
    const query = new URL(req.url ?? '', issuer.url).searchParams;
    const codeChallenge = query.get('code_challenge') ?? undefined;
    const codeChallengeMethod = query.get('code_challenge_method') ?? undefined;
    journal.authorizations.push({ codeChallenge, codeChallengeMethod, resource: query.get('resource') ?? undefined });
    const code = url.searchParams.get('code');
    if (code && codeChallenge && codeChallengeMethod === 'S256') challenges.set(code, codeChallenge);
    if (setup.shape === 'rfc9207') url.searchParams.set('iss', issuer.url ?? '');
  });

  service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: IncomingMessage) => {
    const body = bodyOf(req);
    token.payload['sub'] = setup.user;
    if (token.payload['aud'] === undefined) {
      // The access token (RFC 9068), naming the client whose permissions apply. Its audience is the
      // resource the token request names (RFC 8707 §2.2), as providers that support resource
      // indicators do; without one it has none, as this package's tokens by default: the API refuses them.
      Object.assign(token.payload, { client_id: body['client_id'], jti: randomUUID() });
      if (body['resource'] !== undefined) token.payload['aud'] = body['resource'];
    } else {
      // The ID token (its `aud` is the client): who signed in.
      token.payload['name'] = setup.name;
    }
  });

  service.on(
    'beforeResponse',
    (response: { body: Record<string, unknown>; statusCode: number }, req: IncomingMessage) => {
      const body = bodyOf(req);
      const verifier = body['code_verifier'];
      const challenge = body['code'] === undefined ? undefined : challenges.get(body['code']);
      journal.tokenRequests.push({
        grantType: body['grant_type'] ?? '',
        resource: body['resource'],
        verifierSent: verifier !== undefined,
        ...(verifier === undefined || challenge === undefined
          ? {}
          : { verifierMatchesS256Challenge: s256(verifier) === challenge }),
      });
      const { access_token: accessToken, refresh_token: refreshToken } = response.body;
      if (typeof accessToken === 'string' && typeof refreshToken === 'string') {
        journal.issued.push({ accessToken, refreshToken });
      }
    },
  );

  service.on(
    'beforeUserinfo',
    (response: { body: Record<string, unknown>; statusCode: number }, req: IncomingMessage) => {
      journal.userinfoRequests += 1;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const sub = bearer === undefined ? undefined : decodeJwt(bearer).sub;
      response.body = { sub, name: setup.name };
    },
  );

  // In front of the package's own app: the shape's discovery document, and the endpoints it leaves
  // out answering 404; the revocation request's form body read so that the journal has its token.
  const front = express();
  front.use((req, _res, next) => {
    if (req.headers.dpop !== undefined) journal.dpopProofs += 1;
    next();
  });
  front.get('/.well-known/openid-configuration', (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (document: Record<string, unknown>) => json(shapeDiscovery(document, setup.shape));
    next();
  });
  front.post('/revoke', express.urlencoded({ extended: false }), (req, res, next) => {
    const body = bodyOf(req);
    journal.revocations.push({ token: body['token'], tokenTypeHint: body['token_type_hint'] });
    if (setup.shape === 'without-revocation') res.status(404).end();
    else next();
  });
  front.get('/userinfo', (_req, res, next) => {
    if (setup.shape === 'without-userinfo') res.status(404).end();
    else next();
  });
  front.use(service.requestHandler);

  // `localhost` is 127.0.0.1 to some clients and ::1 to others: listen on both, as the sandbox does.
  const servers = await Promise.all(['127.0.0.1', '::1'].map((host) => listen(createServer(front), setup.port, host)));
  return {
    issuer: issuer.url,
    journal,
    stop: async () => {
      await Promise.all(servers.filter((server) => server !== undefined).map(close));
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<Server | undefined> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (host === '::1' && (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')) resolve(undefined);
      else reject(error);
    });
    server.listen(port, host, () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

function shapeDiscovery(document: Record<string, unknown>, shape: ProviderShape): Record<string, unknown> {
  const shaped = { ...document };
  if (shape === 'rfc9207') shaped['authorization_response_iss_parameter_supported'] = true;
  if (shape === 'without-userinfo') delete shaped['userinfo_endpoint'];
  if (shape === 'without-revocation') delete shaped['revocation_endpoint'];
  return shaped;
}
