/**
 * The round hook of a stepped Original with its sounds: a bet, each step (a gem, or a mine
 * when it ends the round), a cleared board and a cash-out each sound once the server answers,
 * so a refused action stays silent.
 */
import type { RoundStatus, RoundView } from '@/contracts/originals';
import { type OriginalRoundControls, useOriginalRound } from '../play/use-original-round';
import { type GameSound, useGameSounds } from '../sounds/game-sounds';

export type SteppedGame = 'mines' | 'junglemines' | 'towers' | 'linearmines';

/** What a step sounds like by how it left the round (won = nothing left to play, paid). */
export function stepSound(status: RoundStatus): GameSound {
  if (status === 'lost') return 'mine';
  if (status === 'won') return 'win';
  return 'gem';
}

export function useSoundedRound<G extends SteppedGame>(game: G): OriginalRoundControls<G> {
  const controls = useOriginalRound(game);
  const play = useGameSounds();
  return {
    ...controls,
    bet: async (input) => {
      const round = await controls.bet(input);
      if (round) play('bet');
      return round;
    },
    act: async (action) => {
      const round = await controls.act(action);
      // Widened so TypeScript can read the status of a round whose game is still generic.
      const view: RoundView | null = round;
      if (view) play(stepSound(view.status));
      return round;
    },
    cashOut: async () => {
      const round = await controls.cashOut();
      if (round) play('cashout');
      return round;
    },
  };
}
