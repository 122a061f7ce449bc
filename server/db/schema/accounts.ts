/**
 * Tables of the accounts capability: players, their server-side sessions, failed sign-in
 * counters, two-factor secrets and recovery codes, one-time email codes and links, affiliate
 * and tracking data. Usernames and emails are unique case-insensitively (indexes on lower()).
 */

import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BalanceType } from '@/contracts/balances';

function lower(column: AnyPgColumn): SQL {
  return sql`lower(${column})`;
}

/** Per-user system settings (spec part 1 §3 User.systemSettings), validated on read. */
export type StoredSystemSettings = Record<string, Record<string, unknown>>;

/** Marketing data captured from the URL around sign-up (spec part 2 §3 'Tracking data'). */
export interface StoredTracking {
  ref?: string;
  cxd?: string;
  cxAffId?: string;
  affiliateName?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  postback?: { transactionId: string; transactionSource: string; subId?: string };
}

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** argon2id PHC string; null only for accounts created by an external link. */
    passwordHash: text('password_hash'),
    mustSetName: boolean('must_set_name').notNull().default(false),
    locale: text('locale'),
    systemSettings: jsonb('system_settings').$type<StoredSystemSettings>().notNull().default({}),
    /** The balance the player plays with (POST /account/setBalanceField). */
    selectedBalanceType: text('selected_balance_type')
      .$type<BalanceType>()
      .notNull()
      .default('usdt'),
    /** Permission strings (spec §6), e.g. 'chat:update'. */
    rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
    isChatMod: boolean('is_chat_mod').notNull().default(false),
    isChatDev: boolean('is_chat_dev').notNull().default(false),
    /** Verification levels up to this one are required (part 2 §4 'Identity verification'). */
    kycOverrideLevel: smallint('kyc_override_level').notNull().default(0),
    /** Who referred this player (affiliate programme). */
    referredBy: text('referred_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    tracking: jsonb('tracking').$type<StoredTracking>().notNull().default({}),
    emberId: text('ember_id'),
    /** TOTP secret (base32) once confirmed; the pending one lives in `totpPendingSecret`. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted TOTP time step, so a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** 'totp' or 'email' when two-factor is on. */
    twoFactorMethod: text('two_factor_method'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    lastSignInIp: text('last_sign_in_ip'),
    /** Closed by the player (self-exclusion); no sign-in until `closedUntil` (null: forever). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedUntil: timestamp('closed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_name_lower_idx').on(lower(table.name)),
    uniqueIndex('users_email_lower_idx').on(lower(table.email)),
    uniqueIndex('users_ember_idx').on(table.emberId),
    index('users_referred_by_idx').on(table.referredBy),
  ],
);

/**
 * One row per signed-in browser. The cookie holds a random token; only its SHA-256 is stored,
 * so a leaked table cannot be replayed. `stage` 'twoFactor' is a password-verified sign-in
 * still waiting for its second factor: it authenticates nothing else.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** A public id for the sessions list (never the token). */
    id: text('id').notNull(),
    /** SHA-256 of the socketToken the client gets for socket auth (derived from the token). */
    socketTokenHash: text('socket_token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute limit; the idle limit is counted from lastSeenAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The user's sign-in before this one, shown after signing in. */
    previousSignInAt: timestamp('previous_sign_in_at', { withTimezone: true }),
    /** Until when a fresh password/code entry counts as re-authentication. */
    reauthUntil: timestamp('reauth_until', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('sessions_id_idx').on(table.id),
    uniqueIndex('sessions_socket_token_idx').on(table.socketTokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/**
 * Failed sign-ins per key ('user:<id>' or 'ip:<address>'), for growing delays. A success
 * clears the user's row; rows expire on their own once `lockedUntil` and the window passed.
 */
export const authFailures = pgTable('auth_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Two-factor recovery codes, hashed; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * One-time codes and links sent by email: 'verifyEmail' (link), 'twoFactor' (6-digit sign-in
 * code), 'twoFactorSetup' (confirms enabling the email variant). Only hashes are stored.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

/** Every email the server sent or would send: the local outbox (`npm run outbox`). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** 'outbox' when only stored, 'smtp' when also delivered, 'failed' when SMTP refused it. */
    transport: text('transport').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to)],
);
