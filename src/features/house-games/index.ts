/**
 * House games: the KadiBet Originals. Owns each game's page (spec part 1 §2.2), the data table
 * of names, rules, odds and artwork, the Originals grid other pages show, and the game
 * settings the spec fixes (towers difficulties, mines defaults).
 */
export { GameArt } from './GameArt';
export { HOUSE_GAME_RULES, rtpOf } from './game-rules';
export {
  DEFAULT_TOWERS_DIFFICULTY,
  MINES_DEFAULTS,
  TOWERS_DIFFICULTIES,
  type TowersDifficulty,
} from './game-settings';
export { HOUSE_GAME_TILES, houseGameTile } from './game-tiles';
export { HouseGamePage } from './HouseGamePage';
export { HouseGamesGrid } from './HouseGamesGrid';
export { houseGamePath } from './house-game-path';
export type { HouseGameRules, HouseGameTile, PageGameIdentifier } from './types';
