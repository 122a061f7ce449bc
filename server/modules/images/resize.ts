/**
 * The image-resizing endpoint's work (spec part 1 §7, §9; contract src/contracts/images.ts):
 * which images it may read (game thumbnails and the client's /img/ files, nothing else), the
 * sizes it renders (the contract's IMAGE_SIZES, nothing else) and the sharp pipeline, run
 * through the render queue. Results are cached on disk, keyed by the source's own hash so a
 * changed source is never answered from an old copy.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import {
  IMAGE_SIZES,
  type ImageSize,
  listedImageSize,
  listedImageSizes,
  THUMBNAIL_PREFIX,
} from '@/contracts/images';
import type { CachedImage, DiskCache } from './disk-cache';
import type { RenderPriority, RenderQueue } from './render-queue';
import { THUMBNAIL_FORMATS, type Thumbnails } from './thumbnails';

const THUMBNAIL_SOURCE = new RegExp(
  `^${THUMBNAIL_PREFIX}([A-Za-z0-9%._~-]{1,200})\\.(${THUMBNAIL_FORMATS.join('|')})$`,
);
const STATIC_SOURCE = /^\/img\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:svg|png|webp|jpe?g)$/;

const whole = z.coerce.number().int().optional();

/**
 * The query, checked before anything is read or rendered: a same-origin source and one of the
 * contract's sizes, so the variants a server can render (and store) are a short, fixed list.
 */
export const resizeQuerySchema = z
  .strictObject({
    src: z
      .string()
      .max(300)
      .refine((src) => THUMBNAIL_SOURCE.test(src) || STATIC_SOURCE.test(src), {
        message: `must be a same-origin path under ${THUMBNAIL_PREFIX} or /img/`,
      }),
    w: whole,
    h: whole,
    q: whole,
    blur: whole,
  })
  .transform(({ src, ...requested }, context) => {
    const size = listedImageSize(requested);
    if (size) return { src, size };
    context.addIssue({
      code: 'custom',
      message: `not a size this server renders; the sizes are ${listedImageSizes().join(', ')}`,
    });
    return z.NEVER;
  });
export type ResizeQuery = z.output<typeof resizeQuerySchema>;

export interface Resizer {
  /**
   * The resized WebP, or null when the source does not exist. `priority`: a player's request,
   * or the thumbnails made ahead (prerender.ts).
   */
  resize(query: ResizeQuery, priority?: RenderPriority): Promise<CachedImage | null>;
}

async function readStatic(staticDir: string, src: string): Promise<CachedImage | null> {
  try {
    const data = await readFile(join(staticDir, src));
    return { data, etag: createHash('sha256').update(data).digest('base64url') };
  } catch {
    return null;
  }
}

export function createResizer(
  thumbnails: Thumbnails,
  cache: DiskCache,
  queue: RenderQueue,
  staticDir: string,
): Resizer {
  async function source(src: string, priority: RenderPriority): Promise<CachedImage | null> {
    const thumbnail = THUMBNAIL_SOURCE.exec(src);
    if (!thumbnail) return readStatic(staticDir, src);
    const [, name = '', format] = thumbnail;
    let identifier: string;
    try {
      identifier = decodeURIComponent(name);
    } catch {
      return null;
    }
    return thumbnails.get(identifier, format === 'png' ? 'png' : 'webp', priority);
  }

  return {
    async resize(query, priority = 'request') {
      const original = await source(query.src, priority);
      if (!original) return null;
      const { width, height, quality, blur = 0 }: ImageSize = IMAGE_SIZES[query.size];
      // Keyed by the original's bytes, not by how `src` was spelled: every percent-encoding of
      // one source (%41 for A, %2d for %2D, …) would otherwise be a fresh render and file.
      const key = `resize:v2:${original.etag}:${width}x${height ?? ''}:q${quality}:b${blur}`;
      return cache.get(key, () =>
        queue.run(() => {
          let image = sharp(original.data).resize(width, height ?? null, { fit: 'cover' });
          // The spec's placeholders ask for blur 150: a radius-like scale, mapped to a sigma.
          if (blur > 0) image = image.blur(0.3 + blur / 5);
          return image.webp({ quality }).toBuffer();
        }, priority),
      );
    },
  };
}
