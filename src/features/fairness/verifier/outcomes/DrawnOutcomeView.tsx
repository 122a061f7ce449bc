/** The drawn outcome in the game's own picture, whichever game it is. */
import type { DrawnOutcome } from '../verify-bet';
import { DiceRollOutcome } from './DiceRollOutcome';
import { LaneOutcome } from './LaneOutcome';
import { MinesBoardOutcome } from './MinesBoardOutcome';
import { TowersOutcome } from './TowersOutcome';

export function DrawnOutcomeView({ drawn }: { drawn: DrawnOutcome }) {
  switch (drawn.game) {
    case 'dice':
      return <DiceRollOutcome params={drawn.params} outcome={drawn.outcome} won={drawn.won} />;
    case 'mines':
    case 'junglemines':
      return <MinesBoardOutcome params={drawn.params} outcome={drawn.outcome} />;
    case 'towers':
      return <TowersOutcome params={drawn.params} outcome={drawn.outcome} />;
    case 'linearmines':
      return <LaneOutcome params={drawn.params} outcome={drawn.outcome} />;
  }
}
