// @vitest-environment node
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { humanizeSlug } from '@/features/catalogue/humanize';
import { originalNamed } from '@/features/catalogue/original-named';
import { tagTitle } from '@/features/catalogue/tag-info';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('humanizeSlug', () => {
  it.each([
    ['sawtooth-studios', 'Sawtooth Studios'],
    ['pragmatic_play', 'Pragmatic Play'],
    ['netent', 'Netent'],
    ['a--b', 'A B'],
  ])('%s → %s', (slug, title) => {
    expect(humanizeSlug(slug)).toBe(title);
  });
});

describe('tagTitle', () => {
  it.each([
    ['favorites', 'Favorites'],
    ['bonus-buys', 'Bonus buys'],
    ['dropsandwins', 'Drops & Wins'],
    ['livegames', 'Live games'],
    ['livecasino', 'Live casino'],
    ['gameshows', 'Game shows'],
  ])('names the known tag %s "%s"', (tag, title) => {
    expect(tagTitle(i18n, tag)).toBe(title);
  });

  it('humanises any other tag, including inherited object keys', () => {
    expect(tagTitle(i18n, 'new-releases')).toBe('New Releases');
    expect(tagTitle(i18n, 'constructor')).toBe('Constructor');
  });
});

describe('originalNamed', () => {
  it('finds an Original by identifier, and Kadi by its short name', () => {
    expect(originalNamed('Dice')).toBe('dice');
    expect(originalNamed('kadi')).toBe('poker');
    expect(originalNamed('sawtooth-iron-bandit')).toBeUndefined();
  });
});
