/**
 * The games of a list whose titles match the term (fuzzy, ../rules/title-search), or null when
 * there is no search. The index is built once per list, after fuse.js has loaded; until then
 * the term matches nothing rather than everything, so results never flash the full list.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ListGame } from '../rules/list-game';
import {
  createTitleSearch,
  effectiveSearchTerm,
  type FuseConstructor,
} from '../rules/title-search';
import { loadFuse } from './load-fuse';

const NO_MATCHES: ReadonlySet<ListGame> = new Set();

export function useTitleMatches(
  games: readonly ListGame[],
  term: string,
): ReadonlySet<ListGame> | null {
  const pattern = effectiveSearchTerm(term);
  const [Fuse, setFuse] = useState<FuseConstructor | null>(null);
  useEffect(() => {
    if (pattern === null || Fuse) return;
    let current = true;
    loadFuse().then(
      (loaded) => current && setFuse(() => loaded),
      (error: unknown) => console.error('[catalogue] loading the search failed', error),
    );
    return () => {
      current = false;
    };
  }, [pattern, Fuse]);
  const search = useMemo(() => (Fuse ? createTitleSearch(Fuse, games) : null), [Fuse, games]);
  return useMemo(() => {
    if (pattern === null) return null;
    return search ? search(pattern) : NO_MATCHES;
  }, [search, pattern]);
}
