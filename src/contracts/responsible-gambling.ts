/**
 * Responsible gambling (issue 5, beyond the spec): deposit, loss and wager limits per rolling
 * 24 hours, 7 days and 30 days; a break (24 hours to 6 weeks) or self-exclusion (6 months, 1
 * year, indefinite) during which the player may sign in but only withdraw; and the reality
 * check. Amounts are US dollars: decimal strings in, numbers out (contracts/money).
 */
import { z } from 'zod/mini';
import { amountSchema } from './money';

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Rolling windows: 'day' is the last 24 hours, 'week' 7 days, 'month' 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const HOUR_MS = 3_600_000;
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = {
  day: 24 * HOUR_MS,
  week: 7 * 24 * HOUR_MS,
  month: 30 * 24 * HOUR_MS,
};

/** An increase or removal of a limit waits this long; a decrease or a new limit applies at once. */
export const LIMIT_COOLING_OFF_MS = 24 * HOUR_MS;

export const limitViewSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force (US dollars); null: none. */
  amount: z.nullable(z.number()),
  /** An increase or removal waiting for its cooling-off; amount null: the limit goes. */
  pending: z.nullable(z.object({ amount: z.nullable(z.number()), appliesAt: z.string() })),
  /** Deposited, wagered or net lost in the window now (never below zero). */
  used: z.number(),
});
export type LimitView = z.infer<typeof limitViewSchema>;

export const limitsSchema = z.object({ limits: z.array(limitViewSchema) });

export const limitChangeSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The new limit; null removes it (after the cooling-off). */
  amount: z.nullable(amountSchema),
});
export type LimitChange = z.output<typeof limitChangeSchema>;
export type LimitChangeInput = z.input<typeof limitChangeSchema>;

export const setLimitsBodySchema = z.object({
  limits: z.array(limitChangeSchema).check(
    z.minLength(1),
    z.maxLength(LIMIT_KINDS.length * LIMIT_PERIODS.length),
    z.refine(
      (changes) => new Set(changes.map((c) => `${c.kind}:${c.period}`)).size === changes.length,
      'Each limit may appear once',
    ),
  ),
});
export type SetLimitsBody = z.input<typeof setLimitsBodySchema>;

export const BREAK_PERIODS = ['24h', '72h', '1w', '2w', '4w', '6w'] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];
export const BREAK_PERIOD_HOURS: Record<BreakPeriod, number> = {
  '24h': 24,
  '72h': 72,
  '1w': 7 * 24,
  '2w': 14 * 24,
  '4w': 28 * 24,
  '6w': 42 * 24,
};

export const SELF_EXCLUSION_PERIODS = ['6m', '1y', 'indefinite'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
/** Calendar months; 'indefinite' lasts until the operator lifts it on request. */
export const SELF_EXCLUSION_MONTHS: Record<Exclude<SelfExclusionPeriod, 'indefinite'>, number> = {
  '6m': 6,
  '1y': 12,
};

export const EXCLUSION_KINDS = ['break', 'selfExclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

export const exclusionSchema = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  startedAt: z.string(),
  /** null: indefinite. */
  until: z.nullable(z.string()),
});
export type Exclusion = z.infer<typeof exclusionSchema>;

/**
 * Re-authentication as for closing the account: the password, missing → 1008, wrong → 1009.
 * The tick says the player read that it cannot be undone.
 */
const reauthFields = {
  password: z.optional(z.string().check(z.maxLength(128))),
  confirm: z.literal(true, 'Please confirm that you understand this cannot be undone'),
};

export const takeBreakBodySchema = z.object({
  period: z.enum(BREAK_PERIODS),
  ...reauthFields,
});
export type TakeBreakBody = z.input<typeof takeBreakBodySchema>;

export const selfExcludeBodySchema = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS),
  ...reauthFields,
});
export type SelfExcludeBody = z.input<typeof selfExcludeBodySchema>;

export const exclusionResultSchema = z.object({ exclusion: exclusionSchema });

export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const realityCheckSettingsSchema = z.object({
  /** null: off (the default). */
  intervalMinutes: z.nullable(z.literal(REALITY_CHECK_MINUTES)),
});
export type RealityCheckSettings = z.infer<typeof realityCheckSettingsSchema>;

/**
 * GET /responsible-gambling/session: this sign-in's play so far, from the player's ledger
 * ('bet', 'payout', 'refund', 'winRollback' entries since the session began).
 */
export const sessionSummarySchema = z.object({
  sessionId: z.string(),
  startedAt: z.string(),
  /** The server's clock when it answered, so the client can correct its own. */
  serverTime: z.string(),
  /** Bets minus refunded stakes, US dollars. */
  staked: z.number(),
  /** Payouts minus rolled-back wins. */
  won: z.number(),
  /** won − staked: negative is a loss. */
  net: z.number(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** GET /responsible-gambling: everything the settings tab shows. */
export const responsibleGamblingStatusSchema = z.object({
  limits: z.array(limitViewSchema),
  exclusion: z.nullable(exclusionSchema),
  realityCheck: realityCheckSettingsSchema,
});
export type ResponsibleGamblingStatus = z.infer<typeof responsibleGamblingStatusSchema>;

/** On the user (GET /account/get): what the chrome needs without another request. */
export const userResponsibleGamblingSchema = z.object({
  exclusion: z.nullable(exclusionSchema),
  realityCheckMinutes: z.nullable(z.int()),
});
export type UserResponsibleGambling = z.infer<typeof userResponsibleGamblingSchema>;

/** GET /responsible-gambling/check: a dry run of the gate for an amount, before a flow starts. */
export const PLAY_ACTIONS = ['deposit', 'bet', 'tip', 'rain'] as const;
export type PlayAction = (typeof PLAY_ACTIONS)[number];
export const checkQuerySchema = z.object({
  action: z.enum(PLAY_ACTIONS),
  amount: amountSchema,
});

/** The `details` of an error 1012 (limitReached), for a translated message. */
export const limitReachedDetailsSchema = z.object({
  reason: z.literal('limitReached'),
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  limit: z.number(),
  used: z.number(),
  /** What may still be deposited, wagered or risked in the window now. */
  remaining: z.number(),
  /** When enough of the window has rolled off for this amount (or the whole limit) to fit. */
  resetsAt: z.string(),
});
export type LimitReachedDetails = z.infer<typeof limitReachedDetailsSchema>;

/** The `details` of an error 1013 (selfExcluded). */
export const selfExcludedDetailsSchema = z.object({
  reason: z.literal('selfExcluded'),
  kind: z.enum(EXCLUSION_KINDS),
  /** null: indefinite. */
  until: z.nullable(z.string()),
});
export type SelfExcludedDetails = z.infer<typeof selfExcludedDetailsSchema>;
