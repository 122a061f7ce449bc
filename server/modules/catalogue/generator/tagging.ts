/**
 * Which tags each generated game carries and with what priority. What a game is decides most
 * tags (category, table kind, bonus buy, Drops & Wins, title words); `popular` and
 * `new-releases` take the top of the catalogue by popularity and by release date, ranked.
 * Priorities mix popularity with a curated share so a tag's order is not just popularity.
 */
import type { GameCategory } from '@/contracts/catalogue';
import type { Random } from './random';
import type { TableKind } from './titles';

export interface TaggableGame {
  title: string;
  category: GameCategory;
  tableKind: TableKind | null;
  bonusBuy: boolean;
  dropsAndWins: boolean;
  popularity: number;
  releasedAt: Date;
  random: Random;
}

const POPULAR_COUNT = 300;
const NEW_RELEASES_COUNT = 120;

const CATEGORY_TAGS: Record<GameCategory, string[]> = {
  slots: ['slots'],
  livecasino: ['livecasino'],
  gameshows: ['gameshows', 'livecasino'],
  table: ['table-games'],
  instant: ['instant-wins'],
};

function ownTags(game: TaggableGame): string[] {
  const tags = [...CATEGORY_TAGS[game.category]];
  if (game.tableKind && game.tableKind !== 'other') tags.push(game.tableKind);
  if (game.bonusBuy) tags.push('bonus-buys');
  if (game.dropsAndWins) tags.push('dropsandwins');
  if (game.title.includes('Megaways')) tags.push('megaways');
  if (/Jackpot|Dream Drop/.test(game.title)) tags.push('jackpots');
  return tags;
}

/** The top `count` games by `score`, as index → priority (the first gets `count`). */
function ranked(
  games: readonly TaggableGame[],
  count: number,
  score: (game: TaggableGame) => number,
): Map<number, number> {
  const order = games
    .map((game, index) => ({ index, score: score(game) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return new Map(order.slice(0, count).map((entry, rank) => [entry.index, count - rank]));
}

export function tagsOf(games: readonly TaggableGame[]): Record<string, number>[] {
  const popular = ranked(games, POPULAR_COUNT, (game) => game.popularity);
  const fresh = ranked(games, NEW_RELEASES_COUNT, (game) => game.releasedAt.getTime());
  return games.map((game, index) => {
    const tags: Record<string, number> = {};
    for (const slug of ownTags(game)) {
      tags[slug] = Math.round(game.popularity * 10) + game.random.int(0, 400);
    }
    const popularRank = popular.get(index);
    if (popularRank !== undefined) tags.popular = popularRank;
    const freshRank = fresh.get(index);
    if (freshRank !== undefined) tags['new-releases'] = freshRank;
    return tags;
  });
}
