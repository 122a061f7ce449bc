/**
 * Which mode the game page launches, from what the player asked for and who they are
 * (spec part 1 §6, issue 6): visitors play for fun only — asking for real money asks them to
 * log in; a player whose balance in play is under $0.01 plays the demo (fun mode) with a note
 * and a deposit button; a game without a fun mode can only be played for real. `launch` is
 * null when nothing can start until the player acts.
 */
import type { GameMode } from '@/contracts/catalogue';

/** Balances under this (US dollars) cannot stake the smallest bet: demo mode instead. */
export const DEMO_BELOW_USD = 0.01;

export type ModeNotice =
  /** A visitor chose real money: 'Please Login To Continue'. */
  | 'signInRequired'
  /** A player with no money chose real money: the demo plays, with a deposit button. */
  | 'demo'
  /** Real money only, and the player has none: deposit to play. */
  | 'depositRequired';

export interface PlayModeInput {
  /** The switch's position; null until the player touches it. */
  requested: GameMode | null;
  isSignedIn: boolean;
  /** The balance in play in US dollars; null for visitors. */
  balanceUsd: number | null;
  hasFunMode: boolean;
}

export interface PlayModeDecision {
  /** Where the switch shows. */
  selected: GameMode;
  /** The mode to launch, or null when nothing can start. */
  launch: GameMode | null;
  notice: ModeNotice | null;
}

export function decidePlayMode(input: PlayModeInput): PlayModeDecision {
  const selected: GameMode =
    input.requested ?? (input.isSignedIn || !input.hasFunMode ? 'real' : 'fun');
  if (selected === 'fun' && input.hasFunMode) return { selected, launch: 'fun', notice: null };
  if (!input.isSignedIn) {
    return { selected: 'real', launch: null, notice: 'signInRequired' };
  }
  if ((input.balanceUsd ?? 0) < DEMO_BELOW_USD) {
    return input.hasFunMode
      ? { selected: 'real', launch: 'fun', notice: 'demo' }
      : { selected: 'real', launch: null, notice: 'depositRequired' };
  }
  return { selected: 'real', launch: 'real', notice: null };
}
