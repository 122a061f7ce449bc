/**
 * The KadiBet Originals grid, shared by the home page, the casino lobby and every game page.
 * Columns follow the container width like every thumbnail grid (spec part 1 §9). A CSS grid
 * rather than Mantine's SimpleGrid, whose code would join the first page load for fixed
 * column rules.
 */
import type { HouseGameIdentifier } from '@/contracts/house-games';
import { HOUSE_GAME_TILES } from './game-tiles';
import classes from './HouseGamesGrid.module.css';
import { HouseGameTile } from './HouseGameTile';

interface Props {
  /** Leave one game out, e.g. the game whose page this is. */
  exclude?: HouseGameIdentifier;
}

export function HouseGamesGrid({ exclude }: Props) {
  const tiles = HOUSE_GAME_TILES.filter((tile) => tile.identifier !== exclude);
  return (
    <div className={classes.container}>
      <div className={classes.grid} data-testid="house-games-grid">
        {tiles.map((tile) => (
          <HouseGameTile key={tile.identifier} tile={tile} />
        ))}
      </div>
    </div>
  );
}
