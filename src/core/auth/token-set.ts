import type * as oauth from 'oauth4webapi';
import type { UserProfile } from '../domain.ts';

/** What a finished sign-in yields. Held in memory by the session only; never stored or emitted. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | undefined;
  expiresAt: number | undefined;
  /** The ID token's `sub`: a refresh must stay with this user. */
  subject: string;
  /** Who signed in, from the validated ID token's claims (user-profile.ts). */
  user: UserProfile;
  /**
   * The DPoP key pair the tokens are bound to (RFC 9449), when the provider bound them: every request
   * with them carries a proof signed with it. Its private key cannot be exported; it is forgotten
   * with the tokens (sign-out, destroy), and a new sign-in makes a new one.
   */
  proofKey?: oauth.DPoPHandle;
}
