/**
 * The arguments of the catalogue's GraphQL fields, checked beyond what the schema's types
 * say: bounded strings, a tag id that is a number, one source for tpGamesGetAll, a limit.
 */
import { z } from 'zod';
import { DEVICES } from '@/contracts/catalogue';

const slug = z.string().trim().min(1).max(100);
const identifier = z.string().min(1).max(200);
const device = z.enum(DEVICES);

export const gamesGetAllArgs = z
  .object({
    tagSlug: slug.nullish(),
    providerSlug: slug.nullish(),
    favorites: z.boolean().nullish(),
    device: device.nullish(),
  })
  .refine(
    (args) =>
      [args.tagSlug, args.providerSlug, args.favorites || null].filter((v) => v).length === 1,
    { message: 'give exactly one of tagSlug, providerSlug or favorites: true' },
  );

export const gameArgs = z.object({ identifier });

export const MAX_GAMES_LIMIT = 100;

export const gamesArgs = z.object({
  device,
  random: z.boolean().nullish(),
  limit: z.number().int().min(1).max(MAX_GAMES_LIMIT).nullish(),
});

export const toggleFavoriteArgs = z.object({ gameIdentifier: identifier, isFavorite: z.boolean() });

export const playerTagArgs = z.object({
  tagId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'a tag id is a positive whole number')
    .transform(Number),
});
