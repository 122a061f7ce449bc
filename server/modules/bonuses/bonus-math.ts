/**
 * The arithmetic of a deposit bonus (spec part 1 §3 'Deposit bonus'), exact in ledger units:
 * the bonus a qualifying deposit earns (a fixed amount, or a percentage of the
 * deposit up to a maximum) and the wager requirement that comes with it.
 */
import type { BonusKind } from '@/contracts/bonuses';

export interface OfferTerms {
  kind: BonusKind;
  minDeposit: bigint;
  fixedAmount: bigint | null;
  matchPercent: number | null;
  maxAmount: bigint | null;
  wagerMultiple: number;
}

/** Match bonuses round down to the unit (1e-8 USD): never more than the terms promise. */
export function bonusAmountFor(offer: OfferTerms, deposit: bigint): bigint {
  if (offer.kind === 'fixed') return offer.fixedAmount ?? 0n;
  const matched = (deposit * BigInt(offer.matchPercent ?? 0)) / 100n;
  const max = offer.maxAmount ?? 0n;
  return matched < max ? matched : max;
}

/**
 * The requirement is the multiple times the BONUS only, not bonus + deposit: the player's own
 * deposit was never the casino's to lock, and 'multiple × amount' in the issue names the
 * bonus amount. A 30× offer on a 50.00 bonus asks for 1,500.00 of bets.
 */
export function wagerRequirementFor(
  offer: Pick<OfferTerms, 'wagerMultiple'>,
  bonus: bigint,
): bigint {
  return bonus * BigInt(offer.wagerMultiple);
}
