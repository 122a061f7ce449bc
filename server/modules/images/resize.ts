/**
 * The image-resizing endpoint's work (spec part 1 §7, §9; contract src/contracts/images.ts):
 * which images it may read (game thumbnails and the client's /img/ files, nothing else), the
 * parameters it takes and their bounds, and the sharp pipeline. Results are cached on disk,
 * keyed by the source's own hash so a changed source is never answered from an old copy.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { THUMBNAIL_PREFIX } from '@/contracts/images';
import type { CachedImage, DiskCache } from './disk-cache';
import { THUMBNAIL_FORMATS, type Thumbnails } from './thumbnails';

export const MAX_DIMENSION = 2000;
export const MAX_BLUR = 250;

const THUMBNAIL_SOURCE = new RegExp(
  `^${THUMBNAIL_PREFIX}([A-Za-z0-9%._~-]{1,200})\\.(${THUMBNAIL_FORMATS.join('|')})$`,
);
const STATIC_SOURCE = /^\/img\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:svg|png|webp|jpe?g)$/;

const dimension = z.coerce.number().int().min(1).max(MAX_DIMENSION);

export const resizeQuerySchema = z.strictObject({
  src: z
    .string()
    .max(300)
    .refine((src) => THUMBNAIL_SOURCE.test(src) || STATIC_SOURCE.test(src), {
      message: `must be a same-origin path under ${THUMBNAIL_PREFIX} or /img/`,
    }),
  w: dimension.optional(),
  h: dimension.optional(),
  q: z.coerce.number().int().min(1).max(100).default(80),
  blur: z.coerce.number().int().min(0).max(MAX_BLUR).default(0),
});
export type ResizeQuery = z.output<typeof resizeQuerySchema>;

export interface Resizer {
  /** The resized WebP, or null when the source does not exist. */
  resize(query: ResizeQuery): Promise<CachedImage | null>;
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
  staticDir: string,
): Resizer {
  async function source(src: string): Promise<CachedImage | null> {
    const thumbnail = THUMBNAIL_SOURCE.exec(src);
    if (!thumbnail) return readStatic(staticDir, src);
    const [, name = '', format] = thumbnail;
    let identifier: string;
    try {
      identifier = decodeURIComponent(name);
    } catch {
      return null;
    }
    return thumbnails.get(identifier, format === 'png' ? 'png' : 'webp');
  }

  return {
    async resize(query) {
      const original = await source(query.src);
      if (!original) return null;
      const { w, h, q, blur } = query;
      const key = `resize:v1:${query.src}:${original.etag}:${w ?? ''}x${h ?? ''}:q${q}:b${blur}`;
      return cache.get(key, () => {
        let image = sharp(original.data);
        if (w || h) image = image.resize(w ?? null, h ?? null, { fit: 'cover' });
        // The spec's placeholders ask for blur 150: a radius-like scale, mapped to a sigma.
        if (blur > 0) image = image.blur(0.3 + blur / 5);
        return image.webp({ quality: q }).toBuffer();
      });
    },
  };
}
