/** Builds catalogue games for the rule tests: every field set, overrides by name. */
import type { EssentialGame } from '@/contracts/catalogue';
import { type ListGame, toListGame } from '@/features/catalogue/rules/list-game';

let next = 0;

export function essentialGame(overrides: Partial<EssentialGame> = {}): EssentialGame {
  next += 1;
  return {
    id: `g${next}`,
    identifier: `studio-game-${next}`,
    title: `Game ${next}`,
    provider: 'Sawtooth Studios',
    squareImage: `/thumbnails/studio-game-${next}.webp`,
    overrideLink: null,
    devices: ['mobile', 'desktop'],
    tags: [],
    tagPriorities: {},
    category: 'slots',
    popularity: 0,
    releasedAt: '2024-01-01T00:00:00.000Z',
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function listGame(overrides: Partial<EssentialGame> = {}): ListGame {
  return toListGame(essentialGame(overrides));
}

export const titlesOf = (games: readonly { title: string }[]) => games.map((g) => g.title);
