/**
 * The two boards the mines game is played on: Mines' gems and bombs on square grids, and
 * Jungle Mines' clearings (treasure under the leaves, a bug for a trap: the icon set has no
 * snake) on wider grids. The art is icons and CSS only, so there are no image files to load.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  IconBomb,
  IconBug,
  IconDiamondFilled,
  IconLeaf,
  IconPointFilled,
  IconTreasureChest,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import {
  JUNGLE_MINES_DEFAULT,
  JUNGLE_MINES_GRIDS,
  MINES_DEFAULT,
  MINES_GRIDS,
} from '@/contracts/originals';

export type MinesGameId = 'mines' | 'junglemines';

interface IconProps {
  size?: number;
  'aria-hidden'?: boolean;
}

export interface MinesTheme {
  game: MinesGameId;
  grids: readonly number[];
  defaults: { minesCount: number; gridCount: number };
  hidden: ComponentType<IconProps>;
  gem: ComponentType<IconProps>;
  mine: ComponentType<IconProps>;
  gemName: MessageDescriptor;
  mineName: MessageDescriptor;
  /** The CSS class suffix of the palette in MinesBoard.module.css. */
  palette: 'mines' | 'jungle';
}

export const MINES_THEMES: Record<MinesGameId, MinesTheme> = {
  mines: {
    game: 'mines',
    grids: MINES_GRIDS,
    defaults: MINES_DEFAULT,
    hidden: IconPointFilled,
    gem: IconDiamondFilled,
    mine: IconBomb,
    gemName: msg`gem`,
    mineName: msg`mine`,
    palette: 'mines',
  },
  junglemines: {
    game: 'junglemines',
    grids: JUNGLE_MINES_GRIDS,
    defaults: JUNGLE_MINES_DEFAULT,
    hidden: IconLeaf,
    gem: IconTreasureChest,
    mine: IconBug,
    gemName: msg`treasure`,
    mineName: msg`trap`,
    palette: 'jungle',
  },
};
