/**
 * The verifier form's fields: the seeds, the nonce and every game's params, as the player
 * types them. They start from the address (a bet's "Verify" link) or from each game's
 * defaults, and switching game keeps the seeds but gives the new game params it accepts.
 */
import type { FairSearch } from '@/contracts/fair-search';
import {
  DEFAULT_LINEARMINES_DIFFICULTY,
  DEFAULT_TOWERS_DIFFICULTY,
  JUNGLE_MINES_DEFAULT,
  JUNGLE_MINES_GRIDS,
  LINEARMINES_DIFFICULTIES,
  MINES_DEFAULT,
  MINES_GRIDS,
  type OriginalGame,
  TOWERS_DIFFICULTIES,
} from '@/contracts/originals';
import type { ParamsFields } from './bet-choice';

export interface VerifierFields extends ParamsFields {
  game: OriginalGame;
  serverSeed: string;
  clientSeed: string;
  /** '' while the field is empty. */
  nonce: number | string;
  /** The hash the player was shown before betting, to compare with (optional). */
  expectedHash: string;
}

/** The grid sizes a mines game offers, smallest first. */
export function gridsOf(game: 'mines' | 'junglemines'): readonly number[] {
  return game === 'mines' ? MINES_GRIDS : JUNGLE_MINES_GRIDS;
}

const defaultsOf = (game: 'mines' | 'junglemines') =>
  game === 'mines' ? MINES_DEFAULT : JUNGLE_MINES_DEFAULT;

const isTowersDifficulty = (id: string) => TOWERS_DIFFICULTIES.some((d) => d.id === id);
const isLinearminesDifficulty = (id: string) => LINEARMINES_DIFFICULTIES.some((d) => d.id === id);

export function initialFields(search: FairSearch): VerifierFields {
  const game = search.game ?? 'dice';
  const mines = defaultsOf(game === 'junglemines' ? 'junglemines' : 'mines');
  const difficulty = search.difficulty ?? '';
  return {
    game,
    serverSeed: search.serverSeed ?? '',
    clientSeed: search.clientSeed ?? '',
    nonce: search.nonce ?? 0,
    expectedHash: '',
    target: search.target ?? 50.5,
    condition: search.condition ?? 'over',
    gridCount: search.gridCount ?? mines.gridCount,
    minesCount: search.minesCount ?? mines.minesCount,
    towersDifficulty: isTowersDifficulty(difficulty) ? difficulty : DEFAULT_TOWERS_DIFFICULTY,
    linearminesDifficulty: isLinearminesDifficulty(difficulty)
      ? difficulty
      : DEFAULT_LINEARMINES_DIFFICULTY,
  };
}

/** The fields with another game chosen: its grid sizes differ, so a mines grid may reset. */
export function withGame(fields: VerifierFields, game: OriginalGame): VerifierFields {
  if (game !== 'mines' && game !== 'junglemines') return { ...fields, game };
  const grids = gridsOf(game);
  if (typeof fields.gridCount === 'number' && grids.includes(fields.gridCount)) {
    return { ...fields, game };
  }
  const defaults = defaultsOf(game);
  return { ...fields, game, gridCount: defaults.gridCount, minesCount: defaults.minesCount };
}
