/**
 * The full-screen search (spec part 2 §2): category buttons, the search box (focused 200 ms
 * after opening), the provider filter and I'm-feeling-lucky over a list of 30 per page.
 * Escape or a click on the backdrop closes it, and so does leaving for a game.
 */
import { useLingui } from '@lingui/react/macro';
import { Modal, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { safeParse, z } from 'zod/mini';
import { GameList } from '../list/GameList';
import {
  SEARCH_CATEGORIES,
  SEARCH_CATEGORY_LABELS,
  type SearchCategory,
} from './search-categories';
import { useSearchSource } from './use-search-source';

export const SEARCH_FOCUS_DELAY_MS = 200;

const categorySchema = z.enum(SEARCH_CATEGORIES);

interface Props {
  opened: boolean;
  onClose: () => void;
}

export function FullScreenSearch({ opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<SearchCategory>('all');
  const source = useSearchSource(category);
  const mobile = useMediaQuery('(max-width: 47.99em)');
  const searchBox = useRef<HTMLInputElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  /** Where the search was opened; null while closed. */
  const openedAt = useRef<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => searchBox.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened]);
  // On a busy device the dialog may still be entering (not yet shown, so not focusable) when the
  // delay runs out; the end of its transition is the second chance.
  const focusIfMissed = () => {
    if (document.activeElement !== searchBox.current) searchBox.current?.focus();
  };

  // A game picked from the results (or the random game) leaves the page: close with it.
  useEffect(() => {
    if (!opened) {
      openedAt.current = null;
      return;
    }
    openedAt.current ??= pathname;
    if (pathname !== openedAt.current) onClose();
  }, [opened, pathname, onClose]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={mobile}
      size="80rem"
      title={t`Search games`}
      closeOnEscape
      closeOnClickOutside
      trapFocus={false}
      onEnterTransitionEnd={focusIfMissed}
      data-testid="full-screen-search"
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth={!mobile}
          orientation={mobile ? 'vertical' : 'horizontal'}
          value={category}
          onChange={(value) => {
            const parsed = safeParse(categorySchema, value);
            if (parsed.success) setCategory(parsed.data);
          }}
          data={SEARCH_CATEGORIES.map((value) => ({
            value,
            label: i18n._(SEARCH_CATEGORY_LABELS[value]),
          }))}
          data-testid="search-categories"
        />
        <GameList source={source} variant="search" searchRef={searchBox} />
      </Stack>
    </Modal>
  );
}
