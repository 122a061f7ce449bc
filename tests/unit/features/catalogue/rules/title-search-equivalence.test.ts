// @vitest-environment node
/**
 * The candidate shortcut of createTitleSearch must never change fuse's answer: for titles and
 * terms of every kind (misspelt, partial, case-changed, long, short), the result equals a
 * plain fuse.js search over all titles with the same options.
 */
import fc from 'fast-check';
import Fuse from 'fuse.js/basic';
import { describe, expect, it } from 'vitest';
import { piecesOf } from '@/features/catalogue/rules/title-candidates';
import { createTitleSearch, FUSE_OPTIONS } from '@/features/catalogue/rules/title-search';

const WORDS = ['gates', 'of', 'olympus', 'sweet', 'bonanza', 'book', 'dead', 'ra', 'zeus', 'x'];
const titleArb = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 })
  .map((words) => words.join(' '));

/** A term made from a title: a slice of it with a few random edits and case changes. */
const termArb = fc
  .tuple(
    titleArb,
    fc.nat(),
    fc.nat(),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom('a', 'e', 'z', ' ', 'O', '')), { maxLength: 3 }),
  )
  .map(([title, from, to, edits]) => {
    const start = from % (title.length + 1);
    let term = title.slice(start, start + 1 + (to % (title.length + 1)));
    for (const [at, letter] of edits) {
      const i = at % (term.length + 1);
      term = term.slice(0, i) + letter + term.slice(i + 1);
    }
    return term;
  });

const plainFuse = (titles: string[], term: string) =>
  new Fuse(
    titles.map((title) => ({ title })),
    FUSE_OPTIONS,
  )
    .search(term.trim())
    .map((result) => result.refIndex)
    .sort((a, b) => a - b);

describe('createTitleSearch gives fuse’s answer', () => {
  it('for generated titles and terms', () => {
    fc.assert(
      fc.property(fc.array(titleArb, { minLength: 1, maxLength: 40 }), termArb, (titles, term) => {
        const games = titles.map((title) => ({ title }));
        const found = createTitleSearch(Fuse, games)(term);
        if (term.trim() === '') return found === null;
        const indices = games.flatMap((game, i) => (found?.has(game) ? [i] : []));
        expect(indices).toEqual(plainFuse(titles, term));
        return true;
      }),
      { numRuns: 400 },
    );
  });

  it('for terms longer than fuse handles in one piece', () => {
    const titles = ['gates of olympus gates of olympus gates of olympus', 'book of dead'];
    const term = 'gates of olympus gates of olympus gatez';
    const games = titles.map((title) => ({ title }));
    const found = createTitleSearch(Fuse, games)(term);
    expect(games.flatMap((game, i) => (found?.has(game) ? [i] : []))).toEqual(
      plainFuse(titles, term),
    );
  });
});

describe('piecesOf', () => {
  it('cuts a term into consecutive pieces that join back to it', () => {
    expect(piecesOf('gates', 2)).toEqual(['ga', 'tes']);
    expect(piecesOf('swet bonanza', 3)).toEqual(['swet', ' bon', 'anza']);
    expect(piecesOf('ab', 3).join('')).toBe('ab');
  });
});
