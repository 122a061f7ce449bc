/**
 * App-wide tracking upkeep: on start, captures the address's tracking parameters into the
 * stored records (and the `cellxpert` cookie); once a player is signed in with an account at
 * most 60 minutes old, hands the records to the server once for that account, then forgets
 * the handed-over marketing data. The affiliate record itself lives out its 30 days.
 * The work is loaded on demand so a plain visit pays only for this hook.
 */
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { AFFILIATE_CLEAR_PARAM, withinTrackingWindow } from '@/contracts/tracking-rules';
import { useCurrentUser } from '@/shared/session';
import { affiliateRecordAtom, pendingTrackingAtom, trackingReportedForAtom } from './atoms';
import { isLive } from './records';

const PARAM_NAMES = [
  'ref',
  'transactionId',
  'transactionSource',
  'subId',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'cxd',
  'cxAffId',
  AFFILIATE_CLEAR_PARAM,
];

function hasTrackingParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return PARAM_NAMES.some((name) => params.has(name));
}

export function useMarketingTracking(): void {
  const store = useStore();
  const { user } = useCurrentUser();
  const [captured, setCaptured] = useState(false);

  useEffect(() => {
    const search = window.location.search;
    const stored = {
      affiliate: store.get(affiliateRecordAtom),
      pending: store.get(pendingTrackingAtom),
    };
    if (!hasTrackingParams(search) && !stored.affiliate && !stored.pending) {
      setCaptured(true);
      return;
    }
    import('./capture-address')
      .then(({ captureAddress }) => {
        const next = captureAddress(search, stored);
        store.set(affiliateRecordAtom, next.affiliate);
        store.set(pendingTrackingAtom, next.pending);
      })
      .catch((error: unknown) => console.warn('[tracking] capture failed', error))
      .finally(() => setCaptured(true));
  }, [store]);

  const userId = user?.id;
  const createdAt = user?.createdAt;
  useEffect(() => {
    if (!captured || !userId || !createdAt) return;
    if (store.get(trackingReportedForAtom) === userId) return;
    if (!withinTrackingWindow(createdAt)) {
      store.set(pendingTrackingAtom, null);
      return;
    }
    const now = Date.now();
    const affiliate = store.get(affiliateRecordAtom);
    const pending = store.get(pendingTrackingAtom);
    const records = {
      affiliate: isLive(affiliate, now) ? affiliate : null,
      pending: isLive(pending, now) ? pending : null,
    };
    if (!records.affiliate && !records.pending) return;
    // Marked first: a re-render or a second tab must not send the same data twice.
    store.set(trackingReportedForAtom, userId);
    import('./report')
      .then(({ reportTracking }) => reportTracking(records))
      .catch((error: unknown) => console.warn('[tracking] report failed', error))
      .finally(() => store.set(pendingTrackingAtom, null));
  }, [captured, userId, createdAt, store]);
}
