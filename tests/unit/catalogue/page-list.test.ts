// @vitest-environment node
/** Which list a catalogue page shows first, from its address alone, keyed as the page keys it. */
import { describe, expect, it } from 'vitest';
import { pageListKey, providerListKey, slotsSource, tagListKey } from '@/catalogue';

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
