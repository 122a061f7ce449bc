/**
 * Tables of sign-in through outside identity providers: which provider account belongs to
 * which player (one player per provider account, and one account per provider per player),
 * and the one-time tokens of the OAuth dance already spent, so none works twice.
 */
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IdentityProviderId } from '@/contracts/identity';
import { users } from './accounts';

export const linkedIdentities = pgTable(
  'linked_identities',
  {
    /** contracts/identity.ts IDENTITY_PROVIDERS. */
    provider: text('provider').$type<IdentityProviderId>().notNull(),
    /** The provider's stable id of its account (OpenID Connect `sub`). */
    uniqueId: text('unique_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the provider gave at linking, shown in settings. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.uniqueId] }),
    uniqueIndex('linked_identities_user_provider_idx').on(table.userId, table.provider),
  ],
);

/** Spent one-time tokens (authorization codes, sign-up and link tokens) until they expire. */
export const identitySpentTokens = pgTable(
  'identity_spent_tokens',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('identity_spent_tokens_expires_idx').on(table.expiresAt)],
);
