// @vitest-environment node
/** Which list a catalogue page shows first, from its address alone, keyed as the page keys it. */
import { describe, expect, it } from 'vitest';
import {
  allGamesSource,
  pageListKey,
  pageListKeys,
  providerListKey,
  slotsSource,
  tagListKey,
} from '@/catalogue';

const keyOf = (address: string) => {
  const url = new URL(address, 'http://page');
  return pageListKey(url.pathname, url.searchParams);
};

describe('pageListKey', () => {
  it.each([
    ['/tag/slots', tagListKey('slots')],
    ['/tag/livegames', tagListKey('livecasino')], // the alias the page redirects to
    ['/provider/aurora-spin', providerListKey('aurora-spin')],
    ['/provider/aurora-spin/', providerListKey('aurora-spin')],
    ['/casino?category=slots', slotsSource().key],
    ['/casino?category=popular', tagListKey('popular')],
  ])('%s shows %s first', (address, key) => {
    expect(keyOf(address)).toBe(key);
  });

  it.each([
    '/',
    '/casino',
    '/casino?category=dofia-games',
    '/casino?category=nonsense',
    '/tag/Not_A_Slug',
    '/tag/slots/extra',
    '/provider/',
    '/game/aurora-spin-frozen-raiders',
  ])('%s names no list', (address) => {
    expect(keyOf(address)).toBeNull();
  });
});

describe('pageListKeys', () => {
  const keysOf = (address: string) => {
    const url = new URL(address, 'http://page');
    return pageListKeys(url.pathname, url.searchParams);
  };
  const LOBBY = [
    tagListKey('popular'),
    tagListKey('slots'),
    tagListKey('livecasino'),
    tagListKey('gameshows'),
    allGamesSource().key,
  ];

  it.each(['/casino', '/casino/', '/casino?category=nonsense'])(
    '%s (the lobby) shows its category rows, then all games',
    (address) => {
      expect(keysOf(address)).toEqual(LOBBY);
    },
  );

  it('a page with a list of its own shows that one', () => {
    expect(keysOf('/tag/slots')).toEqual([tagListKey('slots')]);
    expect(keysOf('/casino?category=slots')).toEqual([slotsSource().key]);
  });

  it.each(['/', '/casino?category=dofia-games', '/tag/Not_A_Slug', '/game/x'])(
    '%s shows no list',
    (address) => {
      expect(keysOf(address)).toEqual([]);
    },
  );
});
