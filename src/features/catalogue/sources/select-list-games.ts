/** A list's games from the whole catalogue: its filter for this device, then its order. */
import type { Device } from '@/contracts/catalogue';
import { filterList } from '../rules/list-filter';
import type { ListGame } from '../rules/list-game';
import { inListOrder } from '../rules/list-order';
import type { ListSource } from './list-source';

export function selectListGames(
  catalogue: readonly ListGame[],
  source: ListSource,
  device: Device,
): ListGame[] {
  const wanted = source.identifiers ? new Set(source.identifiers) : null;
  const excluded = source.excludeIdentifier;
  const games = catalogue.filter(
    (game) => (!wanted || wanted.has(game.identifier)) && game.identifier !== excluded,
  );
  return inListOrder(filterList(games, source.filter, device), source.order);
}
