/**
 * The list behind the full-screen search's selected category: every game, the slots, or a
 * tag's games, at 30 per page. One collate key for all categories, so the typed term and the
 * chosen providers carry over when the player switches category.
 */
import { useMemo } from 'react';
import { allGamesSource, type ListSource, slotsSource } from '@/catalogue/list-source';
import { useTagSource } from '../sources/use-tag-source';
import { categoryTag, SEARCH_PAGE_SIZE, type SearchCategory } from './search-categories';

export const SEARCH_LIST_KEY = 'full-screen-search';

export function useSearchSource(category: SearchCategory): ListSource | undefined {
  const tag = categoryTag(category);
  const tagged = useTagSource(tag ?? '').source;
  return useMemo(() => {
    const base = tag ? tagged : category === 'slots' ? slotsSource() : allGamesSource();
    return base && { ...base, key: SEARCH_LIST_KEY, pageSize: SEARCH_PAGE_SIZE };
  }, [tag, tagged, category]);
}
