/**
 * Tables of the push module: the server's VAPID key pair (one row, generated at first start
 * and kept forever, because every browser subscription is bound to its public key) and the
 * browsers' push subscriptions, several per visitor or user (one per browser and device).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * At most one row (id is always 1), so processes racing at first start insert with
 * `on conflict do nothing` and all read back the same pair. Keys are base64url: the public
 * key is the 65-byte uncompressed P-256 point, the private key the 32-byte scalar.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('push_vapid_keys_single_row', sql`${table.id} = 1`)],
);

/**
 * One row per browser subscription (`PushSubscription.toJSON()`), keyed by its endpoint: the
 * push service URL the server POSTs to. The visitor (`vid` cookie) that last subscribed it
 * owns it; `userId` is set while that browser is signed in (accounts arrive later).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url without padding. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** When the push service will drop the subscription, if the browser said. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    visitorId: text('visitor_id').notNull(),
    /** No foreign key yet: the accounts capability adds the users table and the constraint. */
    userId: text('user_id'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_visitor_idx').on(table.visitorId),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);
