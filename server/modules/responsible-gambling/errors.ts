/**
 * The refusals of the gate, as API errors with a clear English message (which limit, how much
 * is left, when it resets; or until when the player is excluded) and the same facts in
 * `details` (contracts/responsible-gambling) so the client can say it in the player's language.
 */

import { ApiError } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type {
  LimitKind,
  LimitPeriod,
  LimitReachedDetails,
  PlayAction,
  SelfExcludedDetails,
} from '@/contracts/responsible-gambling';
import { formatUnits, unitsToNumber } from '../wallet/money';
import type { ExclusionRecord } from './exclusion-rules';

export interface Violation {
  kind: LimitKind;
  period: LimitPeriod;
  limit: bigint;
  used: bigint;
  amount: bigint;
  resetsAt: Date;
}

const ADJECTIVE: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const SPAN: Record<LimitPeriod, string> = { day: '24 hours', week: '7 days', month: '30 days' };

/** '$1,250.50': two decimals, like the cashier shows amounts. */
export function usd(units: bigint): string {
  return `$${Number(formatUnits(units)).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

/** '2025-03-01 14:05 UTC': unambiguous for every reader, whatever their time zone. */
export function utc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function limitReachedError(action: PlayAction, v: Violation, now: Date): ApiError {
  const remaining = v.limit > v.used ? v.limit - v.used : 0n;
  const name = `${ADJECTIVE[v.period]} ${v.kind} limit`;
  let message: string;
  if (v.amount > v.limit) {
    message = `This ${action} of ${usd(v.amount)} is more than your ${name} of ${usd(v.limit)}.`;
    if (v.resetsAt.getTime() > now.getTime()) {
      message += ` The whole limit is available again at ${utc(v.resetsAt)}.`;
    }
  } else {
    message =
      `This ${action} would exceed your ${name} of ${usd(v.limit)} ` +
      `(${usd(remaining)} left in the last ${SPAN[v.period]}). It resets at ${utc(v.resetsAt)}.`;
  }
  const details: LimitReachedDetails = {
    reason: 'limitReached',
    kind: v.kind,
    period: v.period,
    limit: unitsToNumber(v.limit),
    used: unitsToNumber(v.used),
    remaining: unitsToNumber(remaining),
    resetsAt: v.resetsAt.toISOString(),
  };
  return new ApiError(403, API_ERROR_CODES.limitReached, message, undefined, details);
}

/** The running exclusion's facts, for the client's translated message. */
function exclusionDetails(active: ExclusionRecord): SelfExcludedDetails {
  return { reason: 'selfExcluded', kind: active.kind, until: active.endsAt?.toISOString() ?? null };
}

export function selfExcludedError(active: ExclusionRecord): ApiError {
  const what =
    active.kind === 'break'
      ? `You are taking a break until ${utc(active.endsAt ?? new Date(0))}`
      : active.endsAt
        ? `You are self-excluded until ${utc(active.endsAt)}`
        : 'You are self-excluded indefinitely';
  return new ApiError(
    403,
    API_ERROR_CODES.selfExcluded,
    `${what}: you can sign in and withdraw, but not deposit, bet, tip or join rain.`,
    undefined,
    exclusionDetails(active),
  );
}

export const exclusionConflict = (active: ExclusionRecord) =>
  new ApiError(
    409,
    API_ERROR_CODES.conflict,
    active.endsAt
      ? `You are already ${active.kind === 'break' ? 'taking a break' : 'self-excluded'} until ${utc(active.endsAt)}. It cannot be shortened; choose a longer period to extend it.`
      : 'You are already self-excluded indefinitely. It cannot be shortened.',
    undefined,
    exclusionDetails(active),
  );
