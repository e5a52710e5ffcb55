/**
 * `openHosted`'s and `startHostedRedirect`'s options, checked with the same rules as `create()`'s
 * for those they share (option-rules.ts), with their defaults (shared/defaults.ts).
 */
import type { OpenTarget } from '../../core/index.ts';
import { DEFAULTS } from '../shared/defaults.ts';
import { checkHostedAuthorizationParams, type HostedAuthorizationParams } from '../shared/hosted-authorization.ts';
import type { HostedRedirectOptions, OpenHostedOptions } from './hosted-contract.ts';
import { assertObject, checked, invalid, optional } from './option-rules.ts';
import { checkedTarget } from './options.ts';

/** `openHosted`'s options once checked, with their defaults. */
export interface ResolvedHostedOptions {
  readonly clientId: string;
  /** The hosted page, before its query: `${serviceOrigin}/hosted/`, or `hostedUrl`. */
  readonly pageUrl: URL;
  readonly variant: 'A' | 'B';
  /** Only when given: the popup's own browser language is the default, read by the hosted page. */
  readonly locale: string | undefined;
  readonly closedPollMs: number;
  /** Where the popup opens (`options.target`), if anywhere. */
  readonly target: OpenTarget | undefined;
  /** The hosted page's sign-in parameters, if any: those hosted mode takes (hosted-authorization.ts). */
  readonly authorizationParams: HostedAuthorizationParams | undefined;
  /** Where the hosted page goes back when it runs by redirect: `returnTo` or `redirectWhenBlocked.returnTo`. */
  readonly returnTo: string | undefined;
}

/** Checks `openHosted`'s options, with the same rules as `create()`'s for those they share. */
export function resolveHostedOptions(options: OpenHostedOptions | HostedRedirectOptions): ResolvedHostedOptions {
  assertObject(options);
  // The hosted page asks for the service's own API (RFC 8707), which the service configures: a
  // host's value would only get tokens that API refuses (docs/providers.md, "In hosted mode").
  const resource: unknown = options.resource;
  if (resource !== undefined) {
    throw invalid(
      'options.resource',
      "left out: the hosted page asks for the service's own API. To name another resource, embed with create()",
      resource,
      'ERR_INVALID_ARG_VALUE',
    );
  }
  const { hostedUrl, serviceOrigin, locale } = options;
  return {
    clientId: checked('clientId', options.clientId),
    pageUrl: new URL(
      hostedUrl === undefined ? `${checked('serviceOrigin', serviceOrigin)}/hosted/` : checked('hostedUrl', hostedUrl),
    ),
    variant: optional('variant', options.variant, () => DEFAULTS.variant),
    locale: locale === undefined ? undefined : checked('locale', locale),
    closedPollMs: ('closedPollMs' in options ? options.closedPollMs : undefined) ?? DEFAULTS.closedPollMs,
    target: checkedTarget(options.target, 'options.'),
    authorizationParams: checkHostedAuthorizationParams(options.authorizationParams),
    returnTo: returnToOf(options),
  };
}

/** `startHostedRedirect`'s `returnTo`, or `openHosted`'s `redirectWhenBlocked.returnTo`, checked. */
function returnToOf(options: OpenHostedOptions | HostedRedirectOptions): string | undefined {
  if ('returnTo' in options) return checked('returnTo', options.returnTo);
  const fallback: unknown = 'redirectWhenBlocked' in options ? options.redirectWhenBlocked : undefined;
  if (fallback === undefined) return undefined;
  if (typeof fallback !== 'object' || fallback === null) {
    throw invalid('options.redirectWhenBlocked', '{ returnTo }', fallback, 'ERR_INVALID_ARG_TYPE');
  }
  return checked('returnTo', (fallback as { returnTo?: unknown }).returnTo, 'options.redirectWhenBlocked.') as string;
}
