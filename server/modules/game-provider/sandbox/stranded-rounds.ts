/**
 * Rounds a restart or a failed call left 'open' (stake sent, result not yet confirmed). Like
 * a real aggregator, the sandbox finishes them by re-sending the round's win, which the
 * wallet answers idempotently:
 *   - paid (now or before)            → settled;
 *   - the wallet never took the stake → refused (nothing moved, nothing to undo);
 *   - the round was rolled back       → rolledBack.
 * Any other answer leaves the round open for the next sweep.
 */
import type { SeamlessWallet } from '../wallet/seamless-wallet';
import { WalletError } from '../wallet/wallet-errors';
import type { SessionsRepository } from './sessions-repository';

/** A round younger than this may still be settling in its own request. */
export const STRANDED_AFTER_MS = 60_000;
const BATCH = 100;

export async function finishStrandedRounds(
  sessions: SessionsRepository,
  wallet: SeamlessWallet,
  now: Date,
): Promise<number> {
  const stranded = await sessions.strandedRounds(
    new Date(now.getTime() - STRANDED_AFTER_MS),
    BATCH,
  );
  let finished = 0;
  for (const round of stranded) {
    try {
      await wallet.win({ token: round.token, roundId: round.id, amount: round.win });
      await sessions.finishRound(round.id, 'settled');
      finished += 1;
    } catch (error) {
      if (!(error instanceof WalletError)) throw error;
      if (error.code === 'UNKNOWN_ROUND') await sessions.finishRound(round.id, 'refused');
      else if (error.code === 'ROUND_CLOSED') await sessions.finishRound(round.id, 'rolledBack');
      else continue;
      finished += 1;
    }
  }
  return finished;
}
