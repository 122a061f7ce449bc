/**
 * What a referrer earned from their referred players' play. No capability records a player's
 * wagers yet (the wallet issue brings the ledger), so there is nothing to earn from and the
 * answer says so with `tracked: false` instead of inventing an amount. The wallet replaces
 * this one function with the commission it books; the routes and the dialog stay as they are.
 */
import type { Db } from '../../db/client';

export interface ReferralEarnings {
  /** Exact decimal string in USD. */
  amountUsd: string;
  /** False while no ledger records the referred players' play. */
  tracked: boolean;
}

export async function referralEarnings(
  _db: Db,
  _referrerId: string,
  _since: Date,
): Promise<ReferralEarnings> {
  return { amountUsd: '0.00', tracked: false };
}
