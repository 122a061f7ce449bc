/**
 * The KadiBet Originals as they appear in grids, heroes and shortcuts, in the order of
 * HOUSE_GAMES. Artwork is generated from `Icon` and `colors` (no image files to download).
 */
import { msg } from '@lingui/core/macro';
import {
  IconBomb,
  IconBuildingCastle,
  IconChartGridDots,
  IconCoin,
  IconDice5,
  IconFlame,
  IconPlayCard,
  IconRoad,
  IconRocket,
  IconTarget,
  IconTrees,
} from '@tabler/icons-react';
import { HOUSE_GAMES, type HouseGameIdentifier } from '@/contracts/house-games';
import type { HouseGameTile } from './types';

const TILES: Record<HouseGameIdentifier, Omit<HouseGameTile, 'identifier'>> = {
  plinko: {
    name: 'Plinko',
    pitch: msg`Drop the ball and watch it bounce into a multiplier.`,
    Icon: IconChartGridDots,
    colors: ['#f472b6', '#831843'],
  },
  hotbox: {
    name: 'Hotbox',
    pitch: msg`A fast-paced pick-and-reveal game. Know when to walk away.`,
    Icon: IconFlame,
    colors: ['#fb923c', '#7c2d12'],
  },
  dice: {
    name: 'Dice',
    pitch: msg`Pick a target, choose over or under, and roll.`,
    Icon: IconDice5,
    colors: ['#34d399', '#065f46'],
  },
  towers: {
    name: 'Towers',
    pitch: msg`Climb row by row and choose when to take your winnings.`,
    Icon: IconBuildingCastle,
    colors: ['#a78bfa', '#4c1d95'],
  },
  roulette: {
    name: 'Roulette',
    pitch: msg`Our own take on the classic wheel.`,
    Icon: IconTarget,
    colors: ['#f87171', '#7f1d1d'],
  },
  crash: {
    name: 'Crash',
    pitch: msg`Watch the multiplier climb and cash out before it crashes.`,
    Icon: IconRocket,
    colors: ['#38bdf8', '#1e3a8a'],
  },
  poker: {
    name: 'Kadi',
    pitch: msg`The card game we are named after. Beat real players, not the house.`,
    Icon: IconPlayCard,
    colors: ['#ffc438', '#00713a'],
  },
  mines: {
    name: 'Mines',
    pitch: msg`Uncover safe tiles on the grid and avoid the mines.`,
    Icon: IconBomb,
    colors: ['#2dd4bf', '#134e4a'],
  },
  junglemines: {
    name: 'Jungle Mines',
    pitch: msg`A jungle-themed twist on the mines format.`,
    Icon: IconTrees,
    colors: ['#a3e635', '#365314'],
  },
  linearmines: {
    name: 'Mission Uncrossable',
    pitch: msg`Cross lane after lane and cash out before you are caught.`,
    Icon: IconRoad,
    colors: ['#818cf8', '#312e81'],
  },
  coinflip: {
    name: 'Coinflip',
    pitch: msg`Heads or tails, with a result you can verify.`,
    Icon: IconCoin,
    colors: ['#fcd34d', '#92400e'],
  },
};

export const HOUSE_GAME_TILES: readonly HouseGameTile[] = HOUSE_GAMES.map((g) => ({
  identifier: g.identifier,
  ...TILES[g.identifier],
}));

export function houseGameTile(identifier: HouseGameIdentifier): HouseGameTile {
  return { identifier, ...TILES[identifier] };
}
