/**
 * One game in a grid or slider: its image and title linking to the game's page, and the
 * favorite heart for signed-in players (beside the link, not inside it: a button in a link is
 * not a valid control). Links navigate in the app; modified clicks open as the browser would.
 */
import { Skeleton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { cachedSquareImage, GRID_TILE_WIDTH, gridImageSrcSet } from '@/catalogue';
import { type ListGame, searchImage } from '../rules/list-game';
import { FavoriteButton } from './FavoriteButton';
import classes from './GameThumbnail.module.css';
import { ThumbnailImage } from './ThumbnailImage';

export type ThumbnailImageSize = 'cached' | 'search';

interface Props {
  game: ListGame;
  image?: ThumbnailImageSize;
  /** Signed-in players get the heart; the list decides once instead of every thumbnail. */
  withFavorite?: boolean;
  /** On screen at once (a grid's first row): loaded first, never lazily. */
  priority?: boolean;
}

export function GameThumbnail({
  game,
  image = 'cached',
  withFavorite = false,
  priority = false,
}: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!game.link.startsWith('/')) return;
    event.preventDefault();
    void navigate({ href: game.link });
  };
  return (
    <div
      className={classes.tile}
      data-testid="game-thumbnail"
      data-identifier={game.identifier}
      data-provider={game.provider}
    >
      <a className={classes.link} href={game.link} onClick={onClick} title={game.title}>
        <div className={classes.frame}>
          <ThumbnailImage
            identifier={game.identifier}
            src={image === 'search' ? searchImage(game) : cachedSquareImage(game)}
            srcSet={image === 'search' ? undefined : gridImageSrcSet(game)}
            sizes={image === 'search' ? undefined : GRID_TILE_WIDTH}
            alt={game.title}
            priority={priority}
          />
        </div>
        <div className={classes.title}>{game.title}</div>
      </a>
      {withFavorite ? (
        <FavoriteButton identifier={game.identifier} size="sm" className={classes.favorite} />
      ) : null}
    </div>
  );
}

/**
 * A tile's stand-in. `animate={false}` for one a player will not see waiting (a row off the
 * screen whose games are in): each pulsing skeleton is a layer the browser composites on
 * every frame, and a lobby's rows held 42 of them for as long as the page stayed open.
 */
export function ThumbnailSkeleton({ animate = true }: { animate?: boolean }) {
  return (
    <div className={classes.tile} data-testid="game-thumbnail-skeleton">
      <Skeleton className={classes.skeleton} animate={animate} />
      <Skeleton height={10} mt={8} width="70%" animate={animate} />
    </div>
  );
}
