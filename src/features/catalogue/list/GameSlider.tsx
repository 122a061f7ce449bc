/**
 * A list in preview mode: one row that scrolls sideways, with previous/next buttons that move
 * it by a view. Skeleton slides while the list loads.
 *
 * A lobby holds many rows of 16 games, most of them off the screen: building, laying out and
 * painting them all held a phone's main thread for hundreds of milliseconds while the page
 * loaded. A row shows its games once it comes near the screen (skeletons of the same size
 * until then), and only the first FIRST_SLIDES until the player scrolls it, uses its buttons
 * or moves focus into it.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type RefObject, useEffect, useState } from 'react';
import { useNearScreen } from '@/shared/lib/use-near-screen';
import type { ListGame } from '../rules/list-game';
import { GameThumbnail, ThumbnailSkeleton } from '../thumbnail/GameThumbnail';
import classes from './GameSlider.module.css';

const SKELETON_SLIDES = 7;
/** A little more than the widest view (6.5 slides), so there is always a slide to scroll to. */
export const FIRST_SLIDES = 8;

interface Props {
  games: readonly ListGame[] | undefined;
  trackRef: RefObject<HTMLDivElement | null>;
  withFavorite: boolean;
}

export function GameSlider({ games, trackRef, withFavorite }: Props) {
  const [nearRef, near] = useNearScreen<HTMLDivElement>();
  const ref = useMergedRef(trackRef, nearRef);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    const track = nearRef.current;
    if (expanded || !track) return;
    const expand = () => setExpanded(true);
    track.addEventListener('scroll', expand, { passive: true });
    track.addEventListener('focusin', expand);
    return () => {
      track.removeEventListener('scroll', expand);
      track.removeEventListener('focusin', expand);
    };
  }, [expanded, nearRef]);
  const shown = near && games ? (expanded ? games : games.slice(0, FIRST_SLIDES)) : undefined;
  // Its skeletons pulse only while the player can see them wait: a row off the screen whose
  // games are in is not waiting for anything.
  const waiting = near && games === undefined;
  return (
    <div className={classes.track} ref={ref} data-testid="game-slider" aria-busy={!shown}>
      {shown
        ? shown.map((game) => (
            <GameThumbnail key={game.id} game={game} withFavorite={withFavorite} />
          ))
        : Array.from({ length: SKELETON_SLIDES }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ThumbnailSkeleton key={index} animate={waiting} />
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
