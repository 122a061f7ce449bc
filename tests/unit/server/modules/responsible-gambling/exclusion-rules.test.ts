// @vitest-environment node
/** Breaks and self-exclusion: start at once, cannot be shortened, and the operator's lift rules. */

import {
  activeExclusion,
  addUtcMonths,
  breakEnd,
  type ExclusionRecord,
  LIFT_COOLING_OFF_MS,
  liftDecision,
  mayStart,
  selfExclusionEnd,
} from '@server/modules/responsible-gambling/exclusion-rules';
import { describe, expect, it } from 'vitest';

const T0 = new Date('2025-01-31T10:00:00Z');
const hours = (h: number) => new Date(T0.getTime() + h * 3_600_000);

let id = 0;
function record(
  kind: ExclusionRecord['kind'],
  endsAt: Date | null,
  extra: Partial<ExclusionRecord> = {},
): ExclusionRecord {
  id += 1;
  return {
    id,
    kind,
    period: 'x',
    startedAt: T0,
    endsAt,
    liftedAt: null,
    liftReason: null,
    ...extra,
  };
}

describe('periods', () => {
  it('ends a break after its hours', () => {
    expect(breakEnd('24h', T0)).toEqual(hours(24));
    expect(breakEnd('6w', T0)).toEqual(hours(42 * 24));
  });

  it('ends a self-exclusion after calendar months; indefinite never', () => {
    expect(selfExclusionEnd('6m', T0)).toEqual(new Date('2025-07-31T10:00:00Z'));
    expect(selfExclusionEnd('1y', T0)).toEqual(new Date('2026-01-31T10:00:00Z'));
    expect(selfExclusionEnd('indefinite', T0)).toBeNull();
  });

  it('clamps to the end of a shorter month', () => {
    expect(addUtcMonths(T0, 1)).toEqual(new Date('2025-02-28T10:00:00Z'));
    expect(addUtcMonths(new Date('2024-01-31T00:00:00Z'), 1)).toEqual(
      new Date('2024-02-29T00:00:00Z'),
    );
  });
});

describe('the exclusion in force', () => {
  it('is the running one that ends last; ended ones do not count', () => {
    const ended = record('break', hours(-1));
    const short = record('break', hours(24));
    const long = record('selfExclusion', hours(24 * 200));
    expect(activeExclusion([ended, short, long], T0)).toBe(long);
    expect(activeExclusion([ended], T0)).toBeNull();
    expect(activeExclusion([short], hours(24))).toBeNull();
  });

  it('is an indefinite one over any dated one', () => {
    const forever = record('selfExclusion', null);
    expect(activeExclusion([record('break', hours(5)), forever], T0)).toBe(forever);
  });
});

describe('cannot be shortened', () => {
  const running = record('break', hours(72));

  it('accepts anything when nothing runs', () => {
    expect(mayStart(null, hours(1))).toBe(true);
  });

  it('accepts only an exclusion that ends later', () => {
    expect(mayStart(running, hours(24))).toBe(false);
    expect(mayStart(running, hours(72))).toBe(false);
    expect(mayStart(running, hours(73))).toBe(true);
    expect(mayStart(running, null)).toBe(true);
  });

  it('accepts nothing during an indefinite self-exclusion', () => {
    const forever = record('selfExclusion', null);
    expect(mayStart(forever, hours(24 * 365 * 10))).toBe(false);
    expect(mayStart(forever, null)).toBe(false);
  });
});

describe('the operator lift', () => {
  it('refuses when nothing runs', () => {
    expect(liftDecision(null, T0)).toEqual({ ok: false, reason: 'none', at: null });
  });

  it('refuses a break and a fixed self-exclusion: they end on their own', () => {
    expect(liftDecision(record('break', hours(24)), T0)).toEqual({
      ok: false,
      reason: 'breakEndsItself',
      at: hours(24),
    });
    const sixMonths = record('selfExclusion', new Date('2025-07-31T10:00:00Z'));
    expect(liftDecision(sixMonths, hours(24 * 190))).toMatchObject({
      ok: false,
      reason: 'fixedEndsItself',
    });
  });

  it('lifts an indefinite one only after 6 months, with 24 hours before play resumes', () => {
    const forever = record('selfExclusion', null);
    const minimum = new Date('2025-07-31T10:00:00Z');
    expect(liftDecision(forever, new Date(minimum.getTime() - 1))).toEqual({
      ok: false,
      reason: 'tooEarly',
      at: minimum,
    });
    expect(liftDecision(forever, minimum)).toEqual({
      ok: true,
      endsAt: new Date(minimum.getTime() + LIFT_COOLING_OFF_MS),
    });
  });

  it('refuses a second lift while the cooling-off runs', () => {
    const lifted = record('selfExclusion', hours(10), { liftedAt: T0 });
    expect(liftDecision(lifted, hours(1))).toEqual({
      ok: false,
      reason: 'alreadyLifted',
      at: hours(10),
    });
  });
});
