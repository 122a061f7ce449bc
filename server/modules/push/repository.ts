/**
 * Reads and writes the push tables: the VAPID key pair and the subscriptions. Every write is
 * a single statement, so concurrent requests (and processes) need no locking.
 */

import type { Db } from '@server/db/client';
import { pushSubscriptions, pushVapidKeys } from '@server/db/schema';
import { and, asc, eq, gt, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

async function readVapidKeys(db: Db): Promise<VapidKeys | null> {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, 1));
  return row ?? null;
}

/**
 * The stored key pair, generated and stored on the first call ever. Processes racing here
 * may each generate a pair, but only the first insert lands and everyone reads that one.
 */
export async function ensureVapidKeys(
  db: Db,
  generate: () => VapidKeys = webPush.generateVAPIDKeys,
): Promise<VapidKeys> {
  const existing = await readVapidKeys(db);
  if (existing) return existing;
  const { publicKey, privateKey } = generate();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey, privateKey })
    .onConflictDoNothing({ target: pushVapidKeys.id });
  const stored = await readVapidKeys(db);
  if (!stored) throw new Error('push_vapid_keys: the key pair vanished right after its insert');
  return stored;
}

/** Seeder: the key pair exists from the first start on. */
export async function seedVapidKeys(db: Db): Promise<void> {
  await ensureVapidKeys(db);
}

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
  visitorId: string;
  userId: string | null;
  userAgent: string | null;
}

/**
 * Inserts the subscription or, for a known endpoint, replaces everything about it: whoever
 * presents an endpoint holds that browser's subscription, so it moves to their visitor id.
 */
export async function upsertSubscription(db: Db, input: SubscriptionInput): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(input)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        expiresAt: sql`excluded.expires_at`,
        visitorId: sql`excluded.visitor_id`,
        userId: sql`excluded.user_id`,
        userAgent: sql`excluded.user_agent`,
        updatedAt: sql`now()`,
      },
    });
}

export interface SubscriptionOwner {
  visitorId: string;
  userId: string | null;
}

function ownedBy(owner: SubscriptionOwner): SQL | undefined {
  const byVisitor = eq(pushSubscriptions.visitorId, owner.visitorId);
  return owner.userId === null
    ? byVisitor
    : or(byVisitor, eq(pushSubscriptions.userId, owner.userId));
}

/** Deletes the endpoint if this visitor (or signed-in user) owns it; true when it did. */
export async function deleteOwnedSubscription(
  db: Db,
  endpoint: string,
  owner: SubscriptionOwner,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Ties (or, with null, unties) a visitor's subscriptions to a user; returns how many. */
export async function assignSubscriptionsToUser(
  db: Db,
  visitorId: string,
  userId: string | null,
): Promise<number> {
  const updated = await db
    .update(pushSubscriptions)
    .set({ userId, updatedAt: sql`now()` })
    .where(eq(pushSubscriptions.visitorId, visitorId))
    .returning({ id: pushSubscriptions.id });
  return updated.length;
}

export type PushTarget =
  | { kind: 'visitor'; visitorId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'all' };

function targetCondition(target: PushTarget): SQL | undefined {
  switch (target.kind) {
    case 'visitor':
      return eq(pushSubscriptions.visitorId, target.visitorId);
    case 'user':
      return eq(pushSubscriptions.userId, target.userId);
    case 'all':
      return undefined;
  }
}

/** Subscriptions whose push service has already dropped them (their expiration passed). */
export async function deleteExpiredSubscriptions(db: Db, target: PushTarget): Promise<number> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(
      and(
        targetCondition(target),
        isNotNull(pushSubscriptions.expiresAt),
        lte(pushSubscriptions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return deleted.length;
}

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** One page of the target's subscriptions in id order, after `afterId` (keyset paging). */
export async function subscriptionPage(
  db: Db,
  target: PushTarget,
  afterId: number,
  limit: number,
): Promise<StoredSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(and(targetCondition(target), gt(pushSubscriptions.id, afterId)))
    .orderBy(asc(pushSubscriptions.id))
    .limit(limit);
}
