/**
 * Which titles fuse.js could match for a term, cheaply (a necessary condition, never a
 * verdict). Fuse's bitap allows floor(threshold × length) edits between the term and a piece
 * of the title. With none allowed, the title contains the term. With k allowed, two things
 * hold: cut the term into k + 1 pieces and one piece is left unedited, so the title contains
 * it; and of the term's length − 1 letter pairs at most 2 per edit are broken, so at least
 * length − 1 − 2k of them occur in the title (the q-gram lemma). Titles and terms are
 * lower-cased, as fuse compares them.
 */

/** Fuse's bitap handles terms up to 32 characters in one piece. */
export const MAX_PATTERN_LENGTH = 32;

export function errorBudget(patternLength: number, threshold: number): number {
  // The epsilon keeps 0.2 × 5 at 1 despite floating point.
  return Math.floor(patternLength * threshold + 1e-9);
}

const pairCode = (text: string, i: number) => text.charCodeAt(i) * 65_536 + text.charCodeAt(i + 1);

export function titleBigrams(lowered: string): ReadonlySet<number> {
  const pairs = new Set<number>();
  for (let i = 0; i < lowered.length - 1; i++) pairs.add(pairCode(lowered, i));
  return pairs;
}

export function candidateFilter(
  pattern: string,
  threshold: number,
): (loweredTitle: string, bigrams: ReadonlySet<number> | undefined) => boolean {
  const budget = errorBudget(pattern.length, threshold);
  if (budget === 0) return (title) => title.includes(pattern);
  const pieces = piecesOf(pattern, budget + 1);
  const needed = pattern.length - 1 - 2 * budget;
  const pairs: number[] = [];
  for (let i = 0; i < pattern.length - 1; i++) pairs.push(pairCode(pattern, i));
  return (title, bigrams) => {
    if (!pieces.some((piece) => title.includes(piece))) return false;
    if (needed <= 0) return true;
    if (!bigrams) return false;
    let found = 0;
    for (let i = 0; i < pairs.length; i++) {
      if (bigrams.has(pairs[i] ?? -1)) found += 1;
      // Stop as soon as the rest cannot reach the count, or it is reached.
      if (found >= needed) return true;
      if (found + (pairs.length - 1 - i) < needed) return false;
    }
    return found >= needed;
  };
}

/** The term cut into `count` consecutive pieces of near-equal length. */
export function piecesOf(pattern: string, count: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.floor((i * pattern.length) / count);
    const end = Math.floor(((i + 1) * pattern.length) / count);
    if (end > start) pieces.push(pattern.slice(start, end));
  }
  return pieces;
}
