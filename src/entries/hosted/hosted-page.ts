/**
 * The hosted popup page (docs/hosted-mode.md): the whole widget in a window on the service's own origin,
 * opened by the host with `openHosted()`. Its OAuth happens here, so tokens never reach the host.
 */
import {
  compact,
  randomHex,
  takeAuthorizationResponse,
  widgetEvent,
  type HeadlessWidgetSession,
  type PageLocation,
  type WidgetEnvironment,
  type WidgetSessionOptions,
} from '../../core/index.ts';
import { languageOf, type MountAppOptions } from '../../ui/index.ts';
import { windowEnvironment } from '../shared/browser-environment.ts';
import { fetchAllowedOrigins, hostedMessaging } from './hosted-messaging.ts';
import { readHostedParams, type HostedParams } from './hosted-params.ts';
import { rememberRetailerOnRedirect, resumeRetailerAfterRedirect } from './hosted-resume.ts';
import {
  CANNOT_TAKE_YOU_BACK,
  followOutcome,
  type HostedOutcome,
  returnToHost,
  TAKING_YOU_BACK,
} from './hosted-return.ts';
import { hostedStory } from './hosted-story.ts';

/** The page's collaborators; the real ones by default, fakes in tests. */
export interface HostedPageDeps {
  createSession(options: WidgetSessionOptions, env: WidgetEnvironment): HeadlessWidgetSession;
  mount(host: HTMLElement, session: HeadlessWidgetSession, options: MountAppOptions): () => void;
}

/** Text for a visitor who reached the page some other way than `openHosted()`. */
export const NOT_OPENED_BY_HOST =
  'This page opens from a site that uses RetailSync. Go back to that site and start again there.';
export const YOU_CAN_CLOSE = 'You can close this window now.';

/** The `error` event's code, and the shopper's text, for sign-in parameters the page cannot use. */
export const REFUSED_PARAMS_CODE = 'invalid_authorization_params';
export const refusedParamsText = (reason: string): string =>
  `This window cannot sign you in: the site that opened it asked for sign-in settings this service does not accept ` +
  `(${REFUSED_PARAMS_CODE}). Close this window and let the site know. Details: ${reason}`;

function say(doc: Document, text: string): void {
  const message = doc.getElementById('hosted-message');
  if (!message) return;
  message.textContent = text;
  message.hidden = false;
}

/**
 * The hosted page's language: the host's `locale`, else the first tag of the sign-in's `ui_locales`
 * the widget ships, so the page and the sandbox's sign-in page speak alike; else the browser's.
 */
function hostedLocale(params: HostedParams): string | undefined {
  const uiLocales = params.authorizationParams?.ui_locales?.split(' ') ?? [];
  return params.locale ?? uiLocales.find((tag) => languageOf(tag) !== undefined);
}

/**
 * Starts the page in `win`. The page is its own redirect URI: the sign-in leaves for the provider
 * and comes back here (a popup inside this popup would only add a window to lose), resuming from
 * sessionStorage (the PKCE verifier and state, and the host's query; never a token).
 */
export async function startHostedPage(win: Window, deps: HostedPageDeps): Promise<HeadlessWidgetSession | null> {
  const doc = win.document;
  const origin = win.location.origin;
  const pagePath = win.location.pathname;
  const env = windowEnvironment(win);
  // The page is a redirect URI: an authorization response leaves its address at once, before the
  // first await and whether or not this page asked for it; the session reads it from `arrived`.
  const arrived = arrivedLocation(env.location);
  takeAuthorizationResponse(env);
  const params = readHostedParams(win.location.href, env.storage);
  if (!params) {
    say(doc, NOT_OPENED_BY_HOST);
    return null;
  }
  // No opener (opened directly, or severed): nobody to tell, so no events either.
  const allowed = win.opener ? await fetchAllowedOrigins(env.fetch, origin, params.clientId) : [];
  const { redirect } = params;
  // By redirect, the host hears the end of the visit from a signed result on its `returnTo`.
  const goBack = async (outcome: HostedOutcome): Promise<void> => {
    if (!redirect) return;
    say(doc, TAKING_YOU_BACK);
    if (!(await returnToHost(win, params.clientId, redirect, outcome))) say(doc, CANNOT_TAKE_YOU_BACK);
  };
  if (params.refusedAuthorizationParams !== undefined) {
    // No session: signing in without what the host asked for would be another sign-in than its own.
    say(doc, refusedParamsText(params.refusedAuthorizationParams));
    if (redirect) {
      await goBack({ outcome: 'error', code: REFUSED_PARAMS_CODE });
      return null;
    }
    if (allowed.includes(params.hostOrigin)) {
      const event = widgetEvent('error', { code: REFUSED_PARAMS_CODE }, `ws_${randomHex(8)}`, Date.now());
      (win.opener as Window).postMessage(event, params.hostOrigin);
    }
    return null;
  }
  const thisPage = `${origin}${pagePath}`;
  // What this popup already told its host, over the sign-in's round trip (one popup, one story).
  const story = hostedStory(env.storage);
  const session = deps.createSession(
    {
      issuer: `${origin}/oauth`,
      clientId: params.clientId,
      apiBaseUrl: `${origin}/${params.variant.toLowerCase()}`,
      variant: params.variant,
      redirectUri: thisPage,
      pageRedirectUri: thisPage,
      ...(params.authorizationParams ? { authorizationParams: params.authorizationParams } : {}),
      messaging: hostedMessaging(params.hostOrigin, allowed, story.tells),
      // The host's `close` message (exact origin, from the opener): the window goes with the widget.
      onHostClose: () => win.close(),
    },
    { ...env, openPopup: () => null, location: arrived },
  );
  // The window closing (the user, or the host's `close`): the session ends and its tokens are
  // revoked rather than left valid with nobody holding them. Not for a page kept to come back to.
  win.addEventListener('pagehide', (event) => {
    if (!event.persisted) session.destroy();
  });
  const outcome = followOutcome(session);
  const resumingRetailer = resumeRetailerAfterRedirect(session, env.storage, story);
  rememberRetailerOnRedirect(session, env.storage);

  const host = doc.getElementById('retail-sync-hosted');
  if (!host) throw new Error('The hosted page has no #retail-sync-hosted element.');
  deps.mount(host, session, {
    ...compact({ locale: hostedLocale(params) }),
    onLocaleFallback: (fallback) => session.warn({ code: 'locale_unsupported', ...fallback }),
    onClose: () => {
      session.exit();
      session.destroy();
      if (redirect) {
        void goBack(outcome());
        return;
      }
      // Allowed because openHosted opened this window by script; otherwise the text says what to do.
      win.close();
      say(doc, YOU_CAN_CLOSE);
    },
  });
  session.open(resumingRetailer ? undefined : params.target);
  return session;
}

/**
 * The page's address as it arrived, authorization response included, for the session's redirect
 * resume, while the real address has already dropped the response: the session's `replace` (which
 * drops it) brings the two together again.
 */
function arrivedLocation(location: PageLocation): PageLocation {
  let href = location.href();
  return {
    href: () => href,
    assign: (url) => location.assign(url),
    replace: (url) => {
      href = new URL(url, href).href;
      location.replace(url);
    },
  };
}
