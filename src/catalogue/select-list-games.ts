/**
 * A list's games from the whole catalogue: its filter for this device, then its order. The
 * client runs it over the essentials, the server over its snapshot for a list's first page
 * (GET /api/tp-games/list-head): one rule, so the two answers agree game for game.
 */
import type { Device, EssentialGame } from '@/contracts/catalogue';
import { filterList } from './list-filter';
import { inListOrder } from './list-order';
import type { ListSource } from './list-source';

export function selectListGames<T extends EssentialGame>(
  catalogue: readonly T[],
  source: ListSource,
  device: Device,
): T[] {
  const wanted = source.identifiers ? new Set(source.identifiers) : null;
  const excluded = source.excludeIdentifier;
  const games = catalogue.filter(
    (game) => (!wanted || wanted.has(game.identifier)) && game.identifier !== excluded,
  );
  return inListOrder(filterList(games, source.filter, device), source.order);
}
