/**
 * Puts sign-in through identity providers on the instance (`app.identity`): the providers this
 * server offers (the built-in sandbox "Kadi ID"), the OAuth flow and the account links. Tokens
 * are signed with DATA_DIR/identity-signing-key; the sandbox provider keeps a key of its own,
 * as a real provider would. Spent one-time tokens are swept once they expire.
 */

import { dataDirSecret } from '@server/data-dir-secret';
import fp from 'fastify-plugin';
import type { IdentityProviderId } from '@/contracts/identity';
import { type AccountLinks, createAccountLinks } from './account-links';
import { createLinkedIdentitiesRepository } from './linked-identities-repository';
import { createOAuthFlow, type OAuthFlow } from './oauth-flow';
import type { IdentityProvider } from './provider';
import { createSandboxIdentityProvider, type SandboxIdentityProvider } from './sandbox-provider';
import { createTokenSigner } from './signed-token';
import { createSpentTokensRepository } from './spent-tokens-repository';

declare module 'fastify' {
  interface FastifyInstance {
    identity: {
      providers: ReadonlyMap<IdentityProviderId, IdentityProvider>;
      sandbox: SandboxIdentityProvider;
      flow: OAuthFlow;
      links: AccountLinks;
    };
  }
}

const SIGNING_KEY_FILE = 'identity-signing-key';
const SANDBOX_KEY_FILE = 'identity-sandbox-key';
const SWEEP_EVERY_MS = 60 * 60_000;

export const identityPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const spent = createSpentTokensRepository(db);
    const links = createLinkedIdentitiesRepository(db);
    const signer = createTokenSigner(dataDirSecret(app.config.dataDir, SIGNING_KEY_FILE).value);
    const sandbox = createSandboxIdentityProvider(
      dataDirSecret(app.config.dataDir, SANDBOX_KEY_FILE).value,
      spent,
    );
    const providers = new Map<IdentityProviderId, IdentityProvider>([[sandbox.id, sandbox]]);

    app.decorate('identity', {
      providers,
      sandbox,
      flow: createOAuthFlow({ providers, signer, links, users: app.users }),
      links: createAccountLinks({
        signer,
        spent,
        links,
        users: app.users,
        accounts: app.accounts,
        log: app.log,
      }),
    });

    const sweep = setInterval(() => {
      spent.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'spent token sweep'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'identity', dependencies: ['account'] },
);
