/**
 * Fuzzy search on game titles (spec part 1 §5, §9): fuse.js with threshold 0.2, anywhere in the
 * title; a term of only whitespace is no search at all. Fuse is passed in so the library loads
 * only when a player first types (see ../search/load-fuse).
 *
 * Fuse checks every title with its bitap matcher, which over thousands of titles costs tens of
 * milliseconds a keystroke. The answer stays fuse's, but fuse only sees the titles that can
 * match (./title-candidates): a title within fuse's error budget of the term must contain
 * the term exactly when that budget is zero, and otherwise most of the term's letter pairs.
 */
import type Fuse from 'fuse.js';
import { candidateFilter, errorBudget, MAX_PATTERN_LENGTH, titleBigrams } from './title-candidates';

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
  FuseClass: FuseConstructor,
  games: readonly T[],
): (term: string) => ReadonlySet<T> | null {
  const lowered = games.map((game) => game.title.toLowerCase());
  const bigrams = lowered.map(titleBigrams);
  let whole: Fuse<T> | undefined;
  return (term) => {
    const trimmed = effectiveSearchTerm(term);
    if (trimmed === null) return null;
    const pattern = trimmed.toLowerCase();
    if (pattern.length > MAX_PATTERN_LENGTH) {
      // Fuse splits long terms into pieces any one of which may match: no shortcut holds.
      whole ??= new FuseClass(games, FUSE_OPTIONS);
      return new Set(whole.search(pattern).map((result) => result.item));
    }
    const mayMatch = candidateFilter(pattern, FUZZY_THRESHOLD);
    const candidates = games.filter((_, i) => mayMatch(lowered[i] ?? '', bigrams[i]));
    // With no error allowed, fuse's answer is exactly the titles containing the term.
    if (errorBudget(pattern.length, FUZZY_THRESHOLD) === 0) return new Set(candidates);
    const fuse = new FuseClass(candidates, FUSE_OPTIONS);
    return new Set(fuse.search(pattern).map((result) => result.item));
  };
}
