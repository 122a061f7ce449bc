/**
 * What the confirmation dialogs and the settings page do with a verified profile: create the
 * account a sign-up token describes (linked, signed in), link the identity a link token
 * describes to its player (with that player's password unless they are the one signed in),
 * list a player's links and remove one. A token works once; nothing is written for a token
 * that is altered, expired or spent.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityProviderId, LinkedAccounts } from '@/contracts/identity';
import type { AccountService, ClientInfo, IssuedSession } from '../account/service';
import type { UserRow, UsersRepository } from '../account/users-repository';
import { identityErrors } from './errors';
import type { LinkedIdentitiesRepository } from './linked-identities-repository';
import type { TokenCheck, TokenSigner } from './signed-token';
import type { SpentTokensRepository } from './spent-tokens-repository';
import { LINK_PURPOSE, linkTokenSchema, SIGNUP_PURPOSE, signupTokenSchema } from './tokens';

export interface AccountLinksDeps {
  signer: TokenSigner;
  spent: SpentTokensRepository;
  links: LinkedIdentitiesRepository;
  users: UsersRepository;
  accounts: Pick<AccountService, 'createExternal' | 'signIn' | 'signInVerified' | 'emailChanged'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

function accepted<T>(check: TokenCheck<T>, field: string) {
  if (check.ok) return check.payload;
  throw check.reason === 'expired'
    ? identityErrors.tokenExpired(field)
    : identityErrors.tokenInvalid(field);
}

export function createAccountLinks(deps: AccountLinksDeps) {
  const { signer, spent, links, users, accounts } = deps;

  async function spend(field: string, jti: string, exp: number): Promise<void> {
    if (!(await spent.spend(`${field}:${jti}`, new Date(exp))))
      throw identityErrors.tokenUsed(field);
  }

  return {
    async signup(token: string, client: ClientInfo): Promise<IssuedSession> {
      const profile = accepted(
        await signer.verify(SIGNUP_PURPOSE, signupTokenSchema, token),
        'token',
      );
      if (await links.find(profile.provider, profile.uniqueId)) {
        throw identityErrors.alreadyLinked(profile.provider);
      }
      await spend('token', profile.jti, profile.exp);
      const user = await accounts.createExternal({
        email: profile.email,
        emailVerified: profile.emailVerified,
      });
      const link = { provider: profile.provider, uniqueId: profile.uniqueId, email: profile.email };
      if ((await links.link({ ...link, userId: user.id })) === 'taken') {
        // Another sign-up of the same identity won the race: this account must not exist.
        await users.remove(user.id);
        throw identityErrors.alreadyLinked(profile.provider);
      }
      const issued = await accounts.signInVerified(user, client);
      if (!user.emailVerified) {
        // The account exists either way; a mail outage must not turn the sign-up into an error.
        await accounts
          .emailChanged(user)
          .catch((error: unknown) =>
            deps.log.error({ err: error }, 'verification email after provider sign-up failed'),
          );
      }
      return issued;
    },

    /**
     * Links, and signs in as the target when the password was the proof: a password sign-in
     * in every way, its count and its captcha (past the free guesses) included.
     */
    async confirmLink(
      accessToken: string,
      { password, captcha }: { password?: string; captcha?: string },
      currentUser: UserRow | null,
      client: ClientInfo,
    ): Promise<IssuedSession | null> {
      const token = accepted(
        await signer.verify(LINK_PURPOSE, linkTokenSchema, accessToken),
        'accessToken',
      );
      const target = await users.findById(token.userId);
      if (!target) throw identityErrors.tokenInvalid('accessToken');
      const existing = await links.find(token.provider, token.uniqueId);
      if (existing) throw identityErrors.alreadyLinked(token.provider);
      if ((await links.listForUser(target.id)).some((row) => row.provider === token.provider)) {
        throw identityErrors.playerHasLink(token.provider);
      }
      let issued: IssuedSession | null = null;
      if (currentUser?.id !== target.id) {
        if (!password) throw identityErrors.passwordNeeded();
        issued = await accounts.signIn(target.name, password, client, captcha);
      }
      await spend('accessToken', token.jti, token.exp);
      const link = { provider: token.provider, uniqueId: token.uniqueId, email: token.email };
      if ((await links.link({ ...link, userId: target.id })) === 'taken') {
        throw identityErrors.alreadyLinked(token.provider);
      }
      return issued;
    },

    async list(user: UserRow): Promise<LinkedAccounts> {
      const rows = await links.listForUser(user.id);
      return {
        accounts: rows.map((row) => ({
          provider: row.provider,
          email: row.email,
          linkedAt: row.createdAt.toISOString(),
        })),
        hasPassword: user.passwordHash !== null,
      };
    },

    async unlink(user: UserRow, provider: IdentityProviderId): Promise<void> {
      const rows = await links.listForUser(user.id);
      if (!rows.some((row) => row.provider === provider)) throw identityErrors.notLinked(provider);
      if (user.passwordHash === null && rows.length === 1) throw identityErrors.lastSignInMethod();
      if (!(await links.unlink(user.id, provider))) throw identityErrors.notLinked(provider);
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
