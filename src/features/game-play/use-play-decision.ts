/**
 * Puts the mode rules (play-mode.ts) together for one game: who is playing, their balance in
 * play, the switch's position, and which mode can start (LaunchedGame.tsx starts it). A fun
 * session is played in the player's balance type too (or cash for visitors), so switching
 * modes never needs another choice.
 */
import { useAtom } from 'jotai';
import type { BalanceType } from '@/contracts/balances';
import type { FullGame } from '@/contracts/catalogue';
import { useSelectedBalance } from '@/features/wallet';
import { useCurrentUser } from '@/shared/session';
import { requestedModeAtom } from './atoms';
import { decidePlayMode } from './play-mode';

export function usePlayDecision(game: FullGame) {
  const { isSignedIn } = useCurrentUser();
  const balance = useSelectedBalance();
  const [requested, setRequested] = useAtom(requestedModeAtom);
  const decision = decidePlayMode({
    requested,
    isSignedIn,
    balanceUsd: balance?.balance ?? null,
    hasFunMode: game.hasFunMode,
  });
  const currency: BalanceType = balance?.balanceType ?? 'cash';
  return { decision, requestMode: setRequested, currency };
}
