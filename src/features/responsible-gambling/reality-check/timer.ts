/**
 * When the reality check is due: one interval after the session began, then one interval
 * after each answer. The session start comes from the server (sessions.created_at), so no
 * tab, reload or cleared storage can postpone the first reminder. The answers are kept on
 * this device, per session (a session is one device's sign-in), together with the offset
 * between the server's clock and this one measured on the session's first summary: times
 * are compared on the server's clock even when the device's is wrong, and the same offset is
 * reused after a reload so the count does not jump.
 */

export interface SessionTiming {
  sessionId: string;
  /** Server clock, ms. */
  startedAt: number;
  /** Server clock minus this device's clock, ms. */
  offsetMs: number;
  /** The last answer to the reminder, server clock, ms; null: none yet. */
  answeredAt: number | null;
}

export interface SummaryClock {
  sessionId: string;
  startedAt: string;
  serverTime: string;
  /** This device's clock when the summary arrived. */
  receivedAt: number;
}

/** The session's timing: the stored one while the session is the same, a fresh one otherwise. */
export function timingFor(stored: SessionTiming | null, summary: SummaryClock): SessionTiming {
  const startedAt = Date.parse(summary.startedAt);
  if (stored?.sessionId === summary.sessionId) return { ...stored, startedAt };
  return {
    sessionId: summary.sessionId,
    startedAt,
    offsetMs: Date.parse(summary.serverTime) - summary.receivedAt,
    answeredAt: null,
  };
}

/** The server-clock time now, from this device's clock and the measured offset. */
export function serverNow(timing: SessionTiming, clientNow: number): number {
  return clientNow + timing.offsetMs;
}

export function nextDueAt(timing: SessionTiming, intervalMinutes: number): number {
  const from = Math.max(timing.startedAt, timing.answeredAt ?? timing.startedAt);
  return from + intervalMinutes * 60_000;
}

/** How long until it is due, on this device's clock (never negative). */
export function delayUntilDue(
  timing: SessionTiming,
  intervalMinutes: number,
  clientNow: number,
): number {
  return Math.max(0, nextDueAt(timing, intervalMinutes) - serverNow(timing, clientNow));
}

/** The timing after the player answered now. */
export function answered(timing: SessionTiming, clientNow: number): SessionTiming {
  return { ...timing, answeredAt: serverNow(timing, clientNow) };
}

/** Whole hours and minutes of a duration (rounded down), for "1 h 05 min". */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
