/**
 * The catalogue as this module needs it: its full game record (app.catalogue.findGame,
 * visible games only) seen as a LaunchableGame, the provider by its display name.
 */
import type { CatalogueService } from '../catalogue/service';
import type { GameLookup } from './game-lookup';

export function catalogueGames(catalogue: Pick<CatalogueService, 'findGame'>): GameLookup {
  return {
    async findGame(identifier) {
      const game = await catalogue.findGame(identifier);
      if (!game) return null;
      const { title, hasFunMode, devices, blacklist, gid, aggregator, overrideLink } = game;
      return {
        identifier: game.identifier,
        title,
        provider: game.provider.name,
        hasFunMode,
        devices,
        blacklist,
        gid,
        aggregator,
        overrideLink,
      };
    },
  };
}
