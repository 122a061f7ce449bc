/**
 * The player's words for a refusal by the gate: error 1012 (a limit, how much is left and when
 * it resets) and 1013 (a break or self-exclusion and its end), written from the error's
 * structured details in the player's language; the server's English message otherwise.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeParse } from 'zod/mini';
import { API_ERROR_CODES } from '@/contracts/api-error';
import {
  type LimitKind,
  type LimitPeriod,
  limitReachedDetailsSchema,
  selfExcludedDetailsSchema,
} from '@/contracts/responsible-gambling';
import { ApiError, NetworkError } from '@/shared/api/api-error';
import { formatUsdRounded } from '@/shared/lib/money';
import { formatWhen } from './format';

const LIMIT_NAMES = {
  deposit: {
    day: msg`daily deposit limit`,
    week: msg`weekly deposit limit`,
    month: msg`monthly deposit limit`,
  },
  loss: {
    day: msg`daily loss limit`,
    week: msg`weekly loss limit`,
    month: msg`monthly loss limit`,
  },
  wager: {
    day: msg`daily wager limit`,
    week: msg`weekly wager limit`,
    month: msg`monthly wager limit`,
  },
} as const satisfies Record<LimitKind, Record<LimitPeriod, unknown>>;

/** The translated refusal, or null when the error is not one of the gate's. */
export function responsibleGamblingErrorText(i18n: I18n, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === API_ERROR_CODES.limitReached) {
    const parsed = safeParse(limitReachedDetailsSchema, error.details);
    if (!parsed.success) return error.message;
    const { kind, period, limit, remaining, resetsAt } = parsed.data;
    const name = i18n._(LIMIT_NAMES[kind][period]);
    const amount = formatUsdRounded(i18n, limit);
    const left = formatUsdRounded(i18n, remaining);
    const resets = formatWhen(i18n, resetsAt);
    return i18n._(
      msg`This is over your ${name} of ${amount} (${left} left). The limit resets on ${resets}.`,
    );
  }
  if (error.code === API_ERROR_CODES.selfExcluded) {
    const parsed = safeParse(selfExcludedDetailsSchema, error.details);
    if (!parsed.success) return error.message;
    const { kind, until } = parsed.data;
    if (until === null) {
      return i18n._(
        msg`You are self-excluded indefinitely. You can still sign in and withdraw, but you cannot deposit, bet, tip or join rain.`,
      );
    }
    const end = formatWhen(i18n, until);
    return kind === 'break'
      ? i18n._(
          msg`You are on a break until ${end}. You can still sign in and withdraw, but you cannot deposit, bet, tip or join rain.`,
        )
      : i18n._(
          msg`You are self-excluded until ${end}. You can still sign in and withdraw, but you cannot deposit, bet, tip or join rain.`,
        );
  }
  return null;
}

const FALLBACK = msg`Something went wrong. Please try again.`;

/** Any failed call of this feature, for the player: the gate's refusals translated. */
export function errorTextOf(i18n: I18n, error: unknown): string {
  const refusal = responsibleGamblingErrorText(i18n, error);
  if (refusal) return refusal;
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return i18n._(FALLBACK);
}
