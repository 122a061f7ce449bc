/**
 * GET /thumbnails/<identifier>.<webp|png> (a game's artwork) and GET /api/img (resized
 * copies). Both are immutable for a year with a strong ETag and 304s; an unknown game or image
 * is a 404 (the client and service worker then show the default thumbnail); a bad parameter a
 * 400 naming it. Resizing is rate limited: each new size costs a render.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_RESIZE_PATH, THUMBNAIL_PREFIX } from '@/contracts/images';
import { apiErrors } from '../../http/api-error';
import { entityTag, matchesIfNoneMatch } from '../../http/conditional';
import { parseInput } from '../../http/validate';
import type { CachedImage } from './disk-cache';
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

/** Registered at the root: thumbnails live beside the client's files, not under /api. */
export const thumbnailRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(`${THUMBNAIL_PREFIX}:file`, async (request, reply) => {
    const match = THUMBNAIL_FILE.exec(request.params.file);
    if (!match) throw apiErrors.notFound('No such thumbnail');
    const [, identifier = '', format] = match;
    const image = await app.images.thumbnails.get(identifier, format === 'png' ? 'png' : 'webp');
    if (!image) throw apiErrors.notFound(`No game "${identifier}"`);
    return sendImage(request, reply, image, `image/${format}`);
  });
};

/** Registered under /api. */
export const imageResizeRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    IMAGE_RESIZE_PATH.replace(/^\/api/, ''),
    { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const query = parseInput(resizeQuerySchema, request.query, 'query');
      const image = await app.images.resizer.resize(query);
      if (!image) throw apiErrors.notFound(`No image at ${query.src}`);
      return sendImage(request, reply, image, 'image/webp');
    },
  );
};
