/**
 * What the accounts module asks of two-factor at sign-in and re-authentication. The two-factor
 * plugin implements it as `app.twoFactor`; accounts never read secrets or codes themselves.
 * The port sits with the module that asks: two-factor already depends on account (its users),
 * so account importing two-factor back made the two modules a cycle.
 */
import type { TwoFactorMethod } from '@/contracts/user';
import type { UserRow } from './users-repository';

export interface TwoFactorChallenge {
  method: TwoFactorMethod;
  /** For the email variant: where the code went, masked (j***@example.com). */
  maskedEmail?: string;
}

export interface TwoFactorGate {
  /** The second step of a sign-in begins: sends the email code when that is the method. */
  beginSignIn(user: UserRow): Promise<TwoFactorChallenge>;
  /** True when `code` (authenticator, email or recovery code) is valid now; uses it up. */
  verify(user: UserRow, code: string): Promise<boolean>;
}
