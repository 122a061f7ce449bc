/**
 * Which games belong in a list (spec part 1 §5): a game shows only when its provider matches
 * the list's override provider (case-insensitive), its devices include the current device
 * class, it has at least one of the required tags (when tags are given) and its category
 * matches (when one is given).
 */
import type { Device, EssentialGame, GameCategory } from '@/contracts/catalogue';

export interface ListFilter {
  /** The provider a list is limited to (a provider page), by name. */
  provider?: string;
  /** Tag slugs or ids; a game needs at least one. */
  tags?: readonly string[];
  category?: GameCategory;
}

type Filterable = Pick<EssentialGame, 'provider' | 'devices' | 'tags' | 'category'>;

export function matchesList(game: Filterable, filter: ListFilter, device: Device): boolean {
  if (filter.provider && game.provider.toLowerCase() !== filter.provider.toLowerCase()) {
    return false;
  }
  if (!game.devices.includes(device)) return false;
  const tags = filter.tags;
  if (tags && tags.length > 0) {
    if (!game.tags.some((tag) => tags.includes(tag.slug) || tags.includes(tag.id))) return false;
  }
  if (filter.category && game.category !== filter.category) return false;
  return true;
}

export function filterList<T extends Filterable>(
  games: readonly T[],
  filter: ListFilter,
  device: Device,
): T[] {
  return games.filter((game) => matchesList(game, filter, device));
}
