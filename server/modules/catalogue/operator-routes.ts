/**
 * The operator's catalogue calls (under the operator API's token): list the tags with their
 * game counts, change a tag's title, page size or home-page slider, look a game up, bar or
 * allow it in countries, hide or show it. Every change rebuilds the essentials and lists.
 */

import { apiErrors } from '@server/http/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueGame } from './snapshot';

const slugParams = z.object({ slug: z.string().min(1).max(100) });
const identifierParams = z.object({ identifier: z.string().min(1).max(200) });

const tagPatchSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(60).optional(),
    pageSize: z.number().int().min(1).max(200).optional(),
    showOnHomepage: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');

const country = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code, like GB'));

const gamePatchSchema = z
  .strictObject({
    block: z.array(country).max(250).optional(),
    unblock: z.array(country).max(250).optional(),
    visible: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');

function operatorGameView(game: CatalogueGame) {
  return {
    id: game.id,
    identifier: game.identifier,
    title: game.title,
    provider: game.provider.slug,
    category: game.category,
    devices: game.devices,
    hasFunMode: game.hasFunMode,
    blacklist: game.blacklist,
    visible: game.visible,
    tags: game.tags.map(({ tag, priority }) => ({ slug: tag.slug, priority })),
  };
}

export const catalogueOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app;
  const gameNamed = async (identifier: string) => {
    const game = (await catalogue.snapshot()).gameByIdentifier.get(identifier);
    if (!game) throw apiErrors.notFound(`No game "${identifier}"`);
    return game;
  };

  app.get('/operator/catalogue/tags', async () => {
    const { tags, gamesByTag } = await catalogue.snapshot();
    return { tags: tags.map((tag) => ({ ...tag, games: gamesByTag.get(tag.id)?.length ?? 0 })) };
  });

  app.patch(
    '/operator/catalogue/tags/:slug',
    { schema: { params: slugParams, body: tagPatchSchema } },
    async (request) => {
      const { slug } = request.params;
      const patch = request.body;
      if (!(await catalogue.updateTag(slug, patch))) throw apiErrors.notFound(`No tag "${slug}"`);
      return { tag: (await catalogue.snapshot()).tagBySlug.get(slug) };
    },
  );

  app.get(
    '/operator/catalogue/games/:identifier',
    { schema: { params: identifierParams } },
    async (request) => {
      const { identifier } = request.params;
      return { game: operatorGameView(await gameNamed(identifier)) };
    },
  );

  app.patch(
    '/operator/catalogue/games/:identifier',
    { schema: { params: identifierParams, body: gamePatchSchema } },
    async (request) => {
      const { identifier } = request.params;
      const patch = request.body;
      if (!(await catalogue.updateGame(identifier, patch))) {
        throw apiErrors.notFound(`No game "${identifier}"`);
      }
      return { game: operatorGameView(await gameNamed(identifier)) };
    },
  );
};
