/**
 * A settled bet, the domain event every game's rounds publish once, after their commit
 * (design §8): the player's own-bet notice, the site's counters and, next, the live feed,
 * rewards and raffles subscribe to it instead of each game calling them.
 */
import type { BalanceType } from '@/contracts/balances';
import type { OwnBet } from '@/contracts/wallet-events';
import { unitsToNumber } from '../wallet/money';

export interface SettledBet {
  kind: string;
  roundId: string;
  userId: string;
  balanceType: BalanceType;
  game: string | null;
  /** Units of 1e-8 USD. */
  stake: bigint;
  payout: bigint;
  settledAt: Date;
}

/** What the player's own app is told (`new_bet_self`), in dollars. */
export function ownBetOf(bet: SettledBet): OwnBet {
  return {
    betAmount: unitsToNumber(bet.stake),
    payoutValue: unitsToNumber(bet.payout),
    balanceType: bet.balanceType,
  };
}
