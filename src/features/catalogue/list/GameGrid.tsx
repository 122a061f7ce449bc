/** The thumbnail grid of a list: its games, or skeleton thumbnails while it loads. */
import type { ReactNode } from 'react';
import { MAX_GRID_COLUMNS } from '@/catalogue';
import type { ListGame } from '../rules/list-game';
import {
  GameThumbnail,
  type ThumbnailImageSize,
  ThumbnailSkeleton,
} from '../thumbnail/GameThumbnail';
import classes from './GameGrid.module.css';

interface Props {
  games: readonly ListGame[];
  /** Which size of the image (spec part 1 §9): the cached list size, or the search size. */
  image?: ThumbnailImageSize;
  withFavorite: boolean;
}

/**
 * The first row is on screen at once and its images are the page's largest paint: at any
 * width it is at most MAX_GRID_COLUMNS games, loaded first (eager, high priority); the rest
 * load as they scroll near.
 */
export function GameGrid({ games, image = 'cached', withFavorite }: Props) {
  return (
    <GridFrame>
      {games.map((game, index) => (
        <GameThumbnail
          key={game.id}
          game={game}
          image={image}
          withFavorite={withFavorite}
          priority={index < MAX_GRID_COLUMNS}
        />
      ))}
    </GridFrame>
  );
}

export function GridSkeleton({ count }: { count: number }) {
  return (
    <GridFrame busy>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ThumbnailSkeleton key={index} />
      ))}
    </GridFrame>
  );
}

function GridFrame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className={classes.container}>
      <div className={classes.grid} data-testid="game-grid" aria-busy={busy}>
        {children}
      </div>
    </div>
  );
}
