/** The Original an identifier names, when a /game/ link uses a house game's identifier. */
import { HOUSE_GAMES, type HouseGameIdentifier } from '@/contracts/house-games';

export function originalNamed(identifier: string): HouseGameIdentifier | undefined {
  const wanted = identifier.toLowerCase();
  // 'kadi' is the card game's short name; its house identifier is 'poker' (spec part 1 §2.2).
  if (wanted === 'kadi') return 'poker';
  return HOUSE_GAMES.find((g) => g.identifier === wanted)?.identifier;
}
