/**
 * Where a game lives in the app (spec part 1 §2.2). Used by every list, search result, bet row
 * and redirect that links to a game, on the client and by the server's catalogue.
 */
import { HOUSE_GAMES, HOUSE_SHORT_IDENTIFIERS, type HouseGamePath } from './house-games';

const HOUSE_PATHS: ReadonlyMap<string, HouseGamePath> = new Map(
  HOUSE_GAMES.map((g) => [g.identifier, g.path]),
);

export interface LinkableGame {
  identifier: string;
  /** The game's own link; it wins over every other rule. */
  overrideLink?: string | null;
}

/**
 * The house page of an identifier, or null for any other game: the short identifiers first
 * ('kadi' is the card game's lobby), then the house games' own identifiers.
 */
export function houseGamePath(identifier: string): HouseGamePath | null {
  const shortPath = Object.hasOwn(HOUSE_SHORT_IDENTIFIERS, identifier)
    ? HOUSE_SHORT_IDENTIFIERS[identifier]
    : undefined;
  return shortPath ?? HOUSE_PATHS.get(identifier) ?? null;
}

/** The page path for a game: override link, then house-game paths, then /game/{identifier}. */
export function gameLink(game: LinkableGame): string {
  if (game.overrideLink) return game.overrideLink;
  return houseGamePath(game.identifier) ?? `/game/${encodeURIComponent(game.identifier)}`;
}
