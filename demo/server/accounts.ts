import type { Account, FindAccount } from 'oidc-provider';

/** Sandbox sign-in: any username of this shape is a user; there are no passwords at the provider. */
export const USERNAME_PATTERN = /^[a-z0-9_]{1,32}$/;

/** Display names of the seeded users; any other user is named after its username. */
const SEEDED_NAMES: Readonly<Record<string, string>> = {
  demo: 'Demo Shopper',
};

export function displayNameOf(username: string): string {
  return SEEDED_NAMES[username] ?? username;
}

export const findAccount: FindAccount = (_ctx, sub): Account | undefined => {
  if (!USERNAME_PATTERN.test(sub)) return undefined;
  return {
    accountId: sub,
    claims: () => ({
      sub,
      name: displayNameOf(sub),
      preferred_username: sub,
      email: `${sub}@sandbox.retailsync.test`,
      email_verified: true,
    }),
  };
};
