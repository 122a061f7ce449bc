/**
 * Deposit bonuses (spec part 1 §3 'Deposit bonus', §4.9; issue 5 'Promotions'): the offers a
 * player can claim and their own bonuses through the lifecycle
 *   waiting (for a deposit) → matched (a deposit qualified) → active (credited, wagering)
 *   → completed (withdrawal allowed) | forfeited (by the player) | expired.
 * Amounts are US dollars as numbers, for display; the server keeps them exact.
 */
import { z } from 'zod/mini';
import { BALANCE_TYPES } from './balances';

export const BONUS_STATES = [
  'waiting',
  'matched',
  'active',
  'completed',
  'forfeited',
  'expired',
] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** States of a bonus still in progress; a player has at most one at a time. */
export const OPEN_BONUS_STATES = ['waiting', 'matched', 'active'] as const satisfies BonusState[];

export const BONUS_KINDS = ['fixed', 'match'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

export const bonusOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(BONUS_KINDS),
  /** The smallest deposit that qualifies. */
  minDeposit: z.number(),
  /** kind 'fixed': the bonus granted. */
  fixedAmount: z.nullable(z.number()),
  /** kind 'match': the percentage of the deposit granted, up to maxAmount. */
  matchPercent: z.nullable(z.number()),
  maxAmount: z.nullable(z.number()),
  /** The wager requirement is this many times the bonus granted. */
  wagerMultiple: z.number(),
  /** A claimed bonus expires this many hours after the claim. */
  expiryHours: z.number(),
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;

export const playerBonusSchema = z.object({
  id: z.string(),
  offerId: z.string(),
  offerName: z.string(),
  /** The offer's minimum deposit, for the 'waiting for deposit' hint. */
  minDeposit: z.number(),
  state: z.enum(BONUS_STATES),
  claimedAt: z.string(),
  expiresAt: z.string(),
  /** Set once a deposit matched. */
  balanceType: z.nullable(z.enum(BALANCE_TYPES)),
  depositAmount: z.nullable(z.number()),
  /** The bonus granted (credited when it becomes active). */
  amount: z.nullable(z.number()),
  /** Total to wager before withdrawing; 0 after a forfeit or expiry. */
  wagerRequirement: z.number(),
  wagered: z.number(),
  /** What a forfeit or expiry took back from the balance. */
  removedAmount: z.nullable(z.number()),
  endedAt: z.nullable(z.string()),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

/** GET /api/bonuses: offers the player can claim, and their bonuses (newest first). */
export const bonusesSchema = z.object({
  offers: z.array(bonusOfferSchema),
  bonuses: z.array(playerBonusSchema),
});
export type Bonuses = z.infer<typeof bonusesSchema>;

export const claimBonusBodySchema = z.object({ offerId: z.string().check(z.uuid()) });

/** Forfeiting takes bonus money back: the body must say so explicitly. */
export const forfeitBonusBodySchema = z.object({ confirm: z.literal(true) });

export const bonusIdSchema = z.string().check(z.uuid());

export const playerBonusResponseSchema = z.object({ bonus: playerBonusSchema });

/** The socket event after a deposit matched a bonus offer and the bonus was credited. */
export const newOfferDepositEventSchema = z.object({
  bonusId: z.string(),
  offerName: z.string(),
  balanceType: z.enum(BALANCE_TYPES),
  amount: z.number(),
});
export type NewOfferDepositEvent = z.infer<typeof newOfferDepositEventSchema>;
