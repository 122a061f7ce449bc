/**
 * Module responsible-gambling: limits, breaks, self-exclusion and the reality check. The gate
 * (`assertAllowed`) refuses, before any money moves:
 *   - every deposit, bet, tip and rain while a break or self-exclusion runs (withdrawals and
 *     sign-in never pass through here);
 *   - a deposit that would take the rolling window's deposits over a deposit limit;
 *   - a bet that would take the window's stakes over a wager limit, or whose loss would take
 *     the window's net loss over a loss limit.
 * Every limit in force is checked, so the lowest one wins; the refusal names the binding one
 * (least left; on a tie, the one that frees up last). Time comes from `clock`, so tests can
 * move it instead of waiting.
 */

import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';
import type {
  LimitChange,
  LimitKind,
  LimitView,
  PlayAction,
} from '@/contracts/responsible-gambling';
import {
  type BreakPeriod,
  type Exclusion,
  LIMIT_KINDS,
  LIMIT_PERIOD_MS,
  LIMIT_PERIODS,
  type LimitPeriod,
  type SelfExclusionPeriod,
} from '@/contracts/responsible-gambling';
import { toUnits, unitsToNumber } from '../wallet/money';
import { activitySince, sumsSince } from './activity-repository';
import { exclusionConflict, limitReachedError, selfExcludedError, type Violation } from './errors';
import {
  activeExclusion,
  breakEnd,
  type ExclusionRecord,
  type LiftDecision,
  liftDecision,
  mayStart,
  selfExclusionEnd,
} from './exclusion-rules';
import {
  exclusionHistory,
  insertExclusion,
  liftExclusion,
  runningExclusions,
} from './exclusions-repository';
import { changeLimit, effectiveLimit, type LimitState, NO_LIMIT } from './limit-rules';
import { limitRowsOf, saveLimit } from './limits-repository';
import { SESSION_TYPES, type SessionNumbers, summarizeSession } from './session-summary';
import { realityCheckMinutesOf, setRealityCheckMinutes } from './settings-repository';
import { fitsAt, KIND_TYPES, usageOfSums } from './usage';

export interface ResponsibleGamblingDeps {
  db: Db;
  clock?: () => Date;
  /** Told after a break or self-exclusion starts or is lifted (to refresh the player's apps). */
  onChange?: (userId: string) => void;
}

interface InForce {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint;
}

export function exclusionView(record: ExclusionRecord): Exclusion {
  return {
    kind: record.kind,
    startedAt: record.startedAt.toISOString(),
    until: record.endsAt?.toISOString() ?? null,
  };
}

/** A transaction-scoped advisory lock on one player's responsible-gambling checks. */
async function lockPlayer(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rg:${userId}`}, 0))`);
}

