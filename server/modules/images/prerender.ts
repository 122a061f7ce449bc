/**
 * Grid thumbnails made ahead: when the server starts and whenever the catalogue changes, each
 * visible game's image at the sizes the grids ask for (GRID_IMAGE_SIZES) is rendered into the
 * disk cache through the render queue's background lane, most popular games first, so a
 * player's first visit is answered from disk instead of waiting on renders. Each size goes
 * through the catalogue before the next (the size every screen asks for is ready first); an
 * image made once is not looked at again until its game's title, studio or category changes.
 * It fills at most `maxBytes` of the cache (the plugin gives it half): past the cache's bound
 * the least recently used images go, and the warm-up's own first ones, the most popular
 * games', would be the first to.
 */
import { GRID_IMAGE_SIZES } from '@/contracts/images';
import type { CatalogueService } from '../catalogue/service';
import type { CatalogueGame, CatalogueSnapshot } from '../catalogue/snapshot';
import { thumbnailPath } from '../catalogue/views';
import type { Resizer } from './resize';
import type { Thumbnails } from './thumbnails';

/** How often a finished warm-up looks for a changed catalogue (a snapshot reload). */
export const CATALOGUE_CHECK_MS = 30_000;

export interface PrerenderSummary {
  games: number;
  /** Images looked at this pass: rendered, or found on disk after a restart. */
  images: number;
  /** What the warm-up's images take on disk so far, this pass and those before. */
  bytes: number;
  ms: number;
}

export interface PrerenderOptions {
  catalogue: Pick<CatalogueService, 'snapshot'>;
  thumbnails: Thumbnails;
  resizer: Resizer;
  /** The most bytes of images (artwork and sizes) to make ahead. */
  maxBytes: number;
  /** How many of the most popular games to make ahead: 0 none, Infinity every one. */
  maxGames: number;
  checkEveryMs?: number;
  /** A failed image is reported and skipped; the next change of the catalogue retries it. */
  onError: (error: unknown) => void;
  onPass?: (summary: PrerenderSummary) => void;
}

export interface Prerender {
  start(): void;
  /** Settles once the pass under way (if any) is done: for tests and benches. */
  settled(): Promise<void>;
  /** Stops after the render under way; no render starts after it settles. */
  stop(): Promise<void>;
}

const byPopularity = (a: CatalogueGame, b: CatalogueGame) =>
  b.popularity - a.popularity || a.id - b.id;

/** What an image depends on: the artwork draws the title, the studio and the category. */
const madeKey = (size: string, game: CatalogueGame) =>
  JSON.stringify([size, game.identifier, game.title, game.provider.name, game.category]);

export function createPrerender(options: PrerenderOptions): Prerender {
  const { catalogue, thumbnails, resizer, maxBytes, maxGames, onError, onPass } = options;
  const checkEveryMs = options.checkEveryMs ?? CATALOGUE_CHECK_MS;
  const made = new Set<string>();
  let bytes = 0;
  let started = false;
  let stopped = false;
  let seen: CatalogueSnapshot | null = null;
  let running: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function pass(snapshot: CatalogueSnapshot): Promise<void> {
    const startedAt = Date.now();
    const games = snapshot.games
      .filter((game) => game.visible)
      .sort(byPopularity)
      .slice(0, maxGames);
    let images = 0;
    for (const size of GRID_IMAGE_SIZES) {
      for (const game of games) {
        if (stopped) return;
        if (bytes >= maxBytes) break;
        const key = madeKey(size, game);
        if (made.has(key)) continue;
        try {
          const artwork = madeKey('artwork', game);
          if (!made.has(artwork)) {
            const image = await thumbnails.get(game.identifier, 'webp', 'background');
            bytes += image?.data.length ?? 0;
            made.add(artwork);
          }
          const src = thumbnailPath(game.identifier);
          const image = await resizer.resize({ src, size }, 'background');
          bytes += image?.data.length ?? 0;
          made.add(key);
          images += 1;
        } catch (error) {
          onError(error);
        }
      }
    }
    onPass?.({ games: games.length, images, bytes, ms: Date.now() - startedAt });
  }

  async function check(): Promise<void> {
    const snapshot = await catalogue.snapshot();
    if (snapshot === seen || stopped) return;
    seen = snapshot;
    await pass(snapshot);
  }

  function run(): void {
    running = check()
      .catch(onError)
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(run, checkEveryMs);
        // A server with nothing else to do may still exit.
        timer.unref();
      });
  }

  return {
    start() {
      if (started || stopped || maxGames <= 0) return;
      started = true;
      run();
    },
    settled: () => running,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
