/**
 * The test credentials of the sandbox's fictional retailers (docs/sandbox.md), the convention users know
 * from other sandboxes. Any username not listed, or any password but `pass_good`, is `bad`.
 */
export type CredentialProfile = 'good' | 'mfa' | 'bad' | 'locked' | 'expire' | 'slow' | 'flaky' | 'empty';

export interface RetailerCredentials {
  username: string;
  password: string;
}

export const GOOD_PASSWORD = 'pass_good';
export const MFA_CODE = '123456';

const PROFILES: Readonly<Record<string, CredentialProfile>> = {
  user_good: 'good',
  user_mfa: 'mfa',
  user_bad: 'bad',
  user_locked: 'locked',
  user_expire: 'expire',
  user_slow: 'slow',
  user_flaky: 'flaky',
  user_empty: 'empty',
};

export function profileOf(credentials: RetailerCredentials): CredentialProfile {
  if (credentials.password !== GOOD_PASSWORD) return 'bad';
  return PROFILES[credentials.username] ?? 'bad';
}
