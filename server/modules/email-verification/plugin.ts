/**
 * Module email-verification: after sign-up or an email change the account service asks for
 * a verification; this sends a one-time link (24 h, only its hash stored) and, when the link
 * is opened, marks the address verified. `app.emailVerification` serves the routes.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { UserRow } from '../account/users-repository';
import { createEmailCodesRepository } from '../mail/email-codes';
import { siteOrigin, verifyEmailMessage } from '../mail/messages';

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    emailVerification: {
      send(user: UserRow): Promise<void>;
      /** The user whose address the link verified, or null for a bad or used link. */
      verify(token: string): Promise<UserRow | null>;
    };
  }
}

export const emailVerificationPlugin = fp(
  async (app) => {
    const codes = createEmailCodesRepository(app.database.db);
    const origin = siteOrigin(app.config);

    async function send(user: UserRow): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      await codes.issueLink(user.id, 'verifyEmail', token, VERIFY_LINK_TTL_MS);
      const link = `${origin}/api/auth/verifyEmail?token=${token}`;
      await app.mail.send(verifyEmailMessage(user.email, user.name, link));
    }

    async function verify(token: string): Promise<UserRow | null> {
      const userId = await codes.consumeLink('verifyEmail', token);
      if (!userId) return null;
      return app.users.update(userId, { emailVerified: true });
    }

    const unsubscribe = app.accounts.onEmailNeedsVerification(send);
    app.addHook('onClose', async () => {
      unsubscribe();
    });
    app.decorate('emailVerification', { send, verify });
  },
  { name: 'email-verification', dependencies: ['account', 'mail'] },
);
