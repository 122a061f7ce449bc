/**
 * Module two-factor: the second step of signing in and its settings. Implements the
 * TwoFactorGate accounts call at sign-in and re-authentication, and the setup steps the
 * routes call. Secrets and codes never leave this module except the ones shown at setup.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TotpSetup, TwoFactorStatus } from '@/contracts/two-factor';
import type { TwoFactorMethod } from '@/contracts/user';
import type { TwoFactorChallenge, TwoFactorGate } from '../account/two-factor-gate';
import type { UserRow, UsersRepository } from '../account/users-repository';
import type { EmailCodesRepository } from '../mail/email-codes';
import type { Mailer } from '../mail/mailer';
import { twoFactorCodeMessage } from '../mail/messages';
import { isRecoveryCode, type RecoveryCodesRepository } from './recovery-codes';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp';

/** Email codes are valid for at most this long. */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** A wrong guess counts against the code; after this many it is dead. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export interface TwoFactorDeps {
  db: Db;
  users: UsersRepository;
  mail: Mailer;
  emailCodes: EmailCodesRepository;
  recoveryCodes: RecoveryCodesRepository;
}

/** j***@example.com: enough to recognise the address, not enough to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function createTwoFactorService(deps: TwoFactorDeps) {
  const { db, mail, emailCodes, recoveryCodes } = deps;

  async function sendCode(
    user: UserRow,
    purpose: 'twoFactor' | 'twoFactorSetup',
    why: 'signIn' | 'setup' | 'confirm',
  ): Promise<string> {
    const code = sixDigits();
    await emailCodes.issueCode(user.id, purpose, code, EMAIL_CODE_TTL_MS);
    await mail.send(twoFactorCodeMessage(user.email, code, EMAIL_CODE_TTL_MS / 60_000, why));
    return maskEmail(user.email);
  }

  /** Stores the step only when it is newer than the stored one: concurrent replays lose. */
  async function spendTotpStep(user: UserRow, secret: string, code: string): Promise<boolean> {
    const step = await acceptedTotpStep(secret, code, user.totpLastStep);
    if (step === null) return false;
    const updated = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
      )
      .returning({ id: users.id });
    return updated.length > 0;
  }

  async function enable(user: UserRow, method: TwoFactorMethod, values: Partial<UserRow> = {}) {
    await deps.users.update(user.id, { ...values, twoFactorMethod: method });
    return recoveryCodes.replace(user.id);
  }

  const gate: TwoFactorGate = {
    async beginSignIn(user): Promise<TwoFactorChallenge> {
      if (user.twoFactorMethod === 'email') {
        return { method: 'email', maskedEmail: await sendCode(user, 'twoFactor', 'signIn') };
      }
      return { method: 'totp' };
    },

    async verify(user, rawCode) {
      const code = rawCode.trim().toLowerCase();
      if (isRecoveryCode(code)) return recoveryCodes.consume(user.id, code);
      if (user.twoFactorMethod === 'totp' && user.totpSecret) {
        return spendTotpStep(user, user.totpSecret, code);
      }
      if (user.twoFactorMethod === 'email') {
        return emailCodes.consumeCode(user.id, 'twoFactor', code, EMAIL_CODE_MAX_ATTEMPTS);
      }
      return false;
    },
  };

  return {
    ...gate,

    async status(user: UserRow): Promise<TwoFactorStatus> {
      const method = user.twoFactorMethod === 'totp' || user.twoFactorMethod === 'email';
      return {
        method: method ? (user.twoFactorMethod as TwoFactorMethod) : null,
        recoveryCodesLeft: method ? await recoveryCodes.remaining(user.id) : 0,
      };
    },

    /** A new pending secret; the current method (if any) stays until the code confirms it. */
    async startTotp(user: UserRow): Promise<TotpSetup> {
      const secret = newTotpSecret();
      await deps.users.update(user.id, { totpPendingSecret: secret });
      const uri = totpUri(secret, user.name);
      const qrSvg = await QRCode.toString(uri, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      return { secret, uri, qrSvg };
    },

    /** The recovery codes when the code matched the pending secret; null otherwise. */
    async confirmTotp(user: UserRow, code: string): Promise<string[] | null> {
      const secret = user.totpPendingSecret;
      if (!secret) return null;
      const step = await acceptedTotpStep(secret, code, null);
      if (step === null) return null;
      return enable(user, 'totp', {
        totpSecret: secret,
        totpPendingSecret: null,
        totpLastStep: step,
      });
    },

    startEmail(user: UserRow): Promise<string> {
      return sendCode(user, 'twoFactorSetup', 'setup');
    },

    async confirmEmail(user: UserRow, code: string): Promise<string[] | null> {
      const ok = await emailCodes.consumeCode(
        user.id,
        'twoFactorSetup',
        code,
        EMAIL_CODE_MAX_ATTEMPTS,
      );
      if (!ok) return null;
      return enable(user, 'email', { totpSecret: null, totpPendingSecret: null });
    },

    /** For a signed-in player of the email variant who must confirm a change with a code. */
    sendConfirmCode(user: UserRow): Promise<string> {
      return sendCode(user, 'twoFactor', 'confirm');
    },

    async disable(user: UserRow): Promise<void> {
      await deps.users.update(user.id, {
        twoFactorMethod: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
      });
      await recoveryCodes.removeAll(user.id);
      await emailCodes.removeAll(user.id, 'twoFactor');
      await emailCodes.removeAll(user.id, 'twoFactorSetup');
    },

    regenerateRecoveryCodes(user: UserRow): Promise<string[]> {
      return recoveryCodes.replace(user.id);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
