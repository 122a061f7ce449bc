/**
 * Module account: the signed-in user of a request. Accounts and sessions arrive with the
 * accounts capability, which replaces `currentUser` (session cookie -> user); until then no
 * request is signed in, and nothing pretends otherwise.
 */
import type { FastifyRequest } from 'fastify';

/** The least every account has; the accounts capability widens this to the contract's User. */
export interface SessionUser {
  readonly id: string;
}

export interface AccountService {
  currentUser(request: FastifyRequest): Promise<SessionUser | null>;
}

export function createAccountService(): AccountService {
  return {
    async currentUser() {
      return null;
    },
  };
}
