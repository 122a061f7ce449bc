/**
 * Puts the mode rules (play-mode.ts) and the launch together for one game: who is playing,
 * their balance in play, the switch's position, and the StartGame query for the mode that can
 * start. A fun session is played in the player's balance type too (or cash for visitors),
 * so switching modes never needs another choice.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import type { FullGame } from '@/contracts/catalogue';
import { useSelectedBalance } from '@/features/wallet';
import { useCurrentUser } from '@/shared/session';
import { requestedModeAtom } from './atoms';
import { decidePlayMode } from './play-mode';
import { gameLaunchQuery } from './queries';

export function useGameLaunch(game: FullGame) {
  const { isSignedIn } = useCurrentUser();
  const balance = useSelectedBalance();
  const [requested, setRequested] = useAtom(requestedModeAtom);
  const decision = decidePlayMode({
    requested,
    isSignedIn,
    balanceUsd: balance?.balance ?? null,
    hasFunMode: game.hasFunMode,
  });
  const launch = useQuery({
    ...gameLaunchQuery(game.identifier, decision.launch ?? 'fun', balance?.balanceType ?? 'cash'),
    enabled: decision.launch !== null,
  });
  return { decision, requestMode: setRequested, launch };
}
