/**
 * What launching needs to know of a catalogue game. The catalogue module provides it
 * (`app.catalogue.findGame`); this module depends only on this shape, so its rules are
 * tested with a small in-memory catalogue.
 */
import type { FullGame } from '@/contracts/catalogue';

export type LaunchableGame = Pick<
  FullGame,
  | 'identifier'
  | 'title'
  | 'provider'
  | 'hasFunMode'
  | 'devices'
  | 'blacklist'
  | 'gid'
  | 'aggregator'
> & {
  /** Where the game opens instead of a provider's frame (the house games' own pages). */
  overrideLink: string | null;
};

export interface GameLookup {
  findGame(identifier: string): Promise<LaunchableGame | null>;
}
