// @vitest-environment node
/** Changing a limit: decreases and new limits at once, increases and removals after 24 hours. */

import {
  changeLimit,
  effectiveLimit,
  type LimitState,
  NO_LIMIT,
  toStored,
} from '@server/modules/responsible-gambling/limit-rules';
import { dollars } from '@server/modules/wallet/money';
import { describe, expect, it } from 'vitest';

const T0 = new Date('2025-03-01T12:00:00Z');
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);
const limit = (amount: number): LimitState => ({ amount: dollars(amount), pending: null });

describe('changing a limit', () => {
  it('sets a new limit at once', () => {
    expect(changeLimit(NO_LIMIT, dollars(100), T0)).toEqual(limit(100));
  });

  it('applies a decrease at once', () => {
    expect(changeLimit(limit(100), dollars(40), T0)).toEqual(limit(40));
  });

  it('holds an increase for 24 hours, then applies it', () => {
    const next = changeLimit(limit(100), dollars(500), T0);
    expect(next).toEqual({
      amount: dollars(100),
      pending: { amount: dollars(500), appliesAt: hours(24) },
    });
    const stored = toStored(next);
    expect(effectiveLimit(stored, hours(23.99))).toEqual(next);
    expect(effectiveLimit(stored, hours(24))).toEqual(limit(500));
  });

  it('holds a removal for 24 hours, then drops the limit', () => {
    const next = changeLimit(limit(100), null, T0);
    expect(next.pending).toEqual({ amount: null, appliesAt: hours(24) });
    expect(next.amount).toBe(dollars(100));
    expect(effectiveLimit(toStored(next), hours(24))).toEqual(NO_LIMIT);
  });

  it('does not restart the cooling-off when the same increase is asked again', () => {
    const first = changeLimit(limit(100), dollars(500), T0);
    expect(changeLimit(first, dollars(500), hours(20))).toEqual(first);
  });

  it('restarts it for a different increase', () => {
    const first = changeLimit(limit(100), dollars(500), T0);
    const second = changeLimit(first, dollars(300), hours(20));
    expect(second.pending).toEqual({ amount: dollars(300), appliesAt: hours(44) });
    expect(second.amount).toBe(dollars(100));
  });

  it('cancels a pending increase when the current limit or less is asked', () => {
    const pending = changeLimit(limit(100), dollars(500), T0);
    expect(changeLimit(pending, dollars(100), hours(1))).toEqual(limit(100));
    expect(changeLimit(pending, dollars(80), hours(1))).toEqual(limit(80));
  });

  it('removing a limit that does not exist changes nothing', () => {
    expect(changeLimit(NO_LIMIT, null, T0)).toEqual(NO_LIMIT);
  });
});
