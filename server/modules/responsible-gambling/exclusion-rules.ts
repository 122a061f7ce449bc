/**
 * The rules of breaks and self-exclusions, as pure functions of the time:
 * - both start at once and end by themselves (an indefinite self-exclusion never does);
 * - none can be shortened: a new one is accepted only when it ends later than the one that
 *   runs (a break can become a longer break or a self-exclusion, never the reverse);
 * - the operator lifts only an indefinite self-exclusion, on the player's request, and only
 *   once it has run LIFT_MINIMUM_MONTHS (the shortest fixed self-exclusion); play resumes
 *   after a further LIFT_COOLING_OFF_MS, like an increased limit. Breaks and fixed periods
 *   cannot be lifted at all: they end on their own.
 */
import {
  BREAK_PERIOD_HOURS,
  type BreakPeriod,
  type ExclusionKind,
  SELF_EXCLUSION_MONTHS,
  type SelfExclusionPeriod,
} from '@/contracts/responsible-gambling';

export const LIFT_MINIMUM_MONTHS = 6;
export const LIFT_COOLING_OFF_MS = 24 * 3_600_000;

export interface ExclusionRecord {
  id: number;
  kind: ExclusionKind;
  period: string;
  startedAt: Date;
  /** null: indefinite. */
  endsAt: Date | null;
  liftedAt: Date | null;
  liftReason: string | null;
}

/** `months` calendar months after `date` (UTC), the day clamped to the month's last. */
export function addUtcMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export function breakEnd(period: BreakPeriod, now: Date): Date {
  return new Date(now.getTime() + BREAK_PERIOD_HOURS[period] * 3_600_000);
}

export function selfExclusionEnd(period: SelfExclusionPeriod, now: Date): Date | null {
  return period === 'indefinite' ? null : addUtcMonths(now, SELF_EXCLUSION_MONTHS[period]);
}

function isRunning(record: ExclusionRecord, now: Date): boolean {
  return record.endsAt === null || record.endsAt.getTime() > now.getTime();
}

/** True when an end of `a` is later than `b` (null is never-ending). */
export function endsLater(a: Date | null, b: Date | null): boolean {
  if (b === null) return false;
  return a === null || a.getTime() > b.getTime();
}

/** The exclusion in force: of those running, the one that ends last. */
export function activeExclusion(
  records: readonly ExclusionRecord[],
  now: Date,
): ExclusionRecord | null {
  let active: ExclusionRecord | null = null;
  for (const record of records) {
    if (!isRunning(record, now)) continue;
    if (!active || endsLater(record.endsAt, active.endsAt)) active = record;
  }
  return active;
}

/** Whether a new exclusion ending at `end` may start while `active` runs. */
export function mayStart(active: ExclusionRecord | null, end: Date | null): boolean {
  return active === null || endsLater(end, active.endsAt);
}

export type LiftDecision =
  | { ok: true; endsAt: Date }
  | {
      ok: false;
      reason: 'none' | 'breakEndsItself' | 'fixedEndsItself' | 'alreadyLifted' | 'tooEarly';
      /** When it ends (fixed periods, a lift already made) or when a lift becomes possible. */
      at: Date | null;
    };

export function liftDecision(active: ExclusionRecord | null, now: Date): LiftDecision {
  if (!active) return { ok: false, reason: 'none', at: null };
  if (active.liftedAt) return { ok: false, reason: 'alreadyLifted', at: active.endsAt };
  if (active.kind === 'break') return { ok: false, reason: 'breakEndsItself', at: active.endsAt };
  if (active.endsAt !== null) return { ok: false, reason: 'fixedEndsItself', at: active.endsAt };
  const earliest = addUtcMonths(active.startedAt, LIFT_MINIMUM_MONTHS);
  if (now.getTime() < earliest.getTime()) return { ok: false, reason: 'tooEarly', at: earliest };
  return { ok: true, endsAt: new Date(now.getTime() + LIFT_COOLING_OFF_MS) };
}
