/**
 * GET /thumbnails/<identifier>.<webp|png> (a game's artwork) and GET /api/img (resized
 * copies). Both are immutable for a year with a strong ETag and 304s; an unknown game or image
 * is a 404 (the client and service worker then show the default thumbnail); a bad parameter
 * or an unlisted size a 400 naming it; a full render queue a 503 with Retry-After. Resizing is
 * rate limited: each new image costs a render.
 */

import { ApiError, apiErrors } from '@server/http/api-error';
import { entityTag, matchesIfNoneMatch } from '@server/http/conditional';
import { isApiPath } from '@server/http/paths';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { IMAGE_RESIZE_PATH, THUMBNAIL_PREFIX } from '@/contracts/images';
import type { CachedImage } from './disk-cache';
import { RenderQueueFullError } from './render-queue';
import { resizeQuerySchema } from './resize';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const THUMBNAIL_FILE = /^([^/]{1,200})\.(webp|png)$/;

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: CachedImage,
  type: string,
): FastifyReply {
  reply.header('etag', entityTag(image.etag, 'identity'));
  reply.header('cache-control', IMMUTABLE);
  if (matchesIfNoneMatch(request.headers['if-none-match'], image.etag)) {
    return reply.code(304).send();
  }
  return reply.type(type).send(image.data);
}

/**
 * The image, or the 503 a full render queue gets. Answered here rather than thrown: the error
 * handler would log each refusal of a burst as a server failure.
 */
async function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  rendering: Promise<CachedImage | null>,
  type: string,
  missing: string,
): Promise<FastifyReply> {
  let image: CachedImage | null;
  try {
    image = await rendering;
  } catch (error) {
    if (!(error instanceof RenderQueueFullError)) throw error;
    const message = `${error.message}, retry in ${error.retryAfterSeconds} s`;
    reply
      .code(503)
      .header('retry-after', String(error.retryAfterSeconds))
      .header('cache-control', 'no-store');
    if (isApiPath(request.url)) {
      return reply.send(new ApiError(503, API_ERROR_CODES.rateLimited, message).toBody());
    }
    return reply.type('text/plain; charset=utf-8').send(message);
  }
  if (!image) throw apiErrors.notFound(missing);
  return sendImage(request, reply, image, type);
}

/** Registered at the root: thumbnails live beside the client's files, not under /api. */
export const thumbnailRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(`${THUMBNAIL_PREFIX}:file`, async (request, reply) => {
    const match = THUMBNAIL_FILE.exec(request.params.file);
    if (!match) throw apiErrors.notFound('No such thumbnail');
    const [, identifier = '', format] = match;
    const image = app.images.thumbnails.get(identifier, format === 'png' ? 'png' : 'webp');
    return sendRendered(request, reply, image, `image/${format}`, `No game "${identifier}"`);
  });
};

/** Registered under /api. */
export const imageResizeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    IMAGE_RESIZE_PATH.replace(/^\/api/, ''),
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' }, sharedAnswer: true },
      schema: { querystring: resizeQuerySchema },
    },
    async (request, reply) => {
      const query = request.query;
      const image = app.images.resizer.resize(query);
      return sendRendered(request, reply, image, 'image/webp', `No image at ${query.src}`);
    },
  );
};
