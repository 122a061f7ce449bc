/**
 * The push service (`app.push`): the VAPID public key browsers subscribe with, storing and
 * deleting subscriptions, and sending a notification to a visitor, a user or everyone.
 * Accounts (a later capability) call `assignUser` at sign-in and sign-out and `sendToUser`
 * for account events; until then subscriptions belong to the visitor (`vid` cookie).
 */

import type { Db } from '@server/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Urgency } from 'web-push';
import { z } from 'zod';
import type { PushPayload, PushSubscriptionInput } from '@/contracts/push';
import type { PushServiceRule } from './allowlist';
import {
  assignSubscriptionsToUser,
  deleteExpiredSubscriptions,
  deleteOwnedSubscription,
  deleteSubscription,
  ensureVapidKeys,
  type PushTarget,
  type SubscriptionOwner,
  subscriptionPage,
  upsertSubscription,
  type VapidKeys,
} from './repository';
import { pushMessageSchema } from './schemas';
import { type DeliveryOutcome, deliver, mapConcurrent } from './sender';

export type { PushTarget } from './repository';

export interface PushSendResult {
  /** Accepted by the push service. */
  sent: number;
  /** Deleted: the push service answered 404/410, or the subscription had expired. */
  removed: number;
  /** Anything else (refusals, 5xx, timeouts, network errors); logged, subscription kept. */
  failed: number;
}

export interface PushSendOptions {
  /** Seconds the push service keeps the message for an offline device; default one day. */
  ttlSeconds?: number;
  urgency?: Urgency;
}

export interface PushService {
  /** The VAPID public key (base64url): `applicationServerKey` of `pushManager.subscribe`. */
  publicKey(): Promise<string>;
  /** Stores the subscription, or updates and re-owns it when the endpoint is known. */
  subscribe(subscription: PushSubscriptionInput, owner: SubscriberInfo): Promise<void>;
  /** Deletes the endpoint if the owner holds it; false when it did not (unknown or not theirs). */
  unsubscribe(endpoint: string, owner: SubscriptionOwner): Promise<boolean>;
  /** Sign-in ties this visitor's subscriptions to the user, sign-out (null) unties them. */
  assignUser(visitorId: string, userId: string | null): Promise<number>;
  /** Validates the payload (400 when it reaches HTTP), then sends to every target device. */
  send(
    target: PushTarget,
    payload: PushPayload,
    options?: PushSendOptions,
  ): Promise<PushSendResult>;
  sendToUser(
    userId: string,
    payload: PushPayload,
    options?: PushSendOptions,
  ): Promise<PushSendResult>;
}

export interface SubscriberInfo extends SubscriptionOwner {
  userAgent: string | null;
}

export interface PushServiceDeps {
  db: Db;
  subject: string;
  serviceHosts: readonly PushServiceRule[];
  log: FastifyBaseLogger;
  /** Requests in flight at once during a send. */
  concurrency?: number;
  /** Deadline of each request to a push service. */
  timeoutMs?: number;
}

const DEFAULT_CONCURRENCY = 8;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;
/** Subscriptions read (and sent to) per round, so a broadcast never loads them all at once. */
const PAGE_SIZE = 200;
const MAX_USER_AGENT = 300;

export function createPushService(deps: PushServiceDeps): PushService {
  const { db, log } = deps;
  const concurrency = deps.concurrency ?? DEFAULT_CONCURRENCY;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= ensureVapidKeys(db).catch((error: unknown) => {
      keys = undefined; // a failed read is retried by the next call
      throw error;
    });
    return keys;
  };

  const service: PushService = {
    async publicKey() {
      return (await vapidKeys()).publicKey;
    },

    async subscribe(subscription, owner) {
      const { endpoint, keys: subscriptionKeys, expirationTime } = subscription;
      await upsertSubscription(db, {
        endpoint,
        // Stored unpadded, the form browsers produce and web-push expects.
        p256dh: subscriptionKeys.p256dh.replace(/=+$/, ''),
        auth: subscriptionKeys.auth.replace(/=+$/, ''),
        expiresAt: expirationTime == null ? null : new Date(expirationTime),
        visitorId: owner.visitorId,
        userId: owner.userId,
        userAgent: owner.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      });
    },

    unsubscribe(endpoint, owner) {
      return deleteOwnedSubscription(db, endpoint, owner);
    },

    assignUser(visitorId, userId) {
      return assignSubscriptionsToUser(db, visitorId, userId);
    },

    async send(target, payload, options = {}) {
      const body = JSON.stringify(z.parse(pushMessageSchema, payload));
      const delivery = {
        subject: deps.subject,
        keys: await vapidKeys(),
        serviceHosts: deps.serviceHosts,
        ttlSeconds: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
        urgency: options.urgency ?? 'normal',
        timeoutMs,
        log,
      };
      const result: PushSendResult = {
        sent: 0,
        removed: await deleteExpiredSubscriptions(db, target),
        failed: 0,
      };
      let afterId = 0;
      for (;;) {
        const page = await subscriptionPage(db, target, afterId, PAGE_SIZE);
        const outcomes = await mapConcurrent(
          page,
          concurrency,
          async (subscription): Promise<DeliveryOutcome> => {
            const outcome = await deliver(subscription, body, delivery);
            if (outcome === 'gone') await deleteSubscription(db, subscription.id);
            return outcome;
          },
        );
        for (const outcome of outcomes) {
          if (outcome === 'sent') result.sent += 1;
          else if (outcome === 'gone') result.removed += 1;
          else result.failed += 1;
        }
        const last = page.at(-1);
        if (!last || page.length < PAGE_SIZE) break;
        afterId = last.id;
      }
      log.info({ target: target.kind, ...result }, 'push: notification sent');
      return result;
    },

    sendToUser(userId, payload, options) {
      return service.send({ kind: 'user', userId }, payload, options);
    },
  };
  return service;
}
