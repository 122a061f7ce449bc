/**
 * The bet panel every Original shares (design §8): the amount with its helper (part 2 §5),
 * the fun/real switch, the game's own settings (children) and its main action.
 */
import type { ReactNode } from 'react';
import type { OriginalGame } from '@/contracts/originals';

export interface BetPanelProps {
  game: OriginalGame;
  amount: number;
  onAmountChange: (amount: number) => void;
  /** True while a round is open or an action is in flight: amount and settings are locked. */
  locked: boolean;
  /** The game's own settings (mines count, grid, difficulty, dice target...). */
  children?: ReactNode;
  /** The main button(s): Bet, Cash out, Random pick. */
  action: ReactNode;
  /** The autobet section, for games that have one. */
  autobet?: ReactNode;
}

export function BetPanel(_props: BetPanelProps): ReactNode {
  throw new Error('not implemented yet');
}
