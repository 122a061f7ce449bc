/**
 * A list in preview mode: one row that scrolls sideways, with previous/next buttons that move
 * it by a view. Skeleton slides while the list loads.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { RefObject } from 'react';
import type { ListGame } from '../rules/list-game';
import { GameThumbnail, ThumbnailSkeleton } from '../thumbnail/GameThumbnail';
import classes from './GameSlider.module.css';

const SKELETON_SLIDES = 7;

interface Props {
  games: readonly ListGame[] | undefined;
  trackRef: RefObject<HTMLDivElement | null>;
  withFavorite: boolean;
}

export function GameSlider({ games, trackRef, withFavorite }: Props) {
  return (
    <div className={classes.track} ref={trackRef} data-testid="game-slider" aria-busy={!games}>
      {games
        ? games.map((game) => (
            <GameThumbnail key={game.id} game={game} withFavorite={withFavorite} />
          ))
        : Array.from({ length: SKELETON_SLIDES }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ThumbnailSkeleton key={index} />
          ))}
    </div>
  );
}

/** Previous/next for a slider, scrolling it by most of its width (direction-aware). */
export function SliderControls({ trackRef }: Pick<Props, 'trackRef'>) {
  const { t } = useLingui();
  const scroll = (forward: boolean) => {
    const element = trackRef.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    const step = element.clientWidth * 0.9 * (forward ? 1 : -1) * (rtl ? -1 : 1);
    element.scrollBy({ left: step, behavior: 'smooth' });
  };
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="default" onClick={() => scroll(false)} aria-label={t`Previous games`}>
        <IconChevronLeft size={16} />
      </ActionIcon>
      <ActionIcon variant="default" onClick={() => scroll(true)} aria-label={t`Next games`}>
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
