// @vitest-environment node
/**
 * The order and the bookkeeping of the grid thumbnails made ahead, against a stand-in
 * catalogue and resizer: most popular games first, the size every screen takes before the
 * others, hidden games and games past the limit left out, an image that failed skipped,
 * after a change of the catalogue only the games whose artwork changed made again, and no
 * more than its share of the cache filled.
 */
import type { CatalogueSnapshot } from '@server/modules/catalogue/snapshot';
import { createPrerender } from '@server/modules/images/prerender';
import type { Resizer } from '@server/modules/images/resize';
import type { Thumbnails } from '@server/modules/images/thumbnails';
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

/** Every image the stand-ins make takes 100 bytes. */
const IMAGE_BYTES = 100;
const image = () => ({ data: Buffer.alloc(IMAGE_BYTES), etag: 'e' });

function recording(failOn?: string) {
  const made: string[] = [];
  const thumbnails: Thumbnails = {
    async get(identifier) {
      if (identifier === failOn) throw new Error('bad artwork');
      made.push(`${identifier} artwork`);
      return image();
    },
  };
  const resizer: Resizer = {
    async resize({ src, size }) {
      made.push(`${src.replace(/^\/thumbnails\/|\.webp$/g, '')} ${size}`);
      return image();
    },
  };
  return { made, thumbnails, resizer };
}
const UNBOUNDED = Number.POSITIVE_INFINITY;

const games: StandIn[] = [
  { identifier: 'quiet', title: 'Quiet', popularity: 1 },
  { identifier: 'star', title: 'Star', popularity: 90 },
  { identifier: 'hidden', title: 'Hidden', popularity: 99, visible: false },
  { identifier: 'middle', title: 'Middle', popularity: 50 },
];

describe('grid thumbnails made ahead', () => {
  it('make each size for the most popular visible games first, within the limit', async () => {
    const { made, thumbnails, resizer } = recording();
    const snapshot = snapshotOf(games);
    const prerender = createPrerender({
      catalogue: { snapshot: async () => snapshot },
      thumbnails,
      resizer,
      maxBytes: UNBOUNDED,
      maxGames: 2,
      onError: (error) => {
        throw error;
      },
    });
    prerender.start();
    await prerender.settled();
    await prerender.stop();
    expect(made).toEqual([
      'star artwork',
      'star cached',
      'middle artwork',
      'middle cached',
      'star normal',
      'middle normal',
    ]);
  });

  it('skip an image that fails, and make again only the games a change redrew', async () => {
    const { made, thumbnails, resizer } = recording('middle');
    const errors: unknown[] = [];
    let snapshot = snapshotOf(games);
    const prerender = createPrerender({
      catalogue: { snapshot: async () => snapshot },
      thumbnails,
      resizer,
      maxBytes: UNBOUNDED,
      maxGames: UNBOUNDED,
      checkEveryMs: 5,
      onError: (error) => errors.push(error),
    });
    prerender.start();
    await prerender.settled();
    expect(made).toHaveLength(6);
    expect(errors).toHaveLength(2);

    made.length = 0;
    snapshot = snapshotOf(
      games.map((game) => (game.identifier === 'quiet' ? { ...game, title: 'Loud' } : game)),
    );
    await expect.poll(() => made.length).toBe(3);
    await prerender.stop();
    expect(made).toEqual(['quiet artwork', 'quiet cached', 'quiet normal']);
  });

  it('stops once its images take its share of the cache', async () => {
    const { made, thumbnails, resizer } = recording();
    const summaries: number[] = [];
    const prerender = createPrerender({
      catalogue: { snapshot: async () => snapshotOf(games) },
      thumbnails,
      resizer,
      // Room for one game's artwork and 200-wide copy, and a little more.
      maxBytes: 2 * IMAGE_BYTES + 1,
      maxGames: UNBOUNDED,
      onError: (error) => {
        throw error;
      },
      onPass: (summary) => summaries.push(summary.bytes),
    });
    prerender.start();
    await prerender.settled();
    await prerender.stop();
    expect(made).toEqual(['star artwork', 'star cached', 'middle artwork', 'middle cached']);
    expect(summaries).toEqual([4 * IMAGE_BYTES]);
  });
});
