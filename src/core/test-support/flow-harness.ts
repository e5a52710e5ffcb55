import { expect } from 'vitest';
import { AuthError } from '../auth/auth-error.ts';
import type { AuthorizationCodeFlow } from '../auth/authorization-code-flow.ts';
import { createFakeProvider, type FakeProvider } from './fake-provider.ts';
import { fakeFlow } from './signed-in.ts';

/** A flow for the fake client, talking to a fake provider of its own. */
export function setup(): { provider: FakeProvider; flow: AuthorizationCodeFlow } {
  const provider = createFakeProvider();
  const flow = fakeFlow(provider.fetch);
  return { provider, flow };
}

/** The query string of a callback, as the flow's `complete()` takes it. */
export function callback(params: Record<string, string>): URLSearchParams {
  return new URLSearchParams(params);
}

/** What `promise` rejects with, which must be an AuthError. */
export async function rejection(promise: Promise<unknown>): Promise<AuthError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}
