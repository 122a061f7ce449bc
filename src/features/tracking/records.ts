/**
 * What the app keeps of a visitor's arrival: the affiliate record (cxd, cxAffId, expiry; spec
 * part 1 §3 'Affiliate tracking record'), the rest of the marketing data waiting to be handed
 * to the server once an account exists, and which account it was last handed over for.
 */
import { z } from 'zod/mini';

export const affiliateRecordSchema = z.object({
  cxd: z.optional(z.string()),
  cxAffId: z.optional(z.string()),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});
export type AffiliateRecord = z.infer<typeof affiliateRecordSchema>;

export const postbackSchema = z.object({
  transactionId: z.string(),
  transactionSource: z.string(),
  subId: z.optional(z.string()),
});

export const utmSchema = z.object({
  utm_source: z.optional(z.string()),
  utm_medium: z.optional(z.string()),
  utm_campaign: z.optional(z.string()),
});

export const pendingTrackingSchema = z.object({
  /** The referrer's affiliateId from `?ref=`. */
  ref: z.optional(z.string()),
  postback: z.optional(postbackSchema),
  utm: z.optional(utmSchema),
  /** Epoch milliseconds; stale campaign data is not attributed to a later sign-up. */
  expiresAt: z.number(),
});
export type PendingTracking = z.infer<typeof pendingTrackingSchema>;

export function isLive<T extends { expiresAt: number }>(record: T | null, now: number): boolean {
  return record !== null && record.expiresAt > now;
}
