/** Jungle Mines: Stake's mines on the wider, shallower clearings of JUNGLE_MINES_GRIDS. */
import { JUNGLE_MINES_GRIDS, type MinesParams } from '@/contracts/originals';
import { minesParamsProblemOn, minesRules } from '../mines/rules';

export const jungleMinesRules = minesRules;
export const jungleMinesParamsProblem = (params: MinesParams): string | null =>
  minesParamsProblemOn(JUNGLE_MINES_GRIDS, params);
