/** Puts the account service on the instance as `app.accounts`. */
import fp from 'fastify-plugin';
import { type AccountService, createAccountService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService;
  }
}

export const accountPlugin = fp(
  async (app) => {
    app.decorate('accounts', createAccountService());
  },
  { name: 'account' },
);
