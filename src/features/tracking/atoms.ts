/** The tracking records, persisted locally (schemas in ./records). */
import { z } from 'zod/mini';
import { persistedAtom } from '@/shared/lib/persisted-atom';
import {
  type AffiliateRecord,
  affiliateRecordSchema,
  type PendingTracking,
  pendingTrackingSchema,
} from './records';

export const affiliateRecordAtom = persistedAtom<AffiliateRecord | null>(
  'affiliate-record',
  z.nullable(affiliateRecordSchema),
  null,
);

export const pendingTrackingAtom = persistedAtom<PendingTracking | null>(
  'tracking-pending',
  z.nullable(pendingTrackingSchema),
  null,
);

/** The account the captured data was last handed over for: each account gets it once. */
export const trackingReportedForAtom = persistedAtom<string | null>(
  'tracking-reported-for',
  z.nullable(z.string()),
  null,
);
