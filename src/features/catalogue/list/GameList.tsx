/**
 * The game list screen (spec part 1 §2.9, §4.1): title with 'View all', search, provider
 * filter, sort, random game, optional close, the thumbnail grid with 'Load more games', the
 * empty text and skeletons — or, in preview mode, the title over one sliding row.
 */
import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack } from '@mantine/core';
import { type ReactNode, type RefObject, useRef } from 'react';
import {
  DEFAULT_PAGE_SIZE,
  includesRecommended,
  type ListSource,
  listOrderKind,
} from '@/catalogue/list-source';
import { useFeature } from '@/features/settings';
import { useCurrentUser } from '@/shared/session';
import { GamesEmptyState } from '../GamesEmptyState';
import { showsOwnOrder } from '../rules/list-head';
import { FIRST_PAGE, showsLoadMore } from '../rules/paging';
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
  /**
   * The list's key (its source's) where the page knows it before the source, from its address
   * (tag:<slug>, provider:<slug>): its first page can come from the server meanwhile.
   */
  listKey?: string;
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
  // The spec's 'recommended (only when enabled)': the list offers it and the operator has it on.
  const recommendedOn = useFeature('recommendedSort');
  const listKey = source?.key ?? props.listKey;
  // Known from the key before the list loads: its first page meanwhile shows in its own order.
  const orderKind = source?.order.kind ?? (listKey ? listOrderKind(listKey) : undefined);
  const recommended = orderKind ? includesRecommended(orderKind) && recommendedOn : false;
  const [state, actions] = useListState(listKey ?? 'pending', recommended);
  const { games, head, isError, refetch } = useListGames(source, {
    listKey: props.listKey,
    // The full-screen search fetches the essentials as it opens: no first page to wait for.
    wanted:
      variant === 'list' && orderKind !== undefined && showsOwnOrder(state.collate, orderKind),
    more: state.page > FIRST_PAGE,
  });
  // The server's first page stands in for the list until the essentials arrive.
  const shown = games ?? head?.games;
  const pageSize = source?.pageSize ?? Math.max(head?.games.length ?? 0, DEFAULT_PAGE_SIZE);
  const list = useCollatedList(shown, state.collate, state.page, pageSize);
  const total = games === undefined && head ? head.total : list.total;
  const trackRef = useRef<HTMLDivElement>(null);
  const loading = games === undefined;
  const { isSignedIn } = useCurrentUser();

  if (preview) {
    if (shown !== undefined && total === 0) return null;
    return (
      <Stack component="section" gap="sm" data-testid="game-list-preview">
        <ListHeader
          title={props.title}
          viewAllTag={props.viewAllTag}
          onClose={props.onClose}
          controls={<SliderControls trackRef={trackRef} />}
        />
        <GameSlider
          games={shown === undefined ? undefined : list.visible.slice(0, PREVIEW_COUNT)}
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
      {isError && shown === undefined ? (
        <ListError onRetry={refetch} />
      ) : shown === undefined ? (
        <GridSkeleton count={pageSize} />
      ) : shown.length === 0 ? (
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
      {isError && loading && shown !== undefined ? (
        // The first page came, the rest of the catalogue did not: say so and offer a retry.
        <ListError onRetry={refetch} />
      ) : showsLoadMore({
          preview,
          hidden: props.hideLoadMore ?? false,
          visible: list.visible.length,
          total,
        }) ? (
        <Center>
          <Button
            variant="default"
            onClick={actions.loadMore}
            // Pressed while the first page is the server's: the rest comes with the essentials.
            loading={loading && state.page > FIRST_PAGE}
            data-testid="load-more"
          >
            <Trans>Load more games</Trans>
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
