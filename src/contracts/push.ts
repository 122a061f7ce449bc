/**
 * Web push (spec part 1 §4.3, part 2 §8): the subscription a browser hands the server, the
 * calls that store and delete it, and the payload the server encrypts and the service worker
 * shows. One schema for all three parties so a payload the worker cannot show is never sent.
 */
import { z } from 'zod/mini';
import { inAppPathSchema } from './in-app-path';

/** GET /api/push/key: the server's VAPID public key (base64url), the subscribe call's `applicationServerKey`. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string().check(z.minLength(80)) });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const base64url = (max: number) =>
  z.string().check(z.minLength(8), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/));

/** `PushSubscription.toJSON()`; push services only ever hand out https endpoints. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(1000)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/push/subscribe body. Re-sending the same endpoint updates it (idempotent). */
export const pushSubscribeRequestSchema = z.object({ subscription: pushSubscriptionSchema });

/** POST /api/push/unsubscribe body. Deleting an unknown endpoint is not an error. */
export const pushUnsubscribeRequestSchema = z.object({
  endpoint: pushSubscriptionSchema.shape.endpoint,
});

/** What the worker's `push` handler shows; `url` is opened by `notificationclick`. */
export const pushPayloadSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.maxLength(500)),
  url: inAppPathSchema,
  /** Notifications with the same tag replace each other instead of piling up. */
  tag: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  icon: z.optional(inAppPathSchema),
  badge: z.optional(inAppPathSchema),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** What a notification shows when its payload names no icon or badge of its own. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
