/**
 * Puts the image services on the instance (`app.images`): game thumbnails and the resizer,
 * sharing one disk cache under DATA_DIR/images. Needs the catalogue to know which games exist.
 */
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createDiskCache } from './disk-cache';
import { createResizer, type Resizer } from './resize';
import { createThumbnails, type Thumbnails } from './thumbnails';

declare module 'fastify' {
  interface FastifyInstance {
    images: { thumbnails: Thumbnails; resizer: Resizer };
  }
}

export const imagesPlugin = fp(
  async (app) => {
    const cache = createDiskCache(join(app.config.dataDir, 'images'));
    const thumbnails = createThumbnails(app.catalogue, cache);
    const resizer = createResizer(thumbnails, cache, app.config.staticDir);
    app.decorate('images', { thumbnails, resizer });
  },
  { name: 'images', dependencies: ['context', 'catalogue'] },
);
