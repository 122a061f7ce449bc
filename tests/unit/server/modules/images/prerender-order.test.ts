// @vitest-environment node
/**
 * The order and the bookkeeping of the grid thumbnails made ahead, against a stand-in
 * catalogue and resizer: most popular games first, the size every screen takes before the
 * others, hidden games and games past the limit left out, an image that failed skipped, and
 * after a change of the catalogue only the games whose artwork changed made again.
 */
import type { CatalogueSnapshot } from '@server/modules/catalogue/snapshot';
import { createPrerender } from '@server/modules/images/prerender';
import type { Resizer } from '@server/modules/images/resize';
import { describe, expect, it } from 'vitest';

interface StandIn {
  identifier: string;
  title: string;
  popularity: number;
  visible?: boolean;
}

function snapshotOf(games: StandIn[]): CatalogueSnapshot {
  return {
    games: games.map((game, index) => ({
      id: index + 1,
      visible: true,
      category: 'slots',
      provider: { id: 1, slug: 'aurora-spin', name: 'Aurora Spin' },
      ...game,
    })),
  } as unknown as CatalogueSnapshot;
}

function recording(failOn?: string) {
  const made: string[] = [];
  const resizer: Resizer = {
    async resize({ src, size }) {
      if (src.includes(failOn ?? '\0')) throw new Error('bad artwork');
      made.push(`${src.replace(/^\/thumbnails\/|\.webp$/g, '')} ${size}`);
      return null;
    },
  };
  return { made, resizer };
}

const games: StandIn[] = [
  { identifier: 'quiet', title: 'Quiet', popularity: 1 },
  { identifier: 'star', title: 'Star', popularity: 90 },
  { identifier: 'hidden', title: 'Hidden', popularity: 99, visible: false },
  { identifier: 'middle', title: 'Middle', popularity: 50 },
];

describe('grid thumbnails made ahead', () => {
  it('make each size for the most popular visible games first, within the limit', async () => {
    const { made, resizer } = recording();
    const snapshot = snapshotOf(games);
    const prerender = createPrerender({
      catalogue: { snapshot: async () => snapshot },
      resizer,
      maxGames: 2,
      onError: (error) => {
        throw error;
      },
    });
    prerender.start();
    await prerender.settled();
    await prerender.stop();
    expect(made).toEqual(['star cached', 'middle cached', 'star normal', 'middle normal']);
  });

  it('skip an image that fails, and make again only the games a change redrew', async () => {
    const { made, resizer } = recording('middle');
    const errors: unknown[] = [];
    let snapshot = snapshotOf(games);
    const prerender = createPrerender({
      catalogue: { snapshot: async () => snapshot },
      resizer,
      maxGames: Number.POSITIVE_INFINITY,
      checkEveryMs: 5,
      onError: (error) => errors.push(error),
    });
    prerender.start();
    await prerender.settled();
    expect(made).toHaveLength(4);
    expect(errors).toHaveLength(2);

    made.length = 0;
    snapshot = snapshotOf(
      games.map((game) => (game.identifier === 'quiet' ? { ...game, title: 'Loud' } : game)),
    );
    await expect.poll(() => made.length).toBe(2);
    await prerender.stop();
    expect(made).toEqual(['quiet cached', 'quiet normal']);
  });
});
