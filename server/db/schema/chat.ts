/**
 * Tables of the chat (server/modules/chat): the messages everyone reads, the staff sanctions a
 * player is under (a chat mute until a time, a chat ban), and the audit trail of every staff
 * and operator action. Messages are soft-deleted so the audit can still name what was removed.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BalanceType } from '@/contracts/balances';
import type { ChatMessageType } from '@/contracts/chat';
import { users } from './accounts';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ChatMessageType>().notNull(),
    /** HTML-escaped on the way in: the client renders it as HTML. */
    message: text('message').notNull(),
    userStatus: text('user_status'),
    balanceType: text('balance_type').$type<BalanceType>(),
    /** 'balance' messages: units of 1e-8 USD. */
    balance: bigint('balance', { mode: 'bigint' }),
    /** 'tip' messages: units of 1e-8 USD. */
    amount: bigint('amount', { mode: 'bigint' }),
    toUserId: text('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The recipient's name when it was sent, so the line reads the same later. */
    toUserName: text('to_user_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The staff member who deleted it; null for the operator. */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The newest page reads only messages still shown; a ban removes one player's.
    index('chat_messages_live_idx').on(table.id).where(sql`${table.deletedAt} is null`),
    index('chat_messages_user_idx').on(table.userId, table.id),
  ],
);

/** At most one row per player: what the staff decided about them, until lifted. */
export const chatSanctions = pgTable('chat_sanctions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedUntil: timestamp('muted_until', { withTimezone: true }),
  muteReason: text('mute_reason'),
  bannedAt: timestamp('banned_at', { withTimezone: true }),
  banReason: text('ban_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const CHAT_MODERATION_ACTIONS = [
  'delete',
  'mute',
  'ban',
  'unmute',
  'unban',
  'grant',
  'revoke',
] as const;
export type ChatModerationAction = (typeof CHAT_MODERATION_ACTIONS)[number];

/** Who did what to whom, and why. `actorId` null: the operator (CLI / operator API). */
export const chatModerationActions = pgTable(
  'chat_moderation_actions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: text('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<ChatModerationAction>().notNull(),
    reason: text('reason'),
    /** A mute's end. */
    until: timestamp('until', { withTimezone: true }),
    /** A deleted message. */
    messageId: bigint('message_id', { mode: 'bigint' }),
    /** The permission strings granted or revoked. */
    rules: text('rules').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_moderation_actions_target_idx').on(table.targetUserId, table.id)],
);
