/**
 * Puts two-factor on the instance: `app.twoFactor` is the gate accounts consult at sign-in and
 * re-authentication, `app.twoFactorSettings` the same service with the setup steps.
 * Registered after the account and mail plugins, whose repositories and mailer it uses.
 */
import fp from 'fastify-plugin';
import { createEmailCodesRepository } from '../mail/email-codes';
import { createRecoveryCodesRepository } from './recovery-codes';
import { createTwoFactorService, type TwoFactorService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    twoFactorSettings: TwoFactorService;
  }
}

export const twoFactorPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const service = createTwoFactorService({
      db,
      users: app.users,
      mail: app.mail,
      emailCodes: createEmailCodesRepository(db),
      recoveryCodes: createRecoveryCodesRepository(db),
    });
    app.decorate('twoFactor', service);
    app.decorate('twoFactorSettings', service);
  },
  { name: 'two-factor', dependencies: ['account', 'mail'] },
);
