import { describe, expect, it } from 'vitest';
import { AFFILIATE_RECORD_TTL_MS } from '@/contracts/tracking';
import { captureTracking } from '@/features/tracking/capture';
import { readTrackingParams } from '@/features/tracking/url-params';

const NOW = Date.UTC(2025, 0, 1);
const DAY = 24 * 60 * 60_000;
const empty = { affiliate: null, pending: null };

describe('captureTracking', () => {
  it('saves new cxd and cxAffId for 30 days', () => {
    const next = captureTracking(empty, readTrackingParams('?cxd=c1&cxAffId=7'), NOW);
    expect(next.affiliate).toEqual({ cxd: 'c1', cxAffId: '7', expiresAt: NOW + 30 * DAY });
    expect(AFFILIATE_RECORD_TTL_MS).toBe(30 * DAY);
  });

  it('replaces an older record with new parameters, with a fresh expiry', () => {
    const stored = { affiliate: { cxd: 'old', cxAffId: '1', expiresAt: NOW + DAY }, pending: null };
    const next = captureTracking(stored, readTrackingParams('?cxd=new'), NOW);
    expect(next.affiliate).toEqual({ cxd: 'new', expiresAt: NOW + 30 * DAY });
  });

  it('keeps a live record when the address has none, and drops an expired one', () => {
    const live = { cxd: 'c', expiresAt: NOW + 1 };
    expect(
      captureTracking({ affiliate: live, pending: null }, readTrackingParams(''), NOW).affiliate,
    ).toBe(live);
    const expired = { cxd: 'c', expiresAt: NOW };
    expect(
      captureTracking({ affiliate: expired, pending: null }, readTrackingParams(''), NOW).affiliate,
    ).toBeNull();
  });

  it('clears the record on the clear flag, then stores new parameters of the same address', () => {
    const stored = { affiliate: { cxd: 'c', expiresAt: NOW + DAY }, pending: null };
    expect(captureTracking(stored, readTrackingParams('?cxClear=true'), NOW).affiliate).toBeNull();
    expect(
      captureTracking(stored, readTrackingParams('?cxClear&cxAffId=9'), NOW).affiliate,
    ).toEqual({
      cxAffId: '9',
      expiresAt: NOW + 30 * DAY,
    });
  });

  it('keeps referral, postback and campaign data waiting, newer values winning', () => {
    const first = captureTracking(
      empty,
      readTrackingParams('?ref=alice&utm_source=news&utm_medium=email'),
      NOW,
    );
    const second = captureTracking(
      first,
      readTrackingParams('?utm_source=ads&transactionId=t&transactionSource=s'),
      NOW + DAY,
    );
    expect(second.pending).toEqual({
      ref: 'alice',
      utm: { utm_source: 'ads', utm_medium: 'email' },
      postback: { transactionId: 't', transactionSource: 's' },
      expiresAt: NOW + 31 * DAY,
    });
    expect(captureTracking(second, readTrackingParams(''), NOW + 32 * DAY).pending).toBeNull();
  });
});
