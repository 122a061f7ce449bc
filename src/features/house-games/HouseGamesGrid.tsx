/**
 * The KadiBet Originals grid, shared by the home page, the casino lobby and every game page.
 * Columns follow the container width like every thumbnail grid (spec part 1 §9).
 */
import { SimpleGrid } from '@mantine/core';
import type { HouseGameIdentifier } from '@/contracts/house-games';
import { HOUSE_GAME_TILES } from './game-tiles';
import { HouseGameTile } from './HouseGameTile';

interface Props {
  /** Leave one game out, e.g. the game whose page this is. */
  exclude?: HouseGameIdentifier;
}

export function HouseGamesGrid({ exclude }: Props) {
  const tiles = HOUSE_GAME_TILES.filter((tile) => tile.identifier !== exclude);
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 3, '600px': 4, '800px': 5, '1000px': 6, '1100px': 7 }}
      spacing={{ base: 'xs', '600px': 'md' }}
      data-testid="house-games-grid"
    >
      {tiles.map((tile) => (
        <HouseGameTile key={tile.identifier} tile={tile} />
      ))}
    </SimpleGrid>
  );
}
