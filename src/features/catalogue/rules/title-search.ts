/**
 * Fuzzy search on game titles (spec part 1 §5, §9): fuse.js with threshold 0.2, anywhere in the
 * title; a term of only whitespace is no search at all. Fuse is passed in so the library loads
 * only when a player first types (see ../search/load-fuse).
 */
import type Fuse from 'fuse.js';

export const FUZZY_THRESHOLD = 0.2;

/** The term to search for, or null when it is empty or only whitespace. */
export function effectiveSearchTerm(term: string): string | null {
  const trimmed = term.trim();
  return trimmed === '' ? null : trimmed;
}

export type FuseConstructor = typeof Fuse;

export const FUSE_OPTIONS = {
  keys: ['title'],
  threshold: FUZZY_THRESHOLD,
  // A word in the middle of a title ('… of Ra') counts as much as one at its start.
  ignoreLocation: true,
  // The player's sort orders the results, not fuse's score.
  shouldSort: false,
};

/** A searcher over one list's titles: the set of matching games for a term, null for none. */
export function createTitleSearch<T extends { title: string }>(
  Fuse: FuseConstructor,
  games: readonly T[],
): (term: string) => ReadonlySet<T> | null {
  const fuse = new Fuse(games, FUSE_OPTIONS);
  return (term) => {
    const pattern = effectiveSearchTerm(term);
    if (pattern === null) return null;
    return new Set(fuse.search(pattern).map((result) => result.item));
  };
}
