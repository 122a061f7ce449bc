/**
 * Fun or real money for the Originals (spec part 2 §9, issue 19): visitors play fun only;
 * a signed-in player chooses, and the choice is remembered on this device. A real-mode bet
 * under MIN_REAL_BET is played in demo (fun) mode instead.
 */
import { useAtom } from 'jotai';
import { z } from 'zod/mini';
import { MIN_REAL_BET } from '@/contracts/originals';
import { persistedAtom } from '@/shared/lib/persisted-atom';
import { useCurrentUser } from '@/shared/session';
import type { PlayMode } from './use-original-round';

export const playModeChoiceAtom = persistedAtom<PlayMode>(
  'originals-play-mode',
  z.enum(['real', 'fun']),
  'real',
);

/** The mode the game plays in: fun for visitors whatever the stored choice says. */
export function playModeOf(choice: PlayMode, isSignedIn: boolean): PlayMode {
  return isSignedIn ? choice : 'fun';
}

/**
 * True when a bet of `amount` chosen in `mode` is played for fun (demo mode): in real mode a
 * bet under MIN_REAL_BET, or any bet while the real balance is under it (as play-mode.ts of
 * game-play decides for the third-party games).
 */
export function playsInDemo(mode: PlayMode, amount: number, realBalance: number | null): boolean {
  return mode === 'real' && (amount < MIN_REAL_BET || (realBalance ?? 0) < MIN_REAL_BET);
}

/** Which balance a bet in `mode` stakes: the fun one in fun mode and once real money ran out. */
export function stakedBalanceOf(mode: PlayMode, realBalance: number | null): PlayMode {
  return mode === 'real' && (realBalance ?? 0) >= MIN_REAL_BET ? 'real' : 'fun';
}

export interface PlayModeControls {
  mode: PlayMode;
  /** Only signed-in players may switch. */
  canChoose: boolean;
  choose(mode: PlayMode): void;
}

export function usePlayMode(): PlayModeControls {
  const { isSignedIn } = useCurrentUser();
  const [choice, setChoice] = useAtom(playModeChoiceAtom);
  return { mode: playModeOf(choice, isSignedIn), canChoose: isSignedIn, choose: setChoice };
}
