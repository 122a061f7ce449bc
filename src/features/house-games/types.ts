/** Shapes of the house-game data tables (tiles for every Original, rules for each game page). */
import type { MessageDescriptor } from '@lingui/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { HouseGameIdentifier } from '@/contracts/house-games';

/** Kadi ('poker') is an Original with its own lobby; every other house game has a game page. */
export type PageGameIdentifier = Exclude<HouseGameIdentifier, 'poker'>;

/** How an Original looks in grids and heroes: artwork is generated from these, no images. */
export interface HouseGameTile {
  identifier: HouseGameIdentifier;
  /** Product name; stays the same in every language. */
  name: string;
  pitch: MessageDescriptor;
  Icon: TablerIcon;
  /** Gradient stops of the artwork, light to dark. */
  colors: readonly [string, string];
}

export interface HouseGameRules {
  steps: readonly MessageDescriptor[];
  /** Percent of stakes the house keeps over the long run; RTP is 100 minus this. */
  houseEdge: number;
  /** Highest payout multiplier, or null when it depends on the player's settings. */
  maxMultiplier: number | null;
  /** Shown instead of a number when maxMultiplier is null, or as a footnote to it. */
  maxMultiplierNote?: MessageDescriptor;
  fairness: MessageDescriptor;
}
