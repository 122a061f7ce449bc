/**
 * The game list screen (spec part 1 §2.9, §4.1): title with 'View all', search, provider
 * filter, sort, random game, optional close, the thumbnail grid with 'Load more games', the
 * empty text and skeletons — or, in preview mode, the title over one sliding row.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack } from '@mantine/core';
import { type ReactNode, type RefObject, useRef } from 'react';
import { DEFAULT_PAGE_SIZE, includesRecommended, type ListSource } from '@/catalogue/list-source';
import { useFeature } from '@/features/settings';
import { useCurrentUser } from '@/shared/session';
import { GamesEmptyState } from '../GamesEmptyState';
import { showsLoadMore } from '../rules/paging';
import { useListGames } from '../sources/use-list-games';
import { GameGrid, GridSkeleton } from './GameGrid';
import { GameSlider, SliderControls } from './GameSlider';
import { ListError } from './ListError';
import { ListHeader } from './ListHeader';
import { ListToolbar } from './ListToolbar';
import { NoMatches } from './NoMatches';
import { useCollatedList } from './use-collated-list';
import { useListState } from './use-list-state';

/** A preview row shows this many: a few views' worth; 'View all' has the rest. */
const PREVIEW_COUNT = 16;

export interface GameListProps {
  /** Undefined while the page still works out what the list is (e.g. its tag loads). */
  source: ListSource | undefined;
  title?: ReactNode;
  viewAllTag?: string;
  preview?: boolean;
  /** Hides 'Load more games' (a list that shows a fixed number). */
  hideLoadMore?: boolean;
  onClose?: () => void;
  /** What an empty list says; GamesEmptyState's default text otherwise. */
  empty?: ReactNode;
  /**
   * 'search': the full-screen search's list (part 2 §2) — no sort, I'm-feeling-lucky, and the
   * search-sized thumbnails.
   */
  variant?: 'list' | 'search';
  /** The search box, for a caller that focuses it. */
  searchRef?: RefObject<HTMLInputElement | null>;
}

export function GameList(props: GameListProps) {
  const { source, preview = false, variant = 'list' } = props;
  const { games, isError, refetch } = useListGames(source);
  // The spec's 'recommended (only when enabled)': the list offers it and the operator has it on.
  const recommendedOn = useFeature('recommendedSort');
  const recommended = source ? includesRecommended(source) && recommendedOn : false;
  const [state, actions] = useListState(source?.key ?? 'pending', recommended);
  const pageSize = source?.pageSize ?? DEFAULT_PAGE_SIZE;
  const list = useCollatedList(games, state.collate, state.page, pageSize);
  const trackRef = useRef<HTMLDivElement>(null);
  const loading = games === undefined;
  const { isSignedIn } = useCurrentUser();

  if (preview) {
    if (!loading && list.total === 0) return null;
    return (
      <Stack component="section" gap="sm" data-testid="game-list-preview">
        <ListHeader
          title={props.title}
          viewAllTag={props.viewAllTag}
          onClose={props.onClose}
          controls={<SliderControls trackRef={trackRef} />}
        />
        <GameSlider
          games={loading ? undefined : list.visible.slice(0, PREVIEW_COUNT)}
          trackRef={trackRef}
          withFavorite={isSignedIn}
        />
      </Stack>
    );
  }

  return (
    <Stack component="section" gap="md" data-testid="game-list">
      {props.title ? (
        <ListHeader title={props.title} viewAllTag={props.viewAllTag} onClose={props.onClose} />
      ) : null}
      <ListToolbar
        collate={state.collate}
        actions={actions}
        providerOptions={list.providerOptions}
        loading={loading}
        includesRecommended={recommended}
        variant={variant}
        searchRef={props.searchRef}
      />
      {isError && loading ? (
        <ListError onRetry={refetch} />
      ) : loading ? (
        <GridSkeleton count={pageSize} />
      ) : games.length === 0 ? (
        (props.empty ?? <GamesEmptyState />)
      ) : list.total === 0 ? (
        <NoMatches onClear={actions.clear} />
      ) : (
        <GameGrid
          games={list.visible}
          image={variant === 'search' ? 'search' : 'cached'}
          withFavorite={isSignedIn}
        />
      )}
      {showsLoadMore({
        preview,
        hidden: props.hideLoadMore ?? false,
        visible: list.visible.length,
        total: list.total,
      }) ? (
        <Center>
          <Button variant="default" onClick={actions.loadMore} data-testid="load-more">
            <Trans>Load more games</Trans>
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
