/**
 * A kind's three limit fields (24 hours, 7 days, 30 days) as the player edits them, and the
 * changes to send: an emptied field removes that limit, an unchanged one sends nothing, and
 * typing the limit in force again cancels a pending increase (the server's rule).
 */
import { safeParse, z } from 'zod/mini';
import {
  LIMIT_PERIODS,
  type LimitChangeInput,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  limitChangeSchema,
} from '@/contracts/responsible-gambling';

export type LimitDrafts = Record<LimitPeriod, number | string>;

/** One field: empty for no limit, else the contract's amount (above zero, 8 decimals at most). */
export const limitDraftSchema = z.pipe(
  z.transform((draft: number | string) =>
    typeof draft === 'string' && draft.trim() === '' ? null : draft,
  ),
  limitChangeSchema.shape.amount,
);

/** A kind's three fields, for the form's validation. */
export const limitDraftsSchema = z.object({
  day: limitDraftSchema,
  week: limitDraftSchema,
  month: limitDraftSchema,
} satisfies Record<LimitPeriod, typeof limitDraftSchema>);

export function viewOf(
  limits: readonly LimitView[],
  kind: LimitKind,
  period: LimitPeriod,
): LimitView {
  return (
    limits.find((limit) => limit.kind === kind && limit.period === period) ?? {
      kind,
      period,
      amount: null,
      pending: null,
      used: 0,
    }
  );
}

/**
 * The fields as they start: what the player last asked for — a pending change's value, else
 * the limit in force — and empty where there is none. Saving an untouched field then changes
 * nothing; typing the limit in force again cancels the pending change.
 */
export function draftsOf(limits: readonly LimitView[], kind: LimitKind): LimitDrafts {
  const drafts = {} as LimitDrafts;
  for (const period of LIMIT_PERIODS) {
    const view = viewOf(limits, kind, period);
    drafts[period] = (view.pending ? view.pending.amount : view.amount) ?? '';
  }
  return drafts;
}

function amountOf(draft: number | string): number | null | 'invalid' {
  const parsed = safeParse(limitDraftSchema, draft);
  if (!parsed.success) return 'invalid';
  return parsed.data === null ? null : Number(parsed.data);
}

export type DraftProblem = { period: LimitPeriod; problem: 'notPositive' };

/** What to send for these fields, or the first field that is not a positive amount. */
export function changesOf(
  limits: readonly LimitView[],
  kind: LimitKind,
  drafts: LimitDrafts,
): { changes: LimitChangeInput[] } | DraftProblem {
  const changes: LimitChangeInput[] = [];
  for (const period of LIMIT_PERIODS) {
    const amount = amountOf(drafts[period]);
    if (amount === 'invalid') return { period, problem: 'notPositive' };
    const view = viewOf(limits, kind, period);
    if (amount === null) {
      if (view.amount !== null && !(view.pending && view.pending.amount === null)) {
        changes.push({ kind, period, amount: null });
      }
      continue;
    }
    const samePending = view.pending !== null && view.pending.amount === amount;
    const sameInForce = view.amount === amount && view.pending === null;
    if (!samePending && !sameInForce) changes.push({ kind, period, amount: String(amount) });
  }
  return { changes };
}
