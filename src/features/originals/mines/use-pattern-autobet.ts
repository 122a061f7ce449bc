/**
 * Mines autobet's bet: stake, reveal the chosen tiles in the order they were chosen until one
 * is a mine, then cash out what is left open. The latest controls are read after every await,
 * since each answer re-renders the game with a new round.
 */
import { useRef } from 'react';
import type { MinesParams } from '@/contracts/originals';
import { type AutobetControls, type AutobetPlay, useAutobet } from '../autobet/use-autobet';
import type { OriginalRoundControls } from '../play/use-original-round';
import type { MinesGameId } from './mines-themes';

export interface PatternAutobetInput {
  controls: OriginalRoundControls<MinesGameId>;
  params: MinesParams;
  pattern: ReadonlySet<number>;
  baseAmount: number;
}

export function usePatternAutobet(input: PatternAutobetInput): AutobetControls {
  const latest = useRef(input);
  latest.current = input;
  const play = useRef<AutobetPlay>(async (amount) => {
    const tiles = [...latest.current.pattern];
    let round = await latest.current.controls.bet({ amount, params: latest.current.params });
    for (const tile of tiles) {
      if (round?.status !== 'active') break;
      round = await latest.current.controls.act({ type: 'reveal', tile });
    }
    if (round?.status === 'active') round = await latest.current.controls.cashOut();
    return round ? { amount: round.amount, payout: round.payout } : null;
  });
  return useAutobet({ baseAmount: input.baseAmount, play: play.current });
}
