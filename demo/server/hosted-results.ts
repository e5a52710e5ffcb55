import express, { type Router } from 'express';
import { randomBytes } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { SandboxClient } from './clients.ts';
import type { SandboxStore } from './domain/store.ts';
import { batchStatus } from './domain/simulator.ts';
import { invalidInput, notFound, sendProblem, type InvalidParam } from './problem.ts';
import type { SigningKey } from './signing-key.ts';

/**
 * The hosted page's signed result, when it runs by full-page redirect (docs/hosted-mode.md, "By
 * redirect"): the page asks for it as it leaves, and sends the browser back to the client's
 * registered `returnTo` with it in the fragment. A JWS (compact JWT) signed with the provider's key,
 * so a host checks it with the JWKS it already trusts; its explicit `typ` (RFC 8725 §3.11) keeps it
 * from being taken for an ID token, and an ID token for it.
 */
export const HOSTED_RESULT_TYP = 'retail-sync-result+jwt';
/** Seconds a result is good for: long enough for a slow phone to load the return page. */
export const HOSTED_RESULT_TTL = 120;
export const HOSTED_RESULTS_ROUTE = '/hosted/results';

const OUTCOMES = ['success', 'exit', 'error'] as const;
type Outcome = (typeof OUTCOMES)[number];
/** The one-time value the host made (`startHostedRedirect`): base64url, as any random token. */
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;
/** The widget's error codes (`WidgetErrorCode`) and the service's: snake_case words. */
const CODE = /^[a-z][a-z0-9_]{0,63}$/;

/** Whether `returnTo` is registered for the client, compared exactly (as redirect URIs are). */
export function isRegisteredReturnTo(client: SandboxClient | undefined, returnTo: unknown): boolean {
  return client !== undefined && typeof returnTo === 'string' && client.returnTo.includes(returnTo);
}

interface ResultRequest {
  clientId: string;
  returnTo: string;
  nonce: string;
  outcome: Outcome;
  code?: string;
  syncId?: string;
}

function readRequest(body: unknown): { request: ResultRequest } | { invalid: InvalidParam[] } {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const invalid: InvalidParam[] = [];
  const text = (name: string, pattern: RegExp | undefined, required: boolean): string | undefined => {
    const value = fields[name];
    if (value === undefined && !required) return undefined;
    if (typeof value !== 'string' || (pattern && !pattern.test(value))) {
      invalid.push({ name, reason: value === undefined ? 'required' : 'not valid here' });
      return undefined;
    }
    return value;
  };
  const clientId = text('clientId', undefined, true);
  const returnTo = text('returnTo', undefined, true);
  const nonce = text('nonce', NONCE, true);
  const outcome = fields['outcome'];
  if (!OUTCOMES.includes(outcome as Outcome))
    invalid.push({ name: 'outcome', reason: `one of ${OUTCOMES.join(', ')}` });
  const code = text('code', CODE, outcome === 'error');
  const syncId = text('syncId', /^[A-Za-z0-9_-]{1,64}$/, outcome === 'success');
  if (invalid.length > 0 || !clientId || !returnTo || !nonce) return { invalid };
  return {
    request: {
      clientId,
      returnTo,
      nonce,
      outcome: outcome as Outcome,
      ...(code && outcome === 'error' ? { code } : {}),
      ...(syncId ? { syncId } : {}),
    },
  };
}

export interface HostedResultsSettings {
  /** The provider's issuer: the result's `iss`, and where a host finds the JWKS (discovery). */
  issuer: string;
  clients: readonly SandboxClient[];
  store: SandboxStore;
  signingKey: SigningKey;
  /** Epoch milliseconds (the sandbox clock). */
  now: () => number;
}

/**
 * `POST /hosted/results` `{clientId, returnTo, nonce, outcome, code?, syncId?}` -> `{result}`, for the
 * hosted page on the service's own origin (same origin: no CORS). It signs only what the service can
 * stand behind: `returnTo` registered for the client, and a `syncId` that exists, whose retailers it
 * names itself; `success` only for a completed sync. Nothing secret goes in: no token, no credential.
 */
export function hostedResultsRouter(settings: HostedResultsSettings): Router {
  const router = express.Router();
  const keyPromise = importJWK(settings.signingKey.privateJwk, 'ES256');
  router.post(HOSTED_RESULTS_ROUTE, express.json({ limit: '4kb' }), async (req, res, next) => {
    try {
      const read = readRequest(req.body as unknown);
      if ('invalid' in read) {
        sendProblem(res, invalidInput(read.invalid, 'invalid_body'));
        return;
      }
      const { request } = read;
      const client = settings.clients.find((candidate) => candidate.clientId === request.clientId);
      if (!client) {
        sendProblem(res, notFound('client'));
        return;
      }
      if (!isRegisteredReturnTo(client, request.returnTo)) {
        sendProblem(
          res,
          invalidInput([{ name: 'returnTo', reason: 'not registered for this client' }], 'invalid_body'),
        );
        return;
      }
      const sync = request.syncId === undefined ? undefined : settings.store.findSync(request.syncId);
      if (request.syncId !== undefined && !sync) {
        sendProblem(res, notFound(`Sync ${request.syncId}`));
        return;
      }
      if (request.outcome === 'success' && (!sync || batchStatus(sync.items) !== 'completed')) {
        sendProblem(res, invalidInput([{ name: 'syncId', reason: 'success needs a completed sync' }], 'invalid_body'));
        return;
      }
      const nowSeconds = Math.floor(settings.now() / 1000);
      const result = await new SignJWT({
        outcome: request.outcome,
        ...(request.code ? { code: request.code } : {}),
        ...(sync ? { syncId: sync.syncId } : {}),
        retailerIds: sync ? sync.items.map((item) => item.retailerId) : [],
        nonce: request.nonce,
        returnTo: request.returnTo,
      })
        .setProtectedHeader({ alg: 'ES256', kid: settings.signingKey.publicJwk.kid ?? '', typ: HOSTED_RESULT_TYP })
        .setIssuer(settings.issuer)
        .setAudience(client.clientId)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + HOSTED_RESULT_TTL)
        .setJti(randomBytes(12).toString('base64url'))
        .sign(await keyPromise);
      res.set('Cache-Control', 'no-store').json({ result });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
