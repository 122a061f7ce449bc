/**
 * The catalogue's answers in the contract's shapes: one essentials entry per game (the list
 * payload), the full game of TPGame and TPGamesGetAll, tags and providers.
 */
import type { EssentialGame, FullGame, GameTag, Provider } from '@/contracts/catalogue';
import { THUMBNAIL_PREFIX } from '@/contracts/images';
import type { CatalogueGame, CatalogueProvider, CatalogueTag } from './snapshot';

/** Thumbnails are generated as WebP (server/modules/images). */
export function thumbnailPath(identifier: string): string {
  return `${THUMBNAIL_PREFIX}${encodeURIComponent(identifier)}.webp`;
}

function tagPriorities(game: CatalogueGame): Record<string, number> {
  return Object.fromEntries(game.tags.map(({ tag, priority }) => [String(tag.id), priority]));
}

export function essentialGame(game: CatalogueGame): EssentialGame {
  return {
    id: String(game.id),
    identifier: game.identifier,
    title: game.title,
    provider: game.provider.name,
    squareImage: thumbnailPath(game.identifier),
    overrideLink: game.overrideLink,
    devices: game.devices,
    tags: game.tags.map(({ tag }) => ({ id: String(tag.id), slug: tag.slug })),
    tagPriorities: tagPriorities(game),
    category: game.category,
    popularity: game.popularity,
    releasedAt: game.releasedAt.toISOString(),
    createdAt: game.createdAt.toISOString(),
  };
}

export function fullGame(game: CatalogueGame, isFavorite: boolean): FullGame {
  return {
    id: String(game.id),
    title: game.title,
    identifier: game.identifier,
    provider: game.provider.name,
    blacklist: game.blacklist,
    tagIds: game.tags.map(({ tag }) => String(tag.id)),
    hasFunMode: game.hasFunMode,
    category: game.category,
    popularity: game.popularity,
    gid: game.gid,
    squareImage: thumbnailPath(game.identifier),
    releasedAt: game.releasedAt.toISOString(),
    aggregator: game.aggregator,
    iframeSubdomain: game.iframeSubdomain,
    devices: game.devices,
    tagPriorities: tagPriorities(game),
    tags: game.tags.map(({ tag }) => ({
      id: String(tag.id),
      slug: tag.slug,
      title: tag.title,
      excludeFromTags: tag.excludeFromTags,
    })),
    isFavorite,
  };
}

export function gameTag(tag: CatalogueTag): GameTag {
  return {
    id: String(tag.id),
    title: tag.title,
    slug: tag.slug,
    pageSize: tag.pageSize,
    showOnHomepage: tag.showOnHomepage,
  };
}

export function providerView(provider: CatalogueProvider, gameCount: number): Provider {
  return { slug: provider.slug, name: provider.name, gameCount };
}
