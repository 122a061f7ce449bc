/**
 * The page path of an Original, through the shared gameLink() rules, narrowed to the typed
 * route paths so links to it are checked by the router.
 */
import { gameLink } from '@/contracts/game-link';
import { HOUSE_GAMES, type HouseGameIdentifier, type HouseGamePath } from '@/contracts/house-games';

const PATHS: ReadonlySet<string> = new Set(HOUSE_GAMES.map((g) => g.path));

function isHouseGamePath(path: string): path is HouseGamePath {
  return PATHS.has(path);
}

export function houseGamePath(identifier: HouseGameIdentifier): HouseGamePath {
  const link = gameLink({ identifier });
  if (isHouseGamePath(link)) return link;
  // gameLink always resolves house identifiers to their path; this keeps the type honest.
  const fallback = HOUSE_GAMES.find((g) => g.identifier === identifier);
  if (!fallback) throw new Error(`Unknown house game ${identifier}`);
  return fallback.path;
}
