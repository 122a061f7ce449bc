/**
 * Game thumbnails: the artwork of thumbnail-art.ts rasterised with sharp, as WebP (what the
 * catalogue's squareImage names) or PNG, rendered through the render queue and cached on
 * disk. An unknown or hidden game has no thumbnail (null): the route answers 404 and the
 * client shows its default thumbnail.
 */
import sharp from 'sharp';
import type { CatalogueService } from '../catalogue/service';
import type { CachedImage, DiskCache } from './disk-cache';
import type { RenderPriority, RenderQueue } from './render-queue';
import { thumbnailSvg } from './thumbnail-art';

export const THUMBNAIL_FORMATS = ['webp', 'png'] as const;
export type ThumbnailFormat = (typeof THUMBNAIL_FORMATS)[number];

export interface Thumbnails {
  /** `priority`: a player's request, or the thumbnails made ahead (prerender.ts). */
  get(
    identifier: string,
    format: ThumbnailFormat,
    priority?: RenderPriority,
  ): Promise<CachedImage | null>;
}

export function createThumbnails(
  catalogue: CatalogueService,
  cache: DiskCache,
  queue: RenderQueue,
): Thumbnails {
  return {
    async get(identifier, format, priority = 'request') {
      const game = await catalogue.findGame(identifier);
      if (!game) return null;
      const subject = {
        identifier: game.identifier,
        title: game.title,
        provider: game.provider.name,
        category: game.category,
      };
      // The title and studio are drawn in: a renamed game gets a new file.
      const key = `thumbnail:v1:${format}:${JSON.stringify(subject)}`;
      return cache.get(key, () =>
        queue.run(() => {
          const image = sharp(Buffer.from(thumbnailSvg(subject)));
          return (format === 'webp' ? image.webp({ quality: 82 }) : image.png()).toBuffer();
        }, priority),
      );
    },
  };
}
