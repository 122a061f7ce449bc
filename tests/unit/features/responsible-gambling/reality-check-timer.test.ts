/** When the reality check is due and how its session time reads, on a corrected clock. */
import { describe, expect, it } from 'vitest';
import {
  answered,
  delayUntilDue,
  hoursAndMinutes,
  nextDueAt,
  serverNow,
  timingFor,
} from '@/features/responsible-gambling/reality-check/timer';

const START = Date.parse('2025-03-01T10:00:00Z');
const MIN = 60_000;

// The server answered 5 minutes into the session; this device's clock is 2 minutes slow.
const summary = {
  sessionId: 's1',
  startedAt: new Date(START).toISOString(),
  serverTime: new Date(START + 5 * MIN).toISOString(),
  receivedAt: START + 3 * MIN,
};
const timing = timingFor(null, summary);

describe('reality check timer', () => {
  it('measures the offset between the server clock and this device', () => {
    expect(timing).toEqual({
      sessionId: 's1',
      startedAt: START,
      offsetMs: 2 * MIN,
      answeredAt: null,
    });
    expect(serverNow(timing, START + 3 * MIN)).toBe(START + 5 * MIN);
  });

  it('is first due one interval after the session began', () => {
    expect(nextDueAt(timing, 30)).toBe(START + 30 * MIN);
    // Device time START + 3 min is server time START + 5 min: 25 minutes to go.
    expect(delayUntilDue(timing, 30, START + 3 * MIN)).toBe(25 * MIN);
  });

  it('is due one interval after the last answer', () => {
    const later = answered(timing, START + 45 * MIN);
    expect(later.answeredAt).toBe(START + 47 * MIN);
    expect(nextDueAt(later, 15)).toBe(START + 62 * MIN);
  });

  it('keeps the offset and the answer of the same session after a reload', () => {
    const stored = answered(timing, START + 45 * MIN);
    const reloaded = timingFor(stored, {
      ...summary,
      serverTime: new Date(START + 50 * MIN).toISOString(),
      receivedAt: START + 40 * MIN, // a re-measure would say 10 minutes
    });
    expect(reloaded).toEqual(stored);
  });

  it('starts afresh for another session (a new sign-in)', () => {
    const stored = answered(timing, START + 45 * MIN);
    const next = timingFor(stored, {
      sessionId: 's2',
      startedAt: new Date(START + 60 * MIN).toISOString(),
      serverTime: new Date(START + 61 * MIN).toISOString(),
      receivedAt: START + 61 * MIN,
    });
    expect(next).toEqual({
      sessionId: 's2',
      startedAt: START + 60 * MIN,
      offsetMs: 0,
      answeredAt: null,
    });
    expect(nextDueAt(next, 15)).toBe(START + 75 * MIN);
  });

  it('is due at once (never a negative delay) when the time has passed', () => {
    expect(delayUntilDue(timing, 15, START + 60 * MIN)).toBe(0);
  });

  it('follows an interval changed mid-session', () => {
    const later = { ...timing, answeredAt: START + 20 * MIN };
    expect(nextDueAt(later, 60)).toBe(START + 80 * MIN);
    expect(nextDueAt(later, 90)).toBe(START + 110 * MIN);
  });

  it('reads a duration as whole hours and minutes', () => {
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(59 * 1000)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(15 * MIN + 30_000)).toEqual({ hours: 0, minutes: 15 });
    expect(hoursAndMinutes(125 * MIN)).toEqual({ hours: 2, minutes: 5 });
    expect(hoursAndMinutes(-5 * MIN)).toEqual({ hours: 0, minutes: 0 });
  });
});
