/**
 * Folds an address's tracking parameters into the stored records (spec part 1 §4.9): new cxd
 * and cxAffId start a fresh 30-day affiliate record, a record is forgotten when it expired or
 * the clear flag was passed, and the other marketing values wait (30 days too) for an account.
 */
import { AFFILIATE_RECORD_TTL_MS } from '@/contracts/tracking';
import { type AffiliateRecord, isLive, type PendingTracking } from './records';
import type { TrackingParams } from './url-params';

export interface TrackingRecords {
  affiliate: AffiliateRecord | null;
  pending: PendingTracking | null;
}

function nextAffiliate(
  stored: AffiliateRecord | null,
  params: TrackingParams,
  now: number,
): AffiliateRecord | null {
  const kept = params.clear || !isLive(stored, now) ? null : stored;
  if (params.cxd === undefined && params.cxAffId === undefined) return kept;
  return {
    ...(params.cxd ? { cxd: params.cxd } : {}),
    ...(params.cxAffId ? { cxAffId: params.cxAffId } : {}),
    expiresAt: now + AFFILIATE_RECORD_TTL_MS,
  };
}

function nextPending(
  stored: PendingTracking | null,
  params: TrackingParams,
  now: number,
): PendingTracking | null {
  const kept = isLive(stored, now) ? stored : null;
  const { ref, postback, utm } = params;
  if (ref === undefined && postback === undefined && utm === undefined) return kept;
  return {
    ...kept,
    ...(ref ? { ref } : {}),
    ...(postback ? { postback } : {}),
    ...(utm ? { utm: { ...kept?.utm, ...utm } } : {}),
    expiresAt: now + AFFILIATE_RECORD_TTL_MS,
  };
}

export function captureTracking(
  stored: TrackingRecords,
  params: TrackingParams,
  now = Date.now(),
): TrackingRecords {
  return {
    affiliate: nextAffiliate(stored.affiliate, params, now),
    pending: nextPending(stored.pending, params, now),
  };
}
