/** One Original in a grid: generated artwork and its name, linking to the game's page. */
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { RouterUnstyled } from '@/shared/ui/router-links';
import { GameArt } from './GameArt';
import classes from './HouseGameTile.module.css';
import { houseGamePath } from './house-game-path';
import type { HouseGameTile as Tile } from './types';

export function HouseGameTile({ tile }: { tile: Tile }) {
  const { i18n } = useLingui();
  return (
    <RouterUnstyled
      to={houseGamePath(tile.identifier)}
      className={classes.tile}
      title={i18n._(tile.pitch)}
      data-testid={`house-game-${tile.identifier}`}
    >
      <GameArt Icon={tile.Icon} colors={tile.colors} />
      <div className={classes.caption}>
        <Text className={classes.name}>{tile.name}</Text>
      </div>
    </RouterUnstyled>
  );
}
