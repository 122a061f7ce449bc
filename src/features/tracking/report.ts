/**
 * Hands what was captured to the server for a new account: one call per kind of data, only
 * the calls there is data for. A refused call (window closed, bad value) is logged and not
 * retried — the server is the judge, and its values are write-once anyway.
 */

import type { TrackingRecords } from './capture';
import { postPostback, postReferral, postUtm } from './queries';

export function reportCalls({
  affiliate,
  pending,
}: TrackingRecords): Array<() => Promise<unknown>> {
  const calls: Array<() => Promise<unknown>> = [];
  const referral = {
    ...(pending?.ref ? { affiliateName: pending.ref } : {}),
    ...(affiliate?.cxd ? { cxd: affiliate.cxd } : {}),
    ...(affiliate?.cxAffId ? { cxAffId: affiliate.cxAffId } : {}),
  };
  if (Object.keys(referral).length > 0) calls.push(() => postReferral(referral));
  const postback = pending?.postback;
  if (postback) calls.push(() => postPostback(postback));
  const utm = pending?.utm;
  if (utm && Object.values(utm).some(Boolean)) calls.push(() => postUtm(utm));
  return calls;
}

export async function reportTracking(records: TrackingRecords): Promise<void> {
  const results = await Promise.allSettled(reportCalls(records).map((call) => call()));
  for (const result of results) {
    if (result.status === 'rejected') {
      console.warn('[tracking] the server refused tracking data', result.reason);
    }
  }
}
