/**
 * The operator's own games (src/contracts/house-games.ts) as catalogue entries under the
 * `housegames` tag, so lists, search and favorites treat them like any game; each links to
 * its own page through the shared game-link rule.
 */
import type { GameCategory } from '@/contracts/catalogue';
import { gameLink } from '@/contracts/game-link';
import { HOUSE_GAMES, type HouseGameIdentifier } from '@/contracts/house-games';
import type { GeneratedGame } from './catalogue';

export const HOUSE_PROVIDER = { slug: 'kadibet-originals', name: 'KadiBet Originals' } as const;

const TITLES: Record<HouseGameIdentifier, string> = {
  plinko: 'Plinko',
  hotbox: "Snoop's Hotbox",
  dice: 'Dice',
  towers: 'Towers',
  roulette: 'Roulette',
  crash: 'Crash',
  poker: 'Kadi',
  mines: 'Mines',
  junglemines: 'Jungle Mines',
  linearmines: 'Mission Uncrossable',
  coinflip: 'Coinflip',
};

export function houseGames(epoch: number): {
  provider: typeof HOUSE_PROVIDER;
  games: GeneratedGame[];
} {
  const date = new Date(epoch);
  const games = HOUSE_GAMES.map(({ identifier }, index): GeneratedGame => {
    const category: GameCategory = identifier === 'poker' ? 'table' : 'instant';
    return {
      identifier,
      title: TITLES[identifier],
      providerSlug: HOUSE_PROVIDER.slug,
      category,
      devices: ['mobile', 'desktop'],
      // The operator's own games lead its lists; popularity keeps them near the top.
      popularity: 80 - index,
      releasedAt: date,
      createdAt: date,
      hasFunMode: false,
      blacklist: [],
      aggregator: 'house',
      gid: identifier,
      iframeSubdomain: null,
      overrideLink: gameLink({ identifier }),
      tags: { housegames: HOUSE_GAMES.length - index },
    };
  });
  return { provider: HOUSE_PROVIDER, games };
}
