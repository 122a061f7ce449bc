/**
 * Where a game lives in the app (spec part 1 §2.2). Used by every list, search result, bet row
 * and redirect that links to a game, on the client and by the server's catalogue.
 */
import { HOUSE_GAMES, HOUSE_SHORT_IDENTIFIERS } from './house-games';

const HOUSE_PATHS: ReadonlyMap<string, string> = new Map(
  HOUSE_GAMES.map((g) => [g.identifier, g.path]),
);

export interface LinkableGame {
  identifier: string;
  /** The game's own link; it wins over every other rule. */
  overrideLink?: string | null;
}

/** The page path for a game: override link, then house-game paths, then /game/{identifier}. */
export function gameLink(game: LinkableGame): string {
  if (game.overrideLink) return game.overrideLink;
  const shortPath = Object.hasOwn(HOUSE_SHORT_IDENTIFIERS, game.identifier)
    ? HOUSE_SHORT_IDENTIFIERS[game.identifier]
    : undefined;
  if (shortPath) return shortPath;
  const housePath = HOUSE_PATHS.get(game.identifier);
  if (housePath) return housePath;
  return `/game/${encodeURIComponent(game.identifier)}`;
}
