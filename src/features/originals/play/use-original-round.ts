/**
 * One Original's round on the page, in either mode: real money over the socket
 * (`originals:*` with acknowledgements) or fun mode on the device (the same rules on a local
 * seed pair, so it also plays offline). The page renders `round` and calls the actions; a
 * refusal is shown from `error`.
 */
import type { OriginalGame, RoundView } from '@/contracts/originals';
import type { ActionOf, ParamsOf } from '@/games';

export type PlayMode = 'real' | 'fun';
export type RoundViewOf<G extends OriginalGame> = Extract<RoundView, { game: G }>;

export interface OriginalRoundControls<G extends OriginalGame> {
  /** The round on the board: the open one, or the last one played (null before any). */
  round: RoundViewOf<G> | null;
  mode: PlayMode;
  /** An action is in flight (spec `socketSendLoading`): the controls wait for it. */
  socketSendLoading: boolean;
  /** The last refusal, in the player's words; cleared by the next action. */
  error: string | null;
  bet(input: { amount: number; params: ParamsOf[G] }): Promise<RoundViewOf<G> | null>;
  act(action: ActionOf[G]): Promise<RoundViewOf<G> | null>;
  cashOut(): Promise<RoundViewOf<G> | null>;
  /** Clears a finished round from the board (spec: resetting clears the active game). */
  reset(): void;
}

export function useOriginalRound<G extends OriginalGame>(_game: G): OriginalRoundControls<G> {
  throw new Error('not implemented yet');
}
