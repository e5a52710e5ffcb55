import { expect } from 'vitest';
import { CALLBACK_MESSAGE_TYPE } from '../auth/callback-message.ts';
import type { WidgetEvent } from '../events/catalogue.ts';
import type { ApiVariant, HeadlessWidgetSession } from '../session-contract.ts';
import { createWidgetSession, type WidgetSessionOptions } from '../widget-session.ts';
import { createFakeApi, FAKE_API_BASE, FAKE_API_BASE_A, type FakeApi } from './fake-api.ts';
import { createFakeEnvironment, type FakeEnvironment } from './fake-environment.ts';
import {
  createFakeProvider,
  FAKE_CLIENT_ID,
  FAKE_ISSUER,
  FAKE_REDIRECT_URI,
  type FakeProvider,
} from './fake-provider.ts';
import { routeFetch } from './signed-in.ts';

export const CALLBACK_ORIGIN = new URL(FAKE_REDIRECT_URI).origin;

/** Credentials to submit on the form (the fake service accepts any; a test moves the sync along by hand). */
export const GOOD = { username: 'user_good', password: 'pass_good' };

export interface Harness {
  provider: FakeProvider;
  api: FakeApi;
  env: FakeEnvironment;
  session: HeadlessWidgetSession;
  events: WidgetEvent[];
  /** Event types in order, for compact assertions. */
  types(): string[];
  /** A new session on the same fake world, like a page reload. */
  reload(options?: Partial<WidgetSessionOptions>): HeadlessWidgetSession;
}

export function createHarness(options: Partial<WidgetSessionOptions> & { variant?: ApiVariant } = {}): Harness {
  const provider = createFakeProvider();
  const api = createFakeApi(options.variant ?? 'B');
  const env = createFakeEnvironment(routeFetch(provider, api));
  const events: WidgetEvent[] = [];
  const make = (extra: Partial<WidgetSessionOptions> = {}): HeadlessWidgetSession => {
    const session = createWidgetSession(
      {
        issuer: FAKE_ISSUER,
        clientId: FAKE_CLIENT_ID,
        redirectUri: FAKE_REDIRECT_URI,
        apiBaseUrl: options.variant === 'A' ? FAKE_API_BASE_A : FAKE_API_BASE,
        ...options,
        ...extra,
      },
      env,
    );
    session.onAny((event) => events.push(event));
    return session;
  };
  const harness: Harness = {
    provider,
    api,
    env,
    events,
    session: make(),
    types: () => events.map((event) => event.type),
    reload: (extra) => {
      harness.session = make(extra);
      return harness.session;
    },
  };
  return harness;
}

/** The callback page's message for the popup's attempt (or a forged one, via `overrides`). */
export function callbackFor(authorizationUrl: string, overrides: Record<string, string | null> = {}): string {
  const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
  const params = new URLSearchParams({ code: 'code-1', state, iss: FAKE_ISSUER });
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  return `?${params.toString()}`;
}

/** Clicks "Sign in" and lets the popup come back with the callback (exactly as the callback page posts it). */
export async function signInWithPopup(harness: Harness, overrides: Record<string, string | null> = {}): Promise<void> {
  harness.session.signIn();
  const popup = harness.env.popups.at(-1);
  expect(popup).toBeDefined();
  await harness.env.waitFor(() => popup!.navigatedTo.length > 0);
  const search = callbackFor(popup!.navigatedTo[0]!, overrides);
  harness.env.deliver({
    origin: CALLBACK_ORIGIN,
    source: popup!.handle,
    data: { type: CALLBACK_MESSAGE_TYPE, search },
  });
  await harness.env.waitFor(() => harness.session.auth.value.status !== 'signing_in');
}

/** Chooses a retailer while signed out and signs in: the journey lands on its credentials form. */
export async function signedInOnCredentials(harness: Harness, retailerId = 1): Promise<void> {
  await Promise.resolve(); // lets `ready` go out first, as it does before any click
  harness.session.selectRetailer(retailerId);
  await signInWithPopup(harness);
  expect(harness.session.view.value).toMatchObject({ name: 'credentials', retailerId, mode: 'connect' });
}

/** The sync the fake service started last. */
export function lastSyncId(harness: Harness): string {
  return [...harness.api.syncs.keys()].at(-1)!;
}
