/**
 * Players muting players (spec part 1 §7 POST /user/mutes/set, part 2 §3 User.mutes): one row
 * per muter and muted player. The chat hides a muted player's messages, and a tip between two
 * players is refused when either has muted the other (server/modules/tips).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const userMutes = pgTable(
  'user_mutes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedUserId: text('muted_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mutedUserId] }),
    // "Who muted this player?" for the tip rule, without scanning every mute.
    index('user_mutes_muted_idx').on(table.mutedUserId),
    check('user_mutes_not_self', sql`${table.userId} <> ${table.mutedUserId}`),
  ],
);