export function createResponsibleGamblingService(deps: ResponsibleGamblingDeps) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function activeAt(
    userId: string,
    now: Date,
    conn: Db = db,
  ): Promise<ExclusionRecord | null> {
    return activeExclusion(await runningExclusions(conn, userId, now), now);
  }

  async function statesOf(
    userId: string,
    now: Date,
    conn: Db = db,
  ): Promise<Map<string, LimitState>> {
    const rows = await limitRowsOf(conn, userId);
    return new Map(rows.map((row) => [`${row.kind}:${row.period}`, effectiveLimit(row, now)]));
  }

  /** The refusal for `amount` more under these limits, or null when it fits every one. */
  async function violationOf(
    userId: string,
    limits: readonly InForce[],
    amount: bigint,
    now: Date,
    conn: Db = db,
  ): Promise<Violation | null> {
    const periods = [...new Set(limits.map((limit) => limit.period))];
    const types = [...new Set(limits.flatMap((limit) => KIND_TYPES[limit.kind]))];
    const sums = await sumsSince(
      conn,
      userId,
      types,
      periods.map((period) => new Date(now.getTime() - LIMIT_PERIOD_MS[period])),
    );
    let binding: Violation | null = null;
    for (const limit of limits) {
      const windowSums = sums[periods.indexOf(limit.period)] ?? new Map();
      const used = usageOfSums(limit.kind, windowSums);
      if (used + amount <= limit.amount) continue;
      const periodMs = LIMIT_PERIOD_MS[limit.period];
      const activity = await activitySince(
        conn,
        userId,
        KIND_TYPES[limit.kind],
        new Date(now.getTime() - periodMs),
      );
      const resetsAt = fitsAt(limit.kind, activity, periodMs, now, limit.amount, amount);
      const violation = {
        kind: limit.kind,
        period: limit.period,
        limit: limit.amount,
        used,
        amount,
        resetsAt,
      };
      if (!binding || isTighter(violation, binding)) binding = violation;
    }
    return binding;
  }

  async function limitsView(userId: string, now: Date): Promise<LimitView[]> {
    const states = await statesOf(userId, now);
    const types = [...new Set(LIMIT_KINDS.flatMap((kind) => KIND_TYPES[kind]))];
    const sums = await sumsSince(
      db,
      userId,
      types,
      LIMIT_PERIODS.map((period) => new Date(now.getTime() - LIMIT_PERIOD_MS[period])),
    );
    return LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period, index) => {
        const state = states.get(`${kind}:${period}`) ?? NO_LIMIT;
        return {
          kind,
          period,
          amount: state.amount === null ? null : unitsToNumber(state.amount),
          pending: state.pending
            ? {
                amount: state.pending.amount === null ? null : unitsToNumber(state.pending.amount),
                appliesAt: state.pending.appliesAt.toISOString(),
              }
            : null,
          used: unitsToNumber(usageOfSums(kind, sums[index] ?? new Map())),
        };
      }),
    );
  }

  async function startExclusion(
    userId: string,
    kind: ExclusionRecord['kind'],
    period: BreakPeriod | SelfExclusionPeriod,
    endsAt: Date | null,
    now: Date,
  ): Promise<Exclusion> {
    const active = await activeAt(userId, now);
    if (!mayStart(active, endsAt) && active) throw exclusionConflict(active);
    const created = await insertExclusion(db, { userId, kind, period, startedAt: now, endsAt });
    deps.onChange?.(userId);
    return exclusionView(created);
  }

  return {
    clock,

    async assertAllowed(
      userId: string,
      action: PlayAction,
      amount: bigint,
      within?: Db,
    ): Promise<void> {
      const now = clock();
      const conn = within ?? db;
      // Inside the movement's transaction, one player's checks take turns: two deposits at
      // the same moment cannot both fit the same room under a limit. The lock ends with it.
      if (within) await lockPlayer(within, userId);
      const active = await activeAt(userId, now, conn);
      if (active) throw selfExcludedError(active);
      if (action !== 'deposit' && action !== 'bet') return;
      const kinds: readonly LimitKind[] = action === 'deposit' ? ['deposit'] : ['wager', 'loss'];
      const inForce: InForce[] = [];
      for (const [key, state] of await statesOf(userId, now, conn)) {
        const [kind, period] = key.split(':') as [LimitKind, LimitPeriod];
        if (kinds.includes(kind) && state.amount !== null) {
          inForce.push({ kind, period, amount: state.amount });
        }
      }
      if (inForce.length === 0) return;
      const violation = await violationOf(userId, inForce, amount, now, conn);
      if (violation) throw limitReachedError(action, violation, now);
    },

    limits(userId: string): Promise<LimitView[]> {
      return limitsView(userId, clock());
    },

    async setLimits(userId: string, changes: readonly LimitChange[]): Promise<LimitView[]> {
      const now = clock();
      const states = await statesOf(userId, now);
      for (const change of changes) {
        const current = states.get(`${change.kind}:${change.period}`) ?? NO_LIMIT;
        const requested = change.amount === null ? null : toUnits(change.amount);
        const next = changeLimit(current, requested, now);
        await saveLimit(db, userId, change.kind, change.period, next);
      }
      return limitsView(userId, now);
    },

    async exclusion(userId: string): Promise<Exclusion | null> {
      const active = await activeAt(userId, clock());
      return active ? exclusionView(active) : null;
    },

    takeBreak(userId: string, period: BreakPeriod): Promise<Exclusion> {
      const now = clock();
      return startExclusion(userId, 'break', period, breakEnd(period, now), now);
    },

    selfExclude(userId: string, period: SelfExclusionPeriod): Promise<Exclusion> {
      const now = clock();
      return startExclusion(userId, 'selfExclusion', period, selfExclusionEnd(period, now), now);
    },

    realityCheckMinutes(userId: string): Promise<number | null> {
      return realityCheckMinutesOf(db, userId);
    },

    setRealityCheckMinutes(userId: string, minutes: number | null): Promise<void> {
      return setRealityCheckMinutes(db, userId, minutes);
    },

    /** The running exclusion as stored (the operator's view needs its lift facts). */
    activeRecord(userId: string): Promise<ExclusionRecord | null> {
      return activeAt(userId, clock());
    },

    history(userId: string): Promise<ExclusionRecord[]> {
      return exclusionHistory(db, userId);
    },

    /** The operator lifts on the player's request, when the rules allow (exclusion-rules.ts). */
    async lift(userId: string, reason: string): Promise<LiftDecision> {
      const now = clock();
      const active = await activeAt(userId, now);
      const decision = liftDecision(active, now);
      if (decision.ok && active) {
        await liftExclusion(db, active.id, { liftedAt: now, endsAt: decision.endsAt, reason });
        deps.onChange?.(userId);
      }
      return decision;
    },

    /** Play since `startedAt` (the session's creation). */
    async sessionNumbers(userId: string, startedAt: Date): Promise<SessionNumbers> {
      const [sums] = await sumsSince(db, userId, SESSION_TYPES, [startedAt]);
      return summarizeSession(sums ?? new Map());
    },
  };
}

/** Less left wins; on a tie, the limit that frees up later (the player waits for that one). */
function isTighter(a: Violation, b: Violation): boolean {
  const leftA = a.limit - a.used;
  const leftB = b.limit - b.used;
  if (leftA !== leftB) return leftA < leftB;
  return a.resetsAt.getTime() > b.resetsAt.getTime();
}

export type ResponsibleGamblingService = ReturnType<typeof createResponsibleGamblingService>;
