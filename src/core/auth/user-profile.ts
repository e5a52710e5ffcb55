/**
 * Who is signed in: from the validated ID token first, with what the userinfo endpoint adds.
 * The ID token is enough on its own (OpenID Connect Core §2: `sub` is always there), so a provider
 * without a userinfo endpoint, or one whose userinfo refuses the API's access token, still signs in.
 */
import type { UserProfile } from '../domain.ts';
import { cutText, NAME_MAX_LENGTH } from '../util/bounded-text.ts';
import { compact } from '../util/compact.ts';

/**
 * A claim's value when it is a non-empty string, cut to what the UI lays out (docs/resilience.md);
 * anything else is as if the provider gave none.
 */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? cutText(value, NAME_MAX_LENGTH) : undefined;
}

/** The profile claims (OpenID Connect Core §5.1) the widget shows, from a set of claims. */
function profileClaims(claims: Readonly<Record<string, unknown>>): Omit<UserProfile, 'sub'> {
  return compact({
    name: text(claims['name']),
    preferredUsername: text(claims['preferred_username']),
    email: text(claims['email']),
  });
}

/** The profile of a validated ID token's claims: its `sub`, and the profile claims it carries. */
export function profileFromIdToken(claims: { readonly sub: string } & Readonly<Record<string, unknown>>): UserProfile {
  return { sub: claims.sub, ...profileClaims(claims) };
}

/**
 * `profile` with the claims userinfo adds: only those the ID token lacked, so userinfo never
 * changes who is signed in. The caller has checked that `userinfo.sub` is the profile's
 * (OpenID Connect Core §5.3.2); oauth4webapi's `processUserInfoResponse` does.
 */
export function withUserInfo(profile: UserProfile, userinfo: Readonly<Record<string, unknown>>): UserProfile {
  return { ...profileClaims(userinfo), ...profile };
}
