/**
 * Sign-up in two steps, so that it never tells whether an email already has an account (the
 * answer, its timing and the cookie are the same either way; OWASP ASVS V2/V3):
 * 1. `start`: the fields are checked (a taken username may say so: names are public), the
 *    password hashed, and one email goes to the address: the code that finishes the sign-up,
 *    or, when the address has an account, a note telling its owner. The pending sign-up
 *    travels sealed in the answer's cookie; nothing is stored.
 * 2. `finish`: the code, from the browser that started, creates the account (its email proven,
 *    so verified) and signs the player in. A pending sign-up dies after five wrong codes.
 * An address gets at most SIGNUP_EMAILS_PER_HOUR of these emails, so the form cannot flood an
 * inbox; past that the answer stays the same, nothing is sent and no code finishes it (else
 * guesses at a code nobody sees would go unnoticed).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type RegisterBody, SIGNUP_CODE_LENGTH, SIGNUP_CODE_MINUTES } from '@/contracts/auth';
import type { Mailer } from '../mail/mailer';
import { accountErrors } from './account-errors';
import { hashPassword, isCommonPassword } from './passwords';
import { PENDING_SIGNUP_TTL_MS, type PendingSignup } from './pending-signup';
import type { ClientInfo, IssuedSession } from './service';
import type { SignInThrottle } from './sign-in-throttle';
import { existingAccountMessage, signupCodeMessage } from './signup-emails';
import type { ThrottleKey } from './throttle-keys';
import type { UserRow, UsersRepository } from './users-repository';

export const SIGNUP_EMAILS_PER_HOUR = 5;
const WRONG_CODES_ALLOWED = 5;
/** No entered code matches it (codes are digits), and it seals to the same length as one. */
const UNSENT_CODE = '-'.repeat(SIGNUP_CODE_LENGTH);

export interface SignupDeps {
  users: UsersRepository;
  throttle: SignInThrottle;
  mail: Mailer;
  /** The site's address, for the owner's note. */
  origin: string;
  signIn: (user: UserRow, client: ClientInfo) => Promise<IssuedSession>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

function wrongCodesKey(pending: PendingSignup): ThrottleKey {
  return {
    key: `signup:${pending.id}`,
    policy: { freeFailures: WRONG_CODES_ALLOWED, windowMs: PENDING_SIGNUP_TTL_MS, lock: null },
  };
}

function emailsKey(email: string): ThrottleKey {
  return {
    key: `signup-mail:${email.trim().toLowerCase()}`,
    policy: { freeFailures: SIGNUP_EMAILS_PER_HOUR, windowMs: 60 * 60_000, lock: null },
  };
}

function newCode(): string {
  return randomInt(0, 10 ** SIGNUP_CODE_LENGTH)
    .toString()
    .padStart(SIGNUP_CODE_LENGTH, '0');
}

export function createSignup(deps: SignupDeps) {
  const { users, throttle, mail } = deps;

  /** One email per sign-up, unless the address had its hour's share; whether it was sent. */
  async function mailOnce(
    email: string,
    message: () => Parameters<Mailer['send']>[0],
  ): Promise<boolean> {
    const sent = emailsKey(email);
    // Counted before sending, so sign-ups sent at once cannot all slip under the limit.
    if ((await throttle.count([sent])).pastFree(sent)) {
      deps.log.warn('sign-up: email not sent, the address had its hour of sign-up emails');
      return false;
    }
    await mail.send(message());
    return true;
  }

  return {
    /** Step 1: checks, hashes and mails; the pending sign-up to seal into the cookie. */
    async start(body: RegisterBody): Promise<PendingSignup> {
      if (isCommonPassword(body.password)) throw accountErrors.commonPassword('password');
      if (body.password.toLowerCase() === body.username.toLowerCase()) {
        throw accountErrors.commonPassword('password');
      }
      if (await users.nameTaken(body.username)) throw accountErrors.taken('username');
      const owner = await users.findByEmail(body.email);
      const code = newCode();
      const sent = await mailOnce(body.email, () =>
        owner
          ? existingAccountMessage(owner.email, owner.name, deps.origin)
          : signupCodeMessage(body.email, code, SIGNUP_CODE_MINUTES),
      );
      return {
        id: randomBytes(16).toString('base64url'),
        username: body.username,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        locale: body.locale ?? null,
        // A code nobody was sent must not work: past the mail limit, guesses would go unseen.
        code: sent ? code : UNSENT_CODE,
        taken: owner ? 1 : 0,
        expiresAt: Date.now() + PENDING_SIGNUP_TTL_MS,
      };
    },

    /** Step 2: the emailed code creates the account and signs the player in. */
    async finish(
      pending: PendingSignup | null,
      code: string,
      client: ClientInfo,
    ): Promise<IssuedSession> {
      if (!pending) throw accountErrors.signupExpired();
      const attempts = wrongCodesKey(pending);
      await throttle.attempt(
        [attempts],
        async (tries) => {
          if (tries.pastFree(attempts)) throw accountErrors.signupExpired();
          const usable = pending.taken === 0 && pending.code !== UNSENT_CODE;
          if (!usable || code !== pending.code) throw accountErrors.invalidCode();
        },
        [attempts],
      );
      const created = await users.create({
        name: pending.username,
        email: pending.email,
        passwordHash: pending.passwordHash,
        emailVerified: true,
        locale: pending.locale,
      });
      // Someone took the name meanwhile, or this sign-up was finished already.
      if ('taken' in created) {
        throw created.taken === 'name'
          ? accountErrors.taken('username')
          : accountErrors.signupEmailTaken();
      }
      return deps.signIn(created.user, client);
    },
  };
}

export type Signup = ReturnType<typeof createSignup>;
