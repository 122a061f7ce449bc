/**
 * What the sign-in throttle counts against, and how: the keys of a try (the identifier typed,
 * the account, the client address, a sign-in's second step, a signed-in player's
 * confirmations), each with its policy of free failures, window and locks. The counting itself
 * is in sign-in-throttle.ts.
 */

export interface ThrottlePolicy {
  /** Failures allowed before the first lock (or, for an account, before the captcha). */
  freeFailures: number;
  windowMs: number;
  /** Growing locks past the free failures; null never locks. */
  lock: { firstMs: number; maxMs: number } | null;
  /**
   * Counts start over at every multiple of windowMs since the epoch, for every key at once,
   * instead of after windowMs idle.
   */
  clockWindow?: boolean;
}

const WINDOW_MS = 15 * 60_000;
const GROWING_LOCK = { firstMs: 30_000, maxMs: 15 * 60_000 } as const;

/** What an operator tunes (SIGNIN_CAPTCHA_AFTER_FAILURES, SIGNIN_FAILURES_PER_IP). */
export interface SignInLimits {
  captchaAfterFailures: number;
  failuresPerAddress: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  captchaAfterFailures: 5,
  failuresPerAddress: 20,
};

/**
 * A second factor or a confirmation is only reachable with the password or a session, so a
 * lock there is no button for strangers.
 */
export const LOCKING_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  windowMs: WINDOW_MS,
  lock: GROWING_LOCK,
};

export function lockDuration(count: number, policy: ThrottlePolicy): number {
  if (!policy.lock || count < policy.freeFailures) return 0;
  const doublings = count - policy.freeFailures;
  return Math.min(policy.lock.maxMs, policy.lock.firstMs * 2 ** Math.min(doublings, 20));
}

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/** Normalised as users.findByIdentifier matches it, so each account has two: name and email. */
function normalised(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/** The identifier typed at sign-in, whether or not it names an account: decides the captcha. */
export function identifierKey(identifier: string, limits: SignInLimits): ThrottleKey {
  return {
    key: `signin:${normalised(identifier)}`,
    policy: { freeFailures: limits.captchaAfterFailures, windowMs: WINDOW_MS, lock: null },
  };
}

/** How many identifiers' free guesses an account takes before its own bound asks too. */
export const IDENTIFIERS_PER_ACCOUNT = 2;

/**
 * The free guesses on one account, whichever identifiers named it: a bound behind the
 * identifiers' own. An identifier that names none gets a key of its own counted the same way,
 * so known and unknown identifiers cost the same work.
 */
export function accountKey(
  userId: string | null,
  identifier: string,
  limits: SignInLimits,
): ThrottleKey {
  return {
    key: userId ? `account:${userId}` : `unknown:${normalised(identifier)}`,
    policy: {
      freeFailures: IDENTIFIERS_PER_ACCOUNT * limits.captchaAfterFailures,
      windowMs: WINDOW_MS,
      lock: null,
      // Aligned quarter hours: an identifier's idle window restarts at most once in one, so
      // the account never counts more than its name's and email's free guesses.
      clockWindow: true,
    },
  };
}

/** An address is shared by households and offices, so it gets more room. */
export function ipKey(ip: string, limits: SignInLimits): ThrottleKey {
  return {
    key: `ip:${ip}`,
    policy: { freeFailures: limits.failuresPerAddress, windowMs: WINDOW_MS, lock: GROWING_LOCK },
  };
}

/** Wrong second-factor codes of a sign-in that got past the password. */
export function secondFactorKey(userId: string): ThrottleKey {
  return { key: `2fa:${userId}`, policy: LOCKING_POLICY };
}

/** Wrong passwords (or codes) given to confirm a change while signed in. */
export function reauthKey(userId: string): ThrottleKey {
  return { key: `reauth:${userId}`, policy: LOCKING_POLICY };
}
