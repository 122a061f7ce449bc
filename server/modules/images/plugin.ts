/**
 * Puts the image services on the instance (`app.images`): game thumbnails and the resizer,
 * sharing one bounded disk cache under DATA_DIR/images and one render queue, and the grid
 * thumbnails made ahead in the background from the moment the server is ready until it
 * closes. Needs the catalogue to know which games exist.
 */
import { join } from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { createDiskCache } from './disk-cache';
import { createPrerender, type Prerender } from './prerender';
import { createRenderQueue } from './render-queue';
import { createResizer, type Resizer } from './resize';
import { createThumbnails, type Thumbnails } from './thumbnails';

declare module 'fastify' {
  interface FastifyInstance {
    images: { thumbnails: Thumbnails; resizer: Resizer; prerender: Prerender };
  }
}

export const imagesPlugin = fp(
  async (app) => {
    // One libvips thread per render: the queue's concurrency is then the cores renders take.
    sharp.concurrency(1);
    const { cacheMaxBytes, renderConcurrency, renderQueueLength, prerenderGames } =
      app.config.images;
    const queue = createRenderQueue({
      concurrency: renderConcurrency,
      maxWaiting: renderQueueLength,
    });
    const folder = join(app.config.dataDir, 'images');
    const cache = createDiskCache({ folder, maxBytes: cacheMaxBytes });
    const thumbnails = createThumbnails(app.catalogue, cache, queue);
    const resizer = createResizer(thumbnails, cache, queue, app.config.staticDir);
    const prerender = createPrerender({
      catalogue: app.catalogue,
      thumbnails,
      resizer,
      // The other half stays for what players ask for beyond the grids.
      maxBytes: cacheMaxBytes / 2,
      maxGames: prerenderGames,
      onError: (error) => app.log.warn({ err: error }, 'a thumbnail made ahead failed'),
      onPass: (summary) => app.log.info(summary, 'grid thumbnails made ahead'),
    });
    app.decorate('images', { thumbnails, resizer, prerender });
    app.addHook('onReady', async () => prerender.start());
    // Before the cache's folder can go: no render is left writing into it.
    app.addHook('onClose', async () => prerender.stop());
  },
  { name: 'images', dependencies: ['context', 'catalogue'] },
);
